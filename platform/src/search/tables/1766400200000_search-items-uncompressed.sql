-- Up Migration
-- A list item is stored whole and uncompressed (items are ~1.8 kB, close to the 2 kB from which
-- PostgreSQL compresses): written again on every change of its offer, and a page of the list reads a
-- hundred of them, so none is compressed on the way in or decompressed on the way out. No statistics for
-- the document no query filters on. Runs in the active version too.
ALTER TABLE search_offer_items SET (toast_tuple_target = 8160);
ALTER TABLE search_offer_items ALTER COLUMN item SET STATISTICS 0;

-- Down Migration
ALTER TABLE search_offer_items ALTER COLUMN item SET STATISTICS -1;
ALTER TABLE search_offer_items RESET (toast_tuple_target);
