-- Up Migration
-- The index's own copy of each offer is stored whole and uncompressed, as the offer history's rows are
-- (1766100000000_offer-history-uncompressed.sql): it is written again on every event of the offer and
-- read back by the next batch that touches it, and two in five crossed the 2 kB from which PostgreSQL
-- compresses (an A/B of its rows' insert: ~650 → ~450 ms for 14,000; issue 18, item 5). No statistics
-- for the document no query filters on. Runs in the active version too.
ALTER TABLE search_index_offers SET (toast_tuple_target = 8160);
ALTER TABLE search_index_offers ALTER COLUMN offer SET STATISTICS 0;

-- Down Migration
ALTER TABLE search_index_offers ALTER COLUMN offer SET STATISTICS -1;
ALTER TABLE search_index_offers RESET (toast_tuple_target);
