-- The employer offer API's own tables (issue 4): slugs, uploaded offer logos, idempotent writes.

-- Slug → offer stream, written by the command side when it creates an offer stream (before the
-- append). The v1 paths name offers by slug; an offer's slug never changes. A slug belongs to one
-- brand: another brand's slug is no offer at all.
CREATE TABLE offer_slug (
  slug text PRIMARY KEY,
  offer_id uuid NOT NULL UNIQUE,
  tenant text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Logos uploaded with the offer form (`company_logo`). Only keys listed here are served by
-- `GET /api/v1/offer-logos/*key`; copies of an offer share their source's logo.
CREATE TABLE offer_logo (
  file_key text PRIMARY KEY,
  offer_id uuid NOT NULL,
  tenant text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offer_logo_offer_idx ON offer_logo (offer_id);

-- The first successful answer to a write sent with an `Idempotency-Key`, replayed for retries
-- (platform/src/http/idempotency.ts). `key` is a SHA-256 of the client's key: fields marked
-- sensitive (the initiate token) are sealed in `body` with a key derived from the client's key, so
-- this table alone never reveals them. `status` is null while the first request is still running.
CREATE TABLE idempotency_key (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status int NULL,
  body jsonb NULL,
  headers jsonb NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_key_created_idx ON idempotency_key (created_at);
