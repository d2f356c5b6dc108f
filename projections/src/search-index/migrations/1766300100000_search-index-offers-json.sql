-- Up Migration
-- An indexed offer is kept as json (its text, checked), not jsonb: it is only ever read whole, to build
-- the offer's next document, so the batch's upsert takes it from the batch's json without building
-- jsonb's binary form, and reads it without turning it back into text (issue 18, item 5). Runs in the
-- active version too.
ALTER TABLE search_index_offers ALTER COLUMN offer TYPE json USING offer::json;

-- Down Migration
ALTER TABLE search_index_offers ALTER COLUMN offer TYPE jsonb USING offer::jsonb;
