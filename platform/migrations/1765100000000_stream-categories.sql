-- Up Migration
-- The stream browser (admin console) pages one category's events in global order: a stream's category
-- is its id without the trailing id (`offer-<uuid>` → offer, `job-alert-<uuid>` → job-alert, `plan-x` →
-- plan). platform/src/event-store/category.ts is the same rule in TypeScript (the KurrentDB adapter).
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

-- Down Migration
DROP INDEX events_category_order;
DROP FUNCTION stream_category(text);
