-- Marketing consent given when a candidate account is made from the job alert form (spec §3, §5: the
-- form's marketingAgreement, only when creating an account). One row per account; erased with it.
CREATE TABLE candidate_marketing_consent (
  user_id text PRIMARY KEY REFERENCES auth_user (id) ON DELETE CASCADE,
  marketing boolean NOT NULL,
  source text NOT NULL,
  given_at timestamptz NOT NULL
);
