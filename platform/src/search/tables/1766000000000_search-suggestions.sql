-- Up Migration
-- Suggestions counted ahead: one row per word of each distinct title, company and skill (folded) with
-- the number of indexed offers that carry it, kept by the index's writes (platform/src/search/postgres.ts:
-- each offer's word rows deleted and inserted move these counts; a version built from zero counts them
-- once at the end instead, `searchDeferredFills`). A typed prefix reads the rows of matching words of
-- distinct values instead of a row per offer ("de" matched 40,000 word rows on 100,000 offers, grouped per
-- request: 170 ms), and the typo fallback compares ~26,000 distinct words, not ~800,000. Offers past their
-- expiry that are still indexed (until their expiry event) are subtracted when asked. Half-full pages
-- leave room for the counts' updates in place (no index entries for them). Filled here from the word
-- rows an existing version holds.
CREATE TABLE IF NOT EXISTS search_suggestions (
  tenant text NOT NULL,
  kind "char" NOT NULL,
  folded text NOT NULL,
  word text NOT NULL,
  -- How one of its offers spells it (the alphabetically first seen).
  value text NOT NULL,
  offers integer NOT NULL,
  PRIMARY KEY (tenant, kind, folded, word)
) WITH (fillfactor = 50);
CREATE INDEX IF NOT EXISTS search_suggestions_prefix ON search_suggestions (tenant, kind, word text_pattern_ops);
CREATE INDEX IF NOT EXISTS search_suggestions_trgm ON search_suggestions USING gin (word gin_trgm_ops);
INSERT INTO search_suggestions (tenant, kind, folded, word, value, offers)
  SELECT tenant, kind, folded, word, min(value), count(*) FROM search_offer_terms GROUP BY tenant, kind, folded, word
  ON CONFLICT DO NOTHING;
-- The planner's figures for the filled table (without them it reads every row of a kind for a prefix).
ANALYZE search_suggestions;

-- Down Migration
DROP TABLE search_suggestions;
