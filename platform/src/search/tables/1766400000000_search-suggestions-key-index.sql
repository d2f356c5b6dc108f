-- Up Migration
-- The suggestion counts' key is a unique index, not a primary key constraint, so a version built from
-- zero defers it with the readers' indexes (`searchReadIndexes`) and builds it once at the end, sorted,
-- after its fill (`searchDeferredFills`) has inserted every count: kept row by row, the fill's insert
-- took about as long again as the counting itself (issue 18, item 5). The writes' `ON CONFLICT` finds
-- it as it found the key; while a build defers it they do not count. Runs in the active version too.
CREATE UNIQUE INDEX IF NOT EXISTS search_suggestions_key
  ON search_suggestions (tenant, scope, kind, folded, word, value);
ALTER TABLE search_suggestions DROP CONSTRAINT IF EXISTS search_suggestions_pkey;

-- Down Migration
ALTER TABLE search_suggestions ADD CONSTRAINT search_suggestions_pkey PRIMARY KEY USING INDEX search_suggestions_key;
