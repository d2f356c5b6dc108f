-- Up Migration
-- A company's active offers (the brand-story list's offersCount and the story page's offers).
-- IF NOT EXISTS: also run in an active version built before it.
CREATE INDEX IF NOT EXISTS offer_details_company_active
  ON offer_details (tenant, company_id, published_at DESC)
  WHERE status = 'published' AND company_id IS NOT NULL;

-- Down Migration
DROP INDEX offer_details_company_active;
