-- Up Migration
-- The event store (platform/src/event-store/postgres.ts is its only writer).
CREATE TABLE event_streams (
  stream_id text PRIMARY KEY,
  version integer NOT NULL CHECK (version >= 0)
);

CREATE TABLE events (
  global_position bigserial PRIMARY KEY,
  -- The writing transaction: readers only pass positions of transactions older than every running one,
  -- so an event committed late with a smaller position is never skipped (ARCHITECTURE.md).
  tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id uuid NOT NULL UNIQUE,
  stream_id text NOT NULL,
  stream_version integer NOT NULL CHECK (stream_version >= 1),
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, stream_version)
);
CREATE INDEX events_global_order ON events (tx_id, global_position);

-- Projection checkpoints (platform/src/projections/runner.ts is their only writer).
CREATE TABLE projection_checkpoints (
  name text PRIMARY KEY,
  checkpoint text,
  events_handled bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE projection_checkpoints;
DROP TABLE events;
DROP TABLE event_streams;
