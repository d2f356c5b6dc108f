-- Up Migration
-- Saved searches and their alerts as the candidate's list, the bell and the digest job see them
-- (projections/src/job-alerts is the only writer). `state` is the aggregate's own fold of the stream
-- (domain/src/job-alerts), the columns beside it what queries select and order by.
CREATE TABLE job_filters (
  job_filter_id uuid PRIMARY KEY,
  tenant text NOT NULL,
  candidate_id text NOT NULL,
  stream_version integer NOT NULL,
  state jsonb NOT NULL,
  deleted boolean NOT NULL,
  saved_at timestamptz NOT NULL,
  -- pending | active | disabled | unsubscribed; null: a saved search without an alert.
  alert_status text,
  frequency text
);
CREATE INDEX job_filters_candidate ON job_filters (tenant, candidate_id, saved_at) WHERE NOT deleted;
CREATE INDEX job_filters_due ON job_filters (frequency, job_filter_id) WHERE alert_status = 'active' AND NOT deleted;
