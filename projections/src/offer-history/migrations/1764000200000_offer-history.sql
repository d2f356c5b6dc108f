-- Up Migration
-- The admins' audit trail of every offer (projections/src/offer-history is its only writer): each
-- event with its metadata and the field-level changes it made. Deleted offers keep their history.
CREATE TABLE offer_history_offers (
  offer_id uuid PRIMARY KEY,
  tenant text NOT NULL,
  slug text NOT NULL,
  -- The last event applied (events are applied once, in stream order).
  stream_version integer NOT NULL,
  status text NOT NULL,
  -- What the next event is compared with (TrackedOffer in changes.ts): status, plan, text, period.
  state jsonb NOT NULL
);
CREATE INDEX offer_history_offers_slug ON offer_history_offers (tenant, slug);

CREATE TABLE offer_history_events (
  offer_id uuid NOT NULL,
  stream_version integer NOT NULL,
  event_id text NOT NULL,
  -- The event store's global position (a decimal string there: KurrentDB's can pass 2^53).
  global_position numeric(20, 0) NOT NULL,
  type text NOT NULL,
  occurred_at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL,
  actor_kind text NOT NULL,
  actor_id text NOT NULL,
  correlation_id text NOT NULL,
  causation_id text,
  summary text NOT NULL,
  -- [{ field, from, to }]
  changes jsonb NOT NULL,
  PRIMARY KEY (offer_id, stream_version)
);

-- Down Migration
DROP TABLE offer_history_events;
DROP TABLE offer_history_offers;
