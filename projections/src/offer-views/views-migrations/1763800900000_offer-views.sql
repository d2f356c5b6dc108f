-- Up Migration
-- Offer views (POST /api/v1/views; recordView in projections/src/offer-views/queries.ts is the only writer). Views are
-- not events: they live outside the versioned read models and survive their rebuilds. One row per
-- viewer, offer and minute: a repeat within the minute is the same view.
CREATE TABLE offer_views (
  tenant text NOT NULL,
  offer_id uuid NOT NULL,
  -- sha256 of offer_view_salt and the viewer's IP address (never the address itself).
  viewer text NOT NULL,
  minute timestamptz NOT NULL,
  -- The server's clock: what "this week" is measured by.
  recorded_at timestamptz NOT NULL,
  -- What the client said (spec §7 visitedAt), kept for analytics.
  visited_at timestamptz NOT NULL,
  PRIMARY KEY (tenant, offer_id, viewer, minute)
);
CREATE INDEX offer_views_recent ON offer_views (tenant, recorded_at, offer_id);

-- A secret of this installation: without it a viewer hash cannot be traced back to an address by
-- hashing every possible one.
CREATE TABLE offer_view_salt (salt text NOT NULL);
INSERT INTO offer_view_salt (salt) VALUES (gen_random_uuid()::text || gen_random_uuid()::text);

-- Down Migration
DROP TABLE offer_view_salt;
DROP TABLE offer_views;
