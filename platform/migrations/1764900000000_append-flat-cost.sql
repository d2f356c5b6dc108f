-- Up Migration
-- Appends with a flat cost (issue 18). The first append_to_stream checked `event_id = ANY(ids)` before
-- inserting: PL/pgSQL caches that statement's plan per connection, and a plan made while `events` was
-- small (or never analyzed) is a sequential scan that is never replanned, so every append read the
-- whole table. Now the duplicate check is the insert itself: INSERT ... ON CONFLICT (event_id) always
-- probes the unique index (speculative insertion has no plan to choose), whatever the statistics say.
-- When some ids were already stored the function raises (hint 'tablica.earlier_append'), which undoes
-- this append's inserts; the caller then reads the earlier append's result, as before.
-- The stream's row is read, locked and moved the same way (an upsert on its primary key), never by a
-- cached `WHERE stream_id = ...` plan that could be a sequential scan of event_streams.
-- The NOTIFY left the function too: it took a database-wide lock at every commit, serialising the
-- writers' commits. PostgresEventStore sends one NOTIFY per burst of appends, after they committed.
-- The order of the checks changed: the expected version is checked before the ids, so a retry of an
-- append that did happen raises 'tablica.wrong_expected_version' and the caller finds the earlier
-- append there (PostgresEventStore.conflict).
CREATE OR REPLACE FUNCTION append_to_stream(
  p_stream text,
  p_expected text,
  p_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[]
) RETURNS TABLE (outcome text, next_version integer, tx_id text, global_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  actual integer;
  last_position bigint;
  inserted_count integer;
BEGIN
  -- Creates the stream's row or locks it, and reads its version, through the primary key's arbiter.
  INSERT INTO event_streams AS s (stream_id, version) VALUES (p_stream, 0)
    ON CONFLICT (stream_id) DO UPDATE SET version = s.version
    RETURNING s.version INTO actual;
  IF NOT (
    p_expected = 'any'
    OR (p_expected = 'no_stream' AND actual = 0)
    OR (p_expected = 'stream_exists' AND actual > 0)
    OR p_expected = actual::text
  ) THEN
    RAISE EXCEPTION 'stream % is at version %, not %', p_stream, actual, p_expected
      USING DETAIL = actual::text, HINT = 'tablica.wrong_expected_version';
  END IF;
  WITH inserted AS (
    INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata)
    SELECT e.id, p_stream, actual + e.ord::integer, e.type, e.data, e.metadata
      FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS e(id, type, data, metadata, ord)
     ORDER BY e.ord
    ON CONFLICT (event_id) DO NOTHING
    RETURNING events.global_position
  )
  SELECT max(inserted.global_position), count(*) INTO last_position, inserted_count FROM inserted;
  IF inserted_count <> cardinality(p_ids) THEN
    RAISE EXCEPTION 'some of these event ids are already stored'
      USING HINT = 'tablica.earlier_append';
  END IF;
  INSERT INTO event_streams AS s (stream_id, version) VALUES (p_stream, actual + cardinality(p_ids))
    ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version;
  RETURN QUERY SELECT 'appended'::text, actual + cardinality(p_ids), pg_current_xact_id()::text, last_position;
END;
$$;

-- Down Migration
CREATE OR REPLACE FUNCTION append_to_stream(
  p_stream text,
  p_expected text,
  p_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[]
) RETURNS TABLE (outcome text, next_version integer, tx_id text, global_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  actual integer;
  last_position bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM events e WHERE e.event_id = ANY (p_ids)) THEN
    RETURN QUERY SELECT 'earlier'::text, NULL::integer, NULL::text, NULL::bigint;
    RETURN;
  END IF;
  INSERT INTO event_streams (stream_id, version) VALUES (p_stream, 0) ON CONFLICT DO NOTHING;
  SELECT s.version INTO actual FROM event_streams s WHERE s.stream_id = p_stream FOR UPDATE;
  IF NOT (
    p_expected = 'any'
    OR (p_expected = 'no_stream' AND actual = 0)
    OR (p_expected = 'stream_exists' AND actual > 0)
    OR p_expected = actual::text
  ) THEN
    RAISE EXCEPTION 'stream % is at version %, not %', p_stream, actual, p_expected
      USING DETAIL = actual::text, HINT = 'tablica.wrong_expected_version';
  END IF;
  WITH inserted AS (
    INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata)
    SELECT e.id, p_stream, actual + e.ord::integer, e.type, e.data, e.metadata
      FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS e(id, type, data, metadata, ord)
     ORDER BY e.ord
    RETURNING events.global_position
  )
  SELECT max(inserted.global_position) INTO last_position FROM inserted;
  UPDATE event_streams SET version = actual + cardinality(p_ids) WHERE stream_id = p_stream;
  PERFORM pg_notify('tablica_events', p_stream);
  RETURN QUERY SELECT 'appended'::text, actual + cardinality(p_ids), pg_current_xact_id()::text, last_position;
END;
$$;
