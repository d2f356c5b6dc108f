-- Up Migration
-- What the projections page and `npm run projections -- status` show beside a version's progress
-- (platform/src/projections/read-models.ts is the only writer):
-- failure: the error its runner met and the event it failed on ({ error, event: { id, type, streamId,
--   streamVersion, globalPosition, checkpoint }, attempts, firstAt, lastAt }), null once it got past;
-- comparison: set at the switch to this version, each table's row count and checksum in the version it
--   replaced and in this one, taken in the switch's transaction where both stand at the same checkpoint.
-- events_per_second (a build's rate so far) is also the active version's live rate, reported by its runner.
ALTER TABLE projection_versions ADD COLUMN failure jsonb NULL;
ALTER TABLE projection_versions ADD COLUMN comparison jsonb NULL;

-- Down Migration
ALTER TABLE projection_versions DROP COLUMN comparison;
ALTER TABLE projection_versions DROP COLUMN failure;
