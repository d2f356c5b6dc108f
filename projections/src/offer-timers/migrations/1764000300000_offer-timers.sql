-- Up Migration
-- The offer-timers read model (projections/src/offer-timers is its only writer): for each offer that is
-- scheduled or published, what its clock depends on, and the transitions that fall due from it. The
-- timer jobs (pg-boss, schema pgboss) are made from offer_timer; the decider has the last word.
CREATE TABLE offer_timing (
  offer_id uuid PRIMARY KEY,
  tenant text NOT NULL,
  stream_version integer NOT NULL,
  -- scheduled | published
  status text NOT NULL,
  publish_at timestamptz,
  -- The current publication (the latest OfferPublished, moved by extensions and bumps).
  published_at timestamptz,
  expired_at timestamptz,
  bumps_up_count integer,
  bumps_up_every_days integer,
  bumps_used integer,
  last_bumped_at timestamptz
);

-- At most one timer of each kind per offer: publish | expire | bump.
CREATE TABLE offer_timer (
  offer_id uuid NOT NULL REFERENCES offer_timing ON DELETE CASCADE,
  kind text NOT NULL,
  tenant text NOT NULL,
  due_at timestamptz NOT NULL,
  -- The offer's stream version whose event set this due time.
  stream_version integer NOT NULL,
  PRIMARY KEY (offer_id, kind)
);
CREATE INDEX offer_timer_due ON offer_timer (due_at, offer_id, kind);

-- Down Migration
DROP TABLE offer_timer;
DROP TABLE offer_timing;
