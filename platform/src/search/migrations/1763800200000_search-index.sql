-- Up Migration
-- The PostgreSQL search index's text search configuration and functions, in public (the extensions
-- live there). Its tables: platform/src/search/tables, in the search-index read model's schema.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;

-- PostgreSQL ships no Polish stemmer, and offers mix Polish and English: words are matched whole,
-- lower-cased and without diacritics (`Łódź` = `lodz`), in both languages alike.
CREATE TEXT SEARCH CONFIGURATION tablica_search (COPY = simple);
ALTER TEXT SEARCH CONFIGURATION tablica_search
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part, numword, numhword, hword_numpart
  WITH unaccent, simple;

-- Lower case without diacritics, for trigram suggestions (unaccent itself is only STABLE).
CREATE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(unaccent('unaccent'::regdictionary, $1));

-- ASCII punctuation separates words (`Node.js` is `node` and `js`), as in platform/src/search/text.ts;
-- without this the parser keeps `node.js` as one host name.
CREATE FUNCTION search_words(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace($1, '[\u0021-\u002F\u003A-\u0040\u005B-\u0060\u007B-\u007E]+', ' ', 'g');

-- array_to_string is STABLE for any array; for text[] it cannot change.
CREATE FUNCTION search_join(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN array_to_string($1, ' ');

-- Down Migration
DROP FUNCTION search_join(text[]);
DROP FUNCTION search_words(text);
DROP FUNCTION search_fold(text);
DROP TEXT SEARCH CONFIGURATION tablica_search;
