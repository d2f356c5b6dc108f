-- Accounts, companies and company users (issue 3).
-- The auth_* and company* tables follow better-auth's schema (its core tables and the organization
-- plugin, with our model names and additional fields); `accounts-schema.int.test.ts` fails when
-- better-auth expects a table or column these migrations do not create.

CREATE TABLE auth_user (
  "id" text PRIMARY KEY,
  "name" text NOT NULL,
  "email" text NOT NULL UNIQUE,
  "emailVerified" boolean NOT NULL,
  "image" text,
  "createdAt" timestamptz NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updatedAt" timestamptz NOT NULL DEFAULT CURRENT_TIMESTAMP,
  -- The brand the account was made on; a session only counts on that brand.
  "tenant" text NOT NULL,
  -- employer | candidate
  "kind" text NOT NULL,
  "phone" text,
  "locale" text NOT NULL DEFAULT 'pl',
  "firstName" text,
  "lastName" text
);

CREATE TABLE auth_session (
  "id" text PRIMARY KEY,
  "expiresAt" timestamptz NOT NULL,
  "token" text NOT NULL UNIQUE,
  "createdAt" timestamptz NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updatedAt" timestamptz NOT NULL,
  "ipAddress" text,
  "userAgent" text,
  "userId" text NOT NULL REFERENCES auth_user ("id") ON DELETE CASCADE,
  "activeOrganizationId" text
);
CREATE INDEX auth_session_user_idx ON auth_session ("userId");

CREATE TABLE auth_account (
  "id" text PRIMARY KEY,
  "accountId" text NOT NULL,
  "providerId" text NOT NULL,
  "userId" text NOT NULL REFERENCES auth_user ("id") ON DELETE CASCADE,
  "accessToken" text,
  "refreshToken" text,
  "idToken" text,
  "accessTokenExpiresAt" timestamptz,
  "refreshTokenExpiresAt" timestamptz,
  "scope" text,
  "password" text,
  "createdAt" timestamptz NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updatedAt" timestamptz NOT NULL
);
CREATE INDEX auth_account_user_idx ON auth_account ("userId");

CREATE TABLE auth_verification (
  "id" text PRIMARY KEY,
  "identifier" text NOT NULL,
  "value" text NOT NULL,
  "expiresAt" timestamptz NOT NULL,
  "createdAt" timestamptz NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updatedAt" timestamptz NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX auth_verification_identifier_idx ON auth_verification ("identifier");

-- Companies are better-auth organisations.
CREATE TABLE company (
  "id" text PRIMARY KEY,
  "name" text NOT NULL,
  "slug" text NOT NULL UNIQUE,
  "logo" text,
  "createdAt" timestamptz NOT NULL,
  "metadata" text,
  "tenant" text NOT NULL
);
CREATE INDEX company_tenant_idx ON company ("tenant");

CREATE TABLE company_member (
  "id" text PRIMARY KEY,
  "organizationId" text NOT NULL REFERENCES company ("id") ON DELETE CASCADE,
  "userId" text NOT NULL REFERENCES auth_user ("id") ON DELETE CASCADE,
  -- owner | admin | recruiter
  "role" text NOT NULL,
  "createdAt" timestamptz NOT NULL,
  UNIQUE ("organizationId", "userId")
);
CREATE INDEX company_member_user_idx ON company_member ("userId");

CREATE TABLE company_invitation (
  "id" text PRIMARY KEY,
  "organizationId" text NOT NULL REFERENCES company ("id") ON DELETE CASCADE,
  "email" text NOT NULL,
  "role" text,
  "status" text NOT NULL,
  "expiresAt" timestamptz NOT NULL,
  "createdAt" timestamptz NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "inviterId" text NOT NULL REFERENCES auth_user ("id") ON DELETE CASCADE,
  "name" text,
  "locale" text
);
CREATE INDEX company_invitation_company_idx ON company_invitation ("organizationId");
CREATE INDEX company_invitation_email_idx ON company_invitation ("email");

-- What the company tells about itself beyond better-auth's organisation row.
CREATE TABLE company_profile (
  company_id text PRIMARY KEY REFERENCES company ("id") ON DELETE CASCADE,
  size text,
  url text,
  logo_key text,
  billing_data jsonb,
  clauses jsonb,
  accepted_regulations_at timestamptz NOT NULL,
  subscribe_to_newsletter boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Logos are served by key (GET /api/v1/company-logos/...).
CREATE UNIQUE INDEX company_profile_logo_key_idx ON company_profile (logo_key) WHERE logo_key IS NOT NULL;

CREATE TABLE brand_story (
  company_id text PRIMARY KEY REFERENCES company ("id") ON DELETE CASCADE,
  tenant text NOT NULL,
  slug text NOT NULL,
  data jsonb NOT NULL,
  status text NOT NULL,
  technologies text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant, slug)
);
CREATE INDEX brand_story_published_idx ON brand_story (tenant, updated_at DESC) WHERE status = 'published';

-- Platform admins, per brand.
CREATE TABLE platform_admin (
  tenant text NOT NULL,
  user_id text NOT NULL REFERENCES auth_user ("id") ON DELETE CASCADE,
  PRIMARY KEY (tenant, user_id)
);

-- Candidate CVs (the files live in the files port under an unguessable key).
CREATE TABLE candidate_document (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES auth_user ("id") ON DELETE CASCADE,
  type text NOT NULL DEFAULT 'cv',
  file_name text NOT NULL,
  file_key text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX candidate_document_user_idx ON candidate_document (user_id);

-- Failed sign-in counters (rate-limiter-flexible's Postgres store layout).
CREATE TABLE auth_attempt_limit (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
