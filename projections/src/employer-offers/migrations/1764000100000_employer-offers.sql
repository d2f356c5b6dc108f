-- Up Migration
-- The employer console's offers (projections/src/employer-offers is its only writer): every offer of a
-- company in every state but deleted, drafts included.
CREATE TABLE employer_offers (
  offer_id uuid PRIMARY KEY,
  tenant text NOT NULL,
  -- The owning company; null for an anonymous (initiate) draft and for demo offers.
  company_id text,
  slug text NOT NULL,
  stream_version integer NOT NULL,
  -- draft | summary | scheduled | published | expired | finished (a published offer past expired_at
  -- is reported as expired by the queries before the expiry job has run).
  status text NOT NULL,
  creation_type text NOT NULL,
  title text NOT NULL,
  company_name text NOT NULL,
  city text NOT NULL,
  category_id text,
  experience_level text,
  workplace_type text,
  plan_key text NOT NULL,
  bumps_up_count integer NOT NULL,
  bumps_used integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  publish_at timestamptz,
  first_published_at timestamptz,
  published_at timestamptz,
  expired_at timestamptz,
  finished_at timestamptz,
  last_bumped_at timestamptz
);
CREATE INDEX employer_offers_company ON employer_offers (tenant, company_id, published_at DESC);
CREATE INDEX employer_offers_company_status ON employer_offers (tenant, company_id, status, expired_at);

-- Down Migration
DROP TABLE employer_offers;
