-- Up Migration
-- The offer-listing read model (projections/src/offer-listing is its only writer).
CREATE TABLE offer_listing (
  offer_id uuid PRIMARY KEY,
  tenant text NOT NULL,
  slug text NOT NULL UNIQUE,
  stream_version integer NOT NULL,
  title text NOT NULL,
  company_name text NOT NULL,
  category_id text NOT NULL,
  city text NOT NULL,
  published_at timestamptz NOT NULL,
  expired_at timestamptz NOT NULL,
  -- The list item as the candidate API serves it (domain OfferListItem).
  item jsonb NOT NULL
);
CREATE INDEX offer_listing_newest ON offer_listing (tenant, published_at DESC, offer_id DESC);
CREATE INDEX offer_listing_expiry ON offer_listing (tenant, expired_at);

-- Down Migration
DROP TABLE offer_listing;
