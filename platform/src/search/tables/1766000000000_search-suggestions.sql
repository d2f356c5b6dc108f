-- Up Migration
-- Suggestions counted ahead: one row per word of each distinct title, company and skill (folded) with
-- the number of indexed offers that carry it, kept by the index's writes (platform/src/search/postgres.ts:
-- each offer's word rows deleted and inserted move these counts). A typed prefix reads a few hundred of
-- these rows instead of a row per offer (Warsaw's "de" matched 40,000 word rows on 100,000 offers and
-- grouped them per request), and the typo fallback compares a few thousand distinct words, not one per
-- offer. Offers past their expiry that are still indexed (until their expiry event) are subtracted when
-- asked. Filled here from the word rows an existing version holds.
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
