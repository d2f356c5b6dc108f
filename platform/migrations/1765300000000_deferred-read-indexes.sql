-- Up Migration
-- A read-model version built from zero drops the indexes only its readers use (a projection's
-- `deferredIndexes`) and keeps their definitions here; the build creates them once it has caught up,
-- before it switches (platform/src/projections/read-models.ts). Null: nothing deferred, or created.
ALTER TABLE projection_versions ADD COLUMN deferred_indexes text[] NULL;

-- Down Migration
ALTER TABLE projection_versions DROP COLUMN deferred_indexes;
