-- Up Migration
-- A stream's category is a column the store writes (platform/src/event-store/category.ts, once per
-- append), no longer the expression index on stream_category(stream_id): keeping that index evaluated
-- the function's regular expressions for every event, ~40 µs of an event's ~110 µs in a batch of ten
-- (issue 18, item 4). The stream browser pages a category by (category, global_position) as before.
ALTER TABLE events ADD COLUMN category text;
UPDATE events SET category = stream_category(stream_id);
ALTER TABLE events ALTER COLUMN category SET NOT NULL;
CREATE INDEX events_category_position ON events (category, global_position);
DROP INDEX events_category_order;
DROP FUNCTION stream_category(text);

-- Down Migration
-- As 1765100000000_stream-categories.sql.
CREATE FUNCTION stream_category(stream_id text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT CASE
    WHEN stream_id ~ '.-[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
      THEN left(stream_id, length(stream_id) - 37)
    WHEN stream_id ~ '.-[^-]*$' THEN regexp_replace(stream_id, '-[^-]*$', '')
    ELSE stream_id
  END
$$;
CREATE INDEX events_category_order ON events (stream_category(stream_id), global_position);
DROP INDEX events_category_position;
ALTER TABLE events DROP COLUMN category;
