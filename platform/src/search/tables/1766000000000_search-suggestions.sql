-- Up Migration
-- Suggestions counted ahead: one row per word of each distinct title, company and skill (folded) and
-- per spelling of it, with the number of indexed offers that carry that spelling. Kept by the index's
-- writes (platform/src/search/postgres.ts: each offer's word rows deleted and inserted move these counts,
-- a row goes at 0; a version built from zero counts them once at the end instead, `searchDeferredFills`),
-- so the table is always the GROUP BY of the word rows, whichever way it was made. A typed prefix reads
-- the rows of matching words of distinct values instead of a row per offer ("de" matched 40,000 word rows
-- on 100,000 offers, grouped per request: 170 ms), and the typo fallback compares ~26,000 distinct words,
-- not ~800,000. Offers past their expiry that are still indexed (until their expiry event) are subtracted
-- when asked. Half-full pages leave room for the counts' updates in place (no index holds the count).
-- Filled here from the word rows an existing version holds.
CREATE TABLE IF NOT EXISTS search_suggestions (
  tenant text NOT NULL,
  kind "char" NOT NULL,
  folded text NOT NULL,
  word text NOT NULL,
  value text NOT NULL,
  offers integer NOT NULL,
  PRIMARY KEY (tenant, kind, folded, word, value)
) WITH (fillfactor = 50);
CREATE INDEX IF NOT EXISTS search_suggestions_prefix ON search_suggestions (tenant, kind, word text_pattern_ops);
CREATE INDEX IF NOT EXISTS search_suggestions_trgm ON search_suggestions USING gin (word gin_trgm_ops);
INSERT INTO search_suggestions (tenant, kind, folded, word, value, offers)
  SELECT tenant, kind, folded, word, value, count(*) FROM search_offer_terms
   GROUP BY tenant, kind, folded, word, value
  ON CONFLICT DO NOTHING;
-- The planner's figures for the filled table (without them it reads every row of a kind for a prefix).
ANALYZE search_suggestions;

-- Down Migration
DROP TABLE search_suggestions;
