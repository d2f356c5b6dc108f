-- Up Migration
-- The offer-details read model (projections/src/offer-details is its only writer): every published
-- offer by slug, expired and finished ones included (their pages stay, marked inactive).
CREATE TABLE offer_details (
  offer_id uuid PRIMARY KEY,
  tenant text NOT NULL,
  slug text NOT NULL,
  stream_version integer NOT NULL,
  -- published | expired | finished
  status text NOT NULL,
  -- domain OfferContent as the latest OfferPublished / OfferEdited says it.
  content jsonb NOT NULL,
  -- The current publication period's start, moved by bumps like the list's.
  published_at timestamptz NOT NULL,
  first_published_at timestamptz NOT NULL,
  expired_at timestamptz NOT NULL,
  -- The offer this one was copied from (active-slug follows copies of an offer that ended).
  copied_from_slug text,
  UNIQUE (tenant, slug)
);
CREATE INDEX offer_details_copies ON offer_details (tenant, copied_from_slug) WHERE copied_from_slug IS NOT NULL;

-- Copies are created as drafts (OfferCopied) and only get a row above once published.
CREATE TABLE offer_copies (
  offer_id uuid PRIMARY KEY,
  copied_from_slug text NOT NULL
);

-- Down Migration
DROP TABLE offer_copies;
DROP TABLE offer_details;
