-- Up Migration
-- The board's radius filter answered from the offer's row: `near` holds '<city slug>:<km>' for each of
-- the brand's cities and each of its radius options (tenant config: cities, distanceOptions) that one
-- of the offer's locations is in (its city, or within that many km of the city's centre, as
-- earthdistance measures: platform/src/search/near.ts). A city and a radius then are one GIN lookup
-- combined with the others (a keyword's) instead of every location in the radius found, measured and
-- joined back (Łódź + 100 km + a keyword: ~95 ms of the list's query, now a few). Written by the index's
-- writes; a version built before this column (its rows NULL: nothing here can compute the distances
-- to the brand's cities) keeps being read the old way until the new code version's rebuild replaces
-- it, which `search_offers_near_missing` (empty wherever `near` is written) tells at once.
ALTER TABLE search_offers ADD COLUMN IF NOT EXISTS near text[];
CREATE INDEX IF NOT EXISTS search_offers_near ON search_offers USING gin (near);
CREATE INDEX IF NOT EXISTS search_offers_near_missing ON search_offers (tenant) WHERE near IS NULL;

-- Down Migration
DROP INDEX IF EXISTS search_offers_near_missing;
DROP INDEX IF EXISTS search_offers_near;
ALTER TABLE search_offers DROP COLUMN IF EXISTS near;
