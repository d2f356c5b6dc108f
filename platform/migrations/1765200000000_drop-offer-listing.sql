-- Up Migration
-- The offer-listing read model had no reader (the candidates' list is the search index, the console's
-- the employer-offers read model) and is gone from the catalogue: drop every version's schema, its
-- checkpoints and its version rows, so no orphaned tables are kept or reported.
DO $$
DECLARE
  version_schema text;
BEGIN
  FOR version_schema IN SELECT schema_name FROM projection_versions WHERE name = 'offer-listing' LOOP
    EXECUTE format('DROP SCHEMA IF EXISTS %I CASCADE', version_schema);
  END LOOP;
END $$;
DELETE FROM projection_checkpoints WHERE name LIKE 'offer-listing@v%';
DELETE FROM projection_versions WHERE name = 'offer-listing';

-- Down Migration
-- Nothing to bring back: a read model is rebuilt from the events when a catalogue names it again.
