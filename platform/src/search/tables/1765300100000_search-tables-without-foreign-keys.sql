-- Up Migration
-- The word, item and location rows no longer reference search_offers: the check ran per inserted row
-- and cost a rebuild more than the inserts themselves (143,796 word rows of 20,000 offers: 5.4 s with
-- it, 1.3 s without). The index deletes them itself wherever it deletes an offer's row
-- (platform/src/search/postgres.ts removeOffers), as it already did before writing an offer anew.
ALTER TABLE search_offer_terms DROP CONSTRAINT IF EXISTS search_offer_terms_tenant_offer_id_fkey;
ALTER TABLE search_offer_items DROP CONSTRAINT IF EXISTS search_offer_items_tenant_offer_id_fkey;
ALTER TABLE search_offer_locations DROP CONSTRAINT IF EXISTS search_offer_locations_tenant_offer_id_fkey;

-- Down Migration
