-- Up Migration
-- The tally read model (platform/src/testing/tally-projection.ts), created in each version's schema.
CREATE TABLE test_event_tally (event_id uuid PRIMARY KEY, stream_id text NOT NULL);
CREATE TABLE test_stream_tally (stream_id text PRIMARY KEY, events integer NOT NULL);

-- Down Migration
DROP TABLE test_stream_tally;
DROP TABLE test_event_tally;
