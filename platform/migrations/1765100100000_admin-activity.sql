-- Up Migration
-- Every admin action (an import, a rebuild, a code batch, an export), who did it and when (issue 17,
-- item 6): platform/src/admin-activity/record.ts writes it, the console's "Admin activity" page reads it.
CREATE TABLE admin_activity (
  id bigserial PRIMARY KEY,
  -- The brand the admin acted on; null: the whole installation (a rebuild from the command line).
  tenant text NULL,
  at timestamptz NOT NULL DEFAULT now(),
  -- admin (a platform admin's account), operator (the ADMIN_TOKEN bearer), cli (npm run projections)
  actor_kind text NOT NULL CHECK (actor_kind IN ('admin', 'operator', 'cli')),
  actor_id text NULL,
  -- offer.import, offer.export, codes.issue, projection.rebuild, projection.cancel
  action text NOT NULL,
  -- What it acted on: an offer id, a projection's name, a company id
  subject text NULL,
  details jsonb NOT NULL DEFAULT '{}',
  correlation_id text NULL
);

-- Down Migration
DROP TABLE admin_activity;
