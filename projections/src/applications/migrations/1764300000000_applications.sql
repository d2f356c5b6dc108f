-- Up Migration
-- Applications as the employer console and the candidate see them (projections/src/applications is the
-- only writer). Personal fields are opened from the sealed events; once an application's key is
-- shredded they stay null here, also after a rebuild.
CREATE TABLE applications (
  application_id uuid PRIMARY KEY,
  tenant text NOT NULL,
  stream_version integer NOT NULL,
  offer_id uuid NOT NULL,
  offer_slug text NOT NULL,
  company_id text,
  candidate_id text,
  -- form | redirect
  channel text NOT NULL,
  -- 1_click_apply | apply_form | redirect
  source text NOT NULL,
  confirmed boolean NOT NULL,
  status text NOT NULL,
  name text,
  email text,
  message text,
  cv_file_name text,
  cv_content_type text,
  cv_size integer,
  has_cv boolean NOT NULL,
  future_consent boolean NOT NULL,
  custom_consent boolean NOT NULL,
  -- The pay-transparency record: offer version, title and salary ranges the candidate saw.
  shown jsonb NOT NULL,
  submitted_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  retain_until timestamptz NOT NULL,
  deleted_at timestamptz,
  withdrawn_at timestamptz,
  erased_at timestamptz
);
CREATE INDEX applications_company ON applications (tenant, company_id, submitted_at DESC, application_id DESC)
  WHERE channel = 'form' AND deleted_at IS NULL AND withdrawn_at IS NULL AND erased_at IS NULL;
CREATE INDEX applications_company_offer ON applications (tenant, company_id, offer_id, status)
  WHERE channel = 'form' AND deleted_at IS NULL AND withdrawn_at IS NULL AND erased_at IS NULL;
CREATE INDEX applications_candidate ON applications (tenant, candidate_id, submitted_at DESC);
CREATE INDEX applications_retention ON applications (retain_until) WHERE erased_at IS NULL;

-- Every CV download (the audit trail the company's owners see).
CREATE TABLE application_downloads (
  application_id uuid NOT NULL,
  stream_version integer NOT NULL,
  downloaded_by text NOT NULL,
  downloader_name text NOT NULL,
  downloaded_at timestamptz NOT NULL,
  PRIMARY KEY (application_id, stream_version)
);

-- Down Migration
DROP TABLE application_downloads;
DROP TABLE applications;
