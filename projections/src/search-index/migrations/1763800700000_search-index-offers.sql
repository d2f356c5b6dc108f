-- Up Migration
-- The search-index projection's own state (projections/src/search-index is its only writer): what it
-- needs to rebuild an offer's index document when an edit, bump or extension changes one part of it.
-- The documents themselves live in the search index (platform/src/search).
CREATE TABLE search_index_offers (
  offer_id uuid PRIMARY KEY,
  tenant text NOT NULL,
  stream_version integer NOT NULL,
  -- projections/src/search-index/apply.ts IndexedOffer
  offer jsonb NOT NULL
);

-- Down Migration
DROP TABLE search_index_offers;
