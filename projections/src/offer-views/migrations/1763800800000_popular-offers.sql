-- Up Migration
-- The popular-offers read model (projections/src/offer-views is its only writer): the offers views
-- can be recorded for (published ever, not deleted) and whether each is still on the board. How many
-- views each had is in public.offer_views, which is not rebuilt from events.
CREATE TABLE popular_offers (
  offer_id uuid PRIMARY KEY,
  tenant text NOT NULL,
  slug text NOT NULL,
  stream_version integer NOT NULL,
  -- domain OfferContent as the latest OfferPublished / OfferEdited says it.
  content jsonb NOT NULL,
  published_at timestamptz NOT NULL,
  expired_at timestamptz NOT NULL,
  -- false once expired or finished (an overdue offer also counts as ended: expired_at <= now)
  listed boolean NOT NULL,
  UNIQUE (tenant, slug)
);

-- Down Migration
DROP TABLE popular_offers;
