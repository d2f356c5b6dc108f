-- Up Migration
-- The company that owns the offer (OfferPublished's owner), so the console lists a company's own offers.
ALTER TABLE offer_listing ADD COLUMN company_id text;
CREATE INDEX offer_listing_company ON offer_listing (tenant, company_id, published_at DESC);

-- Down Migration
ALTER TABLE offer_listing DROP COLUMN company_id;
