-- Up Migration
-- Rows up to a page are stored whole and uncompressed (PostgreSQL compresses from 2 kB by default):
-- an offer's state and a created or edited offer's changes carry its text, written again on each
-- event, and pglz compressing them was the largest single cost of a rebuild (issue 18, item 5). The
-- tables are about a quarter larger for it. No statistics for the documents no query filters on:
-- ANALYZE read each sampled one whole.
ALTER TABLE offer_history_events SET (toast_tuple_target = 8160);
ALTER TABLE offer_history_offers SET (toast_tuple_target = 8160);
ALTER TABLE offer_history_events ALTER COLUMN changes SET STATISTICS 0, ALTER COLUMN summary SET STATISTICS 0;
ALTER TABLE offer_history_offers ALTER COLUMN state SET STATISTICS 0;

-- Down Migration
ALTER TABLE offer_history_offers ALTER COLUMN state SET STATISTICS -1;
ALTER TABLE offer_history_events ALTER COLUMN changes SET STATISTICS -1, ALTER COLUMN summary SET STATISTICS -1;
ALTER TABLE offer_history_events RESET (toast_tuple_target);
ALTER TABLE offer_history_offers RESET (toast_tuple_target);
