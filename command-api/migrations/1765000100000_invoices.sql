-- Invoices (issue 15): one number series per brand and year without gaps. The series row is locked
-- while a number is taken and the invoice written in the same transaction, so a failed issue gives its
-- number back and two issues never share one.
CREATE TABLE invoice_series (
  tenant text NOT NULL,
  year integer NOT NULL,
  last_number integer NOT NULL CHECK (last_number >= 1),
  PRIMARY KEY (tenant, year)
);

CREATE TABLE invoice (
  id uuid PRIMARY KEY,
  tenant text NOT NULL,
  year integer NOT NULL,
  seq integer NOT NULL,
  -- e.g. FV/2026/000042 (a correction: KOR/2026/000043, same series)
  number text NOT NULL,
  -- invoice | correction (of a refunded order)
  kind text NOT NULL CHECK (kind IN ('invoice', 'correction')),
  corrects uuid NULL REFERENCES invoice (id),
  order_id uuid NOT NULL,
  company_id text NULL,
  buyer jsonb NOT NULL,
  net integer NOT NULL,
  tax integer NOT NULL,
  gross integer NOT NULL,
  currency text NOT NULL,
  vat_rate integer NOT NULL,
  reverse_charge boolean NOT NULL,
  plan_key text NOT NULL,
  issued_at timestamptz NOT NULL,
  -- The PDF as issued (files port); never rewritten.
  file_key text NOT NULL,
  UNIQUE (tenant, year, seq),
  UNIQUE (order_id, kind)
);
CREATE INDEX invoice_company_idx ON invoice (company_id, issued_at DESC);
