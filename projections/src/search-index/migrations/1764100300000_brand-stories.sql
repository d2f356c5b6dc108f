-- Up Migration
-- Brand stories beside the offers (spec §3 list items): the published card of each company's story,
-- and per indexed offer its company and the version of its document. A document changes with the
-- offer's events and with its company's story, so its version is this projection's own counter, not
-- the offer's stream version. IF NOT EXISTS: also run in an active version built before it.
CREATE TABLE IF NOT EXISTS search_index_brand_stories (
  company_id text PRIMARY KEY,
  slug text NOT NULL,
  cover_photo_url text,
  short_description text NOT NULL
);
ALTER TABLE search_index_offers ADD COLUMN IF NOT EXISTS company_id text;
ALTER TABLE search_index_offers ADD COLUMN IF NOT EXISTS document_version integer NOT NULL DEFAULT 1;
CREATE INDEX IF NOT EXISTS search_index_offers_company ON search_index_offers (company_id);

-- Down Migration
DROP INDEX search_index_offers_company;
ALTER TABLE search_index_offers DROP COLUMN document_version;
ALTER TABLE search_index_offers DROP COLUMN company_id;
DROP TABLE search_index_brand_stories;
