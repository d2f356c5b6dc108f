-- Up Migration
-- A list item is kept as json (its text, checked), not jsonb: queries only ever read it whole, so json
-- is written by the rows' COPY without building jsonb's binary form, and read without turning it back
-- into text (issue 18, item 5; a page of the list reads a hundred). Runs in the active version too.
ALTER TABLE search_offer_items ALTER COLUMN item TYPE json USING item::json;

-- Down Migration
ALTER TABLE search_offer_items ALTER COLUMN item TYPE jsonb USING item::jsonb;
