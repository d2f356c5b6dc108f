-- Up Migration
-- append_to_stream writes the stream's row once instead of twice: the upsert that creates or locks it
-- moves its version at the same time (a refused append raises, which undoes it). One heap tuple and one
-- WAL record fewer per append. Otherwise as 1764900000000_append-flat-cost.sql.
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
  -- Creates the stream's row at its new version or locks and moves it, through the primary key's
  -- arbiter; the version it had is what the events follow (a refusal below undoes the move).
  INSERT INTO event_streams AS s (stream_id, version) VALUES (p_stream, cardinality(p_ids))
    ON CONFLICT (stream_id) DO UPDATE SET version = s.version + cardinality(p_ids)
    RETURNING s.version - cardinality(p_ids) INTO actual;
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
