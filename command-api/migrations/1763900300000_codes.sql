-- Prepaid publication and extension codes (issue 4, spec §7 codes). A code belongs to one company,
-- or to nobody (promotional: anyone on the brand may use it); it is spent once, by one offer.
CREATE TABLE offer_code (
  -- Stored as the generator writes it (upper case); lookups normalise what the employer typed.
  code text NOT NULL CHECK (code = upper(btrim(code)) AND code <> ''),
  tenant text NOT NULL,
  company_id text NULL REFERENCES company ("id") ON DELETE CASCADE,
  -- publish (also pays for a refresh) | extend | any
  purpose text NOT NULL CHECK (purpose IN ('publish', 'extend', 'any')),
  -- The plan the code is good for; null: any plan.
  plan_key text NULL,
  expires_at timestamptz NULL,
  used_by_offer uuid NULL,
  used_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant, code),
  CHECK ((used_at IS NULL) = (used_by_offer IS NULL))
);
CREATE INDEX offer_code_company_idx ON offer_code (company_id, created_at DESC);
CREATE INDEX offer_code_used_by_offer_idx ON offer_code (used_by_offer) WHERE used_by_offer IS NOT NULL;
