-- Up Migration
-- The company's published brand story, shown on its offers' pages (spec §3 brandStory* fields): the
-- card of each published story, and each offer's company. IF NOT EXISTS: also run in an active
-- version built before it (its offers get their company when the new code version rebuilds).
CREATE TABLE IF NOT EXISTS offer_details_brand_stories (
  company_id text PRIMARY KEY,
  slug text NOT NULL,
  cover_photo_url text,
  short_description text NOT NULL
);
ALTER TABLE offer_details ADD COLUMN IF NOT EXISTS company_id text;

-- Down Migration
ALTER TABLE offer_details DROP COLUMN company_id;
DROP TABLE offer_details_brand_stories;
