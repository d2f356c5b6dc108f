-- Up Migration
-- Suggestions counted ahead: one row per word of each distinct title, company and skill (folded), per
-- spelling of it and per scope the search bar asks within — the whole board (''), a city ('c:<slug>'),
-- a category or subcategory ('k:<key>') — with the number of indexed offers there that carry that
-- spelling. Kept by the index's writes (platform/src/search/postgres.ts: each offer's word rows deleted
-- and inserted move these counts in each of its scopes, a row goes at 0; a version built from zero counts
-- them once at the end instead, `searchDeferredFills`), so the table is always the GROUP BY of the word
-- rows by their offers' scopes, whichever way it was made. A typed prefix reads the rows of matching
-- words of distinct values instead of a row per offer ("de" matched 40,000 word rows on 100,000 offers,
-- grouped per request: 170 ms; "se" in Warsaw 14,000 rows, 50 ms), and the typo fallback compares
-- the ~26,000 distinct words of scope '', not ~800,000 word rows. Offers past their expiry that are still indexed (until their expiry
-- event) are subtracted when asked. Half-full pages leave room for the counts' updates in place (no index
-- holds the count). Filled here from the word rows an existing version holds.
CREATE TABLE IF NOT EXISTS search_suggestions (
  tenant text NOT NULL,
  scope text NOT NULL,
  kind "char" NOT NULL,
  folded text NOT NULL,
  word text NOT NULL,
  value text NOT NULL,
  offers integer NOT NULL,
  PRIMARY KEY (tenant, scope, kind, folded, word, value)
) WITH (fillfactor = 50);
CREATE INDEX IF NOT EXISTS search_suggestions_prefix ON search_suggestions (tenant, scope, kind, word text_pattern_ops);
-- Typos: the similar words among the whole board's (each word of a value is in scope '', once per
-- spelling), then taken by equality in any scope and in the offers' word rows.
CREATE INDEX IF NOT EXISTS search_suggestions_trgm ON search_suggestions USING gin (word gin_trgm_ops) WHERE scope = '';
INSERT INTO search_suggestions (tenant, scope, kind, folded, word, value, offers)
  SELECT t.tenant, scope, t.kind, t.folded, t.word, t.value, count(*)
    FROM search_offer_terms t JOIN search_offers o ON o.tenant = t.tenant AND o.offer_id = t.offer_id
    CROSS JOIN LATERAL unnest(ARRAY[''] || ARRAY(SELECT 'c:' || c FROM unnest(o.city_slugs) c)
                                        || ARRAY(SELECT 'k:' || k FROM unnest(o.category_keys) k)) AS scope
   GROUP BY t.tenant, scope, t.kind, t.folded, t.word, t.value
  ON CONFLICT DO NOTHING;
-- The planner's figures for the filled table (without them it reads every row of a kind for a prefix).
ANALYZE search_suggestions;

-- Down Migration
DROP TABLE search_suggestions;
