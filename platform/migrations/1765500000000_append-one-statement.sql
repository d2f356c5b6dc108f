-- Up Migration
-- An append is one SQL statement sent by PostgresEventStore (platform/src/event-store/postgres.ts), no
-- longer the PL/pgSQL function append_to_stream: the function's own executor, its statements' plan
-- cache lookups and RETURN QUERY cost ~0.1–0.2 ms of a ~1 ms append (issue 18, item 4). The statement
-- keeps the function's checks: the stream's row is created or locked and moved by an upsert on its
-- primary key; the events' insert probes the event id's unique index (a stored id fails the statement
-- with a unique violation, which undoes the move); no statement has a plan that could scan a table.
-- A refused expected version raises here, so the whole statement, the stream's move included, is undone.
CREATE FUNCTION refuse_append(p_stream text, p_actual integer, p_expected text) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stream % is at version %, not %', p_stream, p_actual, p_expected
    USING DETAIL = p_actual::text, HINT = 'tablica.wrong_expected_version';
END;
$$;
DROP FUNCTION append_to_stream(text, text, uuid[], text[], jsonb[], jsonb[]);

-- Down Migration
-- As 1764900100000_append-one-stream-write.sql.
CREATE FUNCTION append_to_stream(
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
DROP FUNCTION refuse_append(text, integer, text);
