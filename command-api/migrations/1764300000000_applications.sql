-- Up Migration
-- Crypto-shredding keys (platform/src/privacy/sealed.ts): one per application; erasure deletes it.
-- The row is also the retention schedule: `retain_until` (from the application's event) is when the
-- retention job erases it, `subject` the candidate account whose erasure takes it along.
CREATE TABLE IF NOT EXISTS personal_data_key (
  id text PRIMARY KEY,
  tenant text NOT NULL,
  key bytea NOT NULL,
  subject text,
  retain_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS personal_data_key_retention ON personal_data_key (retain_until);
CREATE INDEX IF NOT EXISTS personal_data_key_subject ON personal_data_key (tenant, subject);

-- Fixed-window counters for the apply form's rate limits (per IP and per e-mail), shared by every
-- command-api process.
CREATE TABLE IF NOT EXISTS application_rate_limit (
  bucket text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);

-- Down Migration
DROP TABLE IF EXISTS application_rate_limit;
DROP TABLE IF EXISTS personal_data_key;
