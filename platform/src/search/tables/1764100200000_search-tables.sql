-- Up Migration
-- The PostgreSQL search index's tables (platform/src/search/postgres.ts reads and writes them). They
-- live in each version of the search-index projection's read model (rm_search_index_v<n>), so a
-- rebuild fills new tables while the old ones keep serving; the contract tests create them in public.
-- IF NOT EXISTS: a migration added to a projection also runs in its active version.

-- One row per offer with what filters and sorts read; the suggestion words and the served item live
-- apart, so a count's scan over every offer reads only this.
CREATE TABLE IF NOT EXISTS search_offers (
  tenant text NOT NULL,
  offer_id uuid NOT NULL,
  stream_version integer NOT NULL,
  title text NOT NULL,
  company_name text NOT NULL,
  skills text[] NOT NULL,
  -- platform/src/search/text.ts skillKey(): folded whole names.
  skill_keys text[] NOT NULL,
  category_id text NOT NULL,
  parent_category_id text,
  category_keys text[] GENERATED ALWAYS AS (
    CASE WHEN parent_category_id IS NULL THEN ARRAY[category_id] ELSE ARRAY[category_id, parent_category_id] END
  ) STORED,
  main_category_id text GENERATED ALWAYS AS (coalesce(parent_category_id, category_id)) STORED,
  experience_level text NOT NULL,
  workplace_type text NOT NULL,
  working_time text NOT NULL,
  employment_kinds text[] NOT NULL,
  -- Monthly pay in the base currency per employment type (catalogue employmentTypeKinds), null = none
  -- stated. Plain float8 ends: cheaper to compare over 100,000 rows than ranges.
  b2b_min float8,
  b2b_max float8,
  permanent_min float8,
  permanent_max float8,
  mandate_contract_min float8,
  mandate_contract_max float8,
  internship_min float8,
  internship_max float8,
  any_min float8,
  any_max float8,
  salary_top float8,
  remote boolean NOT NULL,
  ukraine_friendly boolean NOT NULL,
  with_salary boolean NOT NULL,
  cities text[] NOT NULL,
  city_slugs text[] NOT NULL,
  published_at timestamptz NOT NULL,
  newest_at timestamptz NOT NULL,
  expired_at timestamptz NOT NULL,
  -- A title, B company, C skills, D cities: keywords match any, title and company chips their own.
  -- In the row, not apart: a keyword is then one more condition of the same scan.
  search_tsv tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('tablica_search', search_words(title)), 'A') ||
    setweight(to_tsvector('tablica_search', search_words(company_name)), 'B') ||
    setweight(to_tsvector('tablica_search', search_words(search_join(skills))), 'C') ||
    setweight(to_tsvector('tablica_search', search_words(search_join(cities))), 'D')
  ) STORED,
  PRIMARY KEY (tenant, offer_id)
);

-- The list orders (with their tie-breakers) and the active-offer count.
CREATE INDEX IF NOT EXISTS search_offers_published ON search_offers (tenant, published_at DESC, offer_id DESC);
CREATE INDEX IF NOT EXISTS search_offers_newest ON search_offers (tenant, newest_at DESC, offer_id DESC);
CREATE INDEX IF NOT EXISTS search_offers_salary_desc
  ON search_offers (tenant, salary_top DESC NULLS LAST, published_at DESC, offer_id DESC);
CREATE INDEX IF NOT EXISTS search_offers_salary_asc
  ON search_offers (tenant, salary_top ASC NULLS LAST, published_at DESC, offer_id DESC);
CREATE INDEX IF NOT EXISTS search_offers_expiry ON search_offers (tenant, expired_at);
-- Filters.
CREATE INDEX IF NOT EXISTS search_offers_text ON search_offers USING gin (search_tsv);
CREATE INDEX IF NOT EXISTS search_offers_categories ON search_offers USING gin (category_keys);
CREATE INDEX IF NOT EXISTS search_offers_skills ON search_offers USING gin (skill_keys);
CREATE INDEX IF NOT EXISTS search_offers_cities ON search_offers USING gin (city_slugs);

-- Suggestions: one row per word of each title, company and skill of an offer (words folded by
-- platform/src/search/text.ts), so a typed prefix reads only the rows of matching words.
CREATE TABLE IF NOT EXISTS search_offer_terms (
  tenant text NOT NULL,
  offer_id uuid NOT NULL,
  -- t title, c company, s skill
  kind "char" NOT NULL,
  value text NOT NULL,
  -- The value folded: values equal but for case and accents are one suggestion.
  folded text NOT NULL,
  word text NOT NULL,
  expired_at timestamptz NOT NULL,
  FOREIGN KEY (tenant, offer_id) REFERENCES search_offers ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS search_offer_terms_prefix ON search_offer_terms (tenant, kind, word text_pattern_ops);
CREATE INDEX IF NOT EXISTS search_offer_terms_offer ON search_offer_terms (tenant, offer_id);
-- Typos: trigram similarity of words.
CREATE INDEX IF NOT EXISTS search_offer_terms_trgm ON search_offer_terms USING gin (word gin_trgm_ops);

CREATE TABLE IF NOT EXISTS search_offer_items (
  tenant text NOT NULL,
  offer_id uuid NOT NULL,
  -- domain OfferListItem, served as it is.
  item jsonb NOT NULL,
  apply_url text,
  PRIMARY KEY (tenant, offer_id),
  FOREIGN KEY (tenant, offer_id) REFERENCES search_offers ON DELETE CASCADE
);

CREATE TABLE IF NOT EXISTS search_offer_locations (
  tenant text NOT NULL,
  offer_id uuid NOT NULL,
  position smallint NOT NULL,
  city text NOT NULL,
  city_slug text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  -- Web Mercator position in [0, 1) computed by platform/src/search/map-grid.ts: the map grid's cells.
  map_x double precision NOT NULL,
  map_y double precision NOT NULL,
  -- Stored: computing ll_to_earth per row at query time costs more than the search itself.
  earth_position earth GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED,
  PRIMARY KEY (tenant, offer_id, position),
  FOREIGN KEY (tenant, offer_id) REFERENCES search_offers ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS search_offer_locations_earth ON search_offer_locations USING gist (earth_position);
CREATE INDEX IF NOT EXISTS search_offer_locations_city ON search_offer_locations (tenant, city_slug);
CREATE INDEX IF NOT EXISTS search_offer_locations_map ON search_offer_locations (tenant, map_y, map_x);

-- Removals with a stream version: an older upsert arriving late must not bring the offer back.
CREATE TABLE IF NOT EXISTS search_offer_removals (
  tenant text NOT NULL,
  offer_id uuid NOT NULL,
  stream_version integer NOT NULL,
  PRIMARY KEY (tenant, offer_id)
);

-- Down Migration
DROP TABLE search_offer_removals;
DROP TABLE search_offer_terms;
DROP TABLE search_offer_locations;
DROP TABLE search_offer_items;
DROP TABLE search_offers;
