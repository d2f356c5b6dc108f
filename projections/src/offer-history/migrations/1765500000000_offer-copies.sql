-- Up Migration
-- Which offer each offer was copied from (the `OfferCopied` event that starts its stream), so the
-- audit lists an offer's copies from the read model on either event store. IF NOT EXISTS: also run
-- in an active version built before it (its column stays empty until code version 2 rebuilds it).
ALTER TABLE offer_history_offers ADD COLUMN IF NOT EXISTS copied_from uuid;
CREATE INDEX IF NOT EXISTS offer_history_offers_copied_from ON offer_history_offers (tenant, copied_from)
  WHERE copied_from IS NOT NULL;

-- Down Migration
DROP INDEX offer_history_offers_copied_from;
ALTER TABLE offer_history_offers DROP COLUMN copied_from;
