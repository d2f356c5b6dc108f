-- Up Migration
-- Versioned read models (platform/src/projections/read-models.ts is the only writer).
-- Each build of a projection's read model is a version with a schema of its own, rm_<name>_v<version>,
-- and a checkpoint of its own, '<name>@v<version>' in projection_checkpoints. One version per
-- projection is active (queries read it, the live runner keeps it); at most one is being built.
CREATE TABLE projection_versions (
  name text NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  -- The projection's code version (Projection.version) whose apply writes this read model.
  code_version integer NOT NULL,
  schema_name text NOT NULL UNIQUE,
  state text NOT NULL CHECK (state IN ('building', 'active', 'retired', 'abandoned')),
  -- The projection's migration files already run inside schema_name.
  migrations text[] NOT NULL DEFAULT '{}',
  -- Who asked for it: 'first start', 'code version 3', 'cli', 'admin'.
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  activated_at timestamptz,
  retired_at timestamptz,
  dropped_at timestamptz,
  -- A build's progress, reported by its builder about once a second (events of the whole store).
  events_total bigint,
  events_done bigint,
  events_per_second double precision,
  progress_at timestamptz,
  PRIMARY KEY (name, version)
);
CREATE UNIQUE INDEX projection_versions_one_active ON projection_versions (name) WHERE state = 'active';
CREATE UNIQUE INDEX projection_versions_one_building ON projection_versions (name) WHERE state = 'building';

-- The walking skeleton kept read models unversioned, in public, under checkpoints named after the
-- projection alone. They are rebuilt into versioned schemas from the events; drop the leftovers.
DELETE FROM projection_checkpoints WHERE name NOT LIKE '%@v%';
DROP TABLE IF EXISTS offer_listing;

-- Down Migration
DROP TABLE projection_versions;
