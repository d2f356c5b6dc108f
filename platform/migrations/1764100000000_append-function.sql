-- Up Migration
-- One append in one statement (platform/src/event-store/postgres.ts calls it outside any BEGIN, so it is
-- its own transaction): one round trip instead of eight, which is what lets concurrent writers share
-- the commit's flush. Checks that none of the event ids is stored yet (else answers 'earlier' and
-- writes nothing), locks the stream's row, checks the expected version (else raises with the actual
-- version in DETAIL and the hint 'tablica.wrong_expected_version'), inserts the events in order,
-- moves the stream's version and wakes the readers.
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

-- Down Migration
DROP FUNCTION append_to_stream(text, text, uuid[], text[], jsonb[], jsonb[]);
