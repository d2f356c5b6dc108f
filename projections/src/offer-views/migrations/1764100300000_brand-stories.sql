-- Up Migration
-- The company's published brand story on popular offers' cards (spec §3 brandStory* fields): the card
-- of each published story, and each offer's company. IF NOT EXISTS: also run in an active version
-- built before it (its offers get their company when the new code version rebuilds).
CREATE TABLE IF NOT EXISTS popular_offers_brand_stories (
  company_id text PRIMARY KEY,
  slug text NOT NULL,
  cover_photo_url text,
  short_description text NOT NULL
);
ALTER TABLE popular_offers ADD COLUMN IF NOT EXISTS company_id text;

-- Down Migration
ALTER TABLE popular_offers DROP COLUMN company_id;
DROP TABLE popular_offers_brand_stories;
