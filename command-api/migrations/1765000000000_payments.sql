-- Payments (issue 15). The sandbox provider's own ledger: the payments its hosted checkout takes.
CREATE TABLE sandbox_payment (
  id text PRIMARY KEY,
  order_id uuid NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  description text NOT NULL,
  -- pending | paid | failed
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
  -- Where the provider sends its signed callback and the payer's browser afterwards.
  webhook_url text NOT NULL,
  -- The Host header of the callback (the brand the order belongs to).
  webhook_host text NOT NULL,
  return_url text NOT NULL,
  locale text NOT NULL DEFAULT 'pl',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Provider events already processed (webhooks arrive more than once): dedupe by the provider's id.
CREATE TABLE payment_provider_event (
  provider text NOT NULL,
  event_id text NOT NULL,
  order_id uuid NULL,
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- Which order a provider's reference belongs to, and the company for the orders list's 404s.
CREATE TABLE payment_order (
  order_id uuid PRIMARY KEY,
  tenant text NOT NULL,
  company_id text NULL,
  offer_id uuid NOT NULL,
  provider text NOT NULL,
  provider_ref text NULL,
  status text NOT NULL,
  -- What the console's orders list shows (the order's stream stays the source of truth).
  purpose text NOT NULL,
  plan_key text NOT NULL,
  net integer NOT NULL,
  tax integer NOT NULL,
  gross integer NOT NULL,
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_order_ref_idx ON payment_order (provider, provider_ref) WHERE provider_ref IS NOT NULL;
CREATE INDEX payment_order_pending_idx ON payment_order (created_at) WHERE status IN ('placed', 'pending');
