-- Up Migration
-- One row per (alert, digest slot) the digest job tried to mail (projections/src/job-alerts/digests.ts is
-- the only writer). Claimed before the SMTP hand-over, so a worker that dies between sending and
-- recording never sends the same digest again: `sending` left behind counts as sent.
CREATE TABLE job_alert_digest_sends (
  job_filter_id uuid NOT NULL,
  digest_id text NOT NULL,
  tenant text NOT NULL,
  -- sending | sent | failed (the SMTP server refused: the job's retry may send again)
  state text NOT NULL,
  offer_ids text[] NOT NULL,
  message_id text,
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (job_filter_id, digest_id)
);
