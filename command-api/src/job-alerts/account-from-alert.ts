import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { IllegalStateError, NotFoundError } from '@tablica/domain/errors';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { withLinkOrigin } from '@tablica/platform/auth/better-auth';
import type { JobAlertRoutesDeps } from './commands';

const accountExists = () =>
  new IllegalStateError('candidate_profile.already_exists', 'Candidate profile already exists');

/**
 * Spec §3 and §6: a visitor's alert form may also create a candidate account (`candidate` in the
 * payload, with the form's marketing consent). The account is made without a password the visitor
 * knows and unverified, so nobody can sign in with it yet; the alert's confirmation link proves the
 * address (`verifyAccountOfAlert`), and a mail to choose a password follows. An address that has an
 * account already: 409 "Candidate profile already exists" (spec §8: sign in to add the alert).
 * Resolves with the new account's id, which the alert is then saved under.
 */
export async function createAccountFromAlert(
  deps: JobAlertRoutesDeps,
  req: Request,
  input: { readonly email: string; readonly language: string; readonly marketing: boolean },
): Promise<string> {
  if (!tenantConfig(req.tenant).featureFlags.enableLoginToCP || !deps.auth)
    throw new NotFoundError('feature.disabled', 'Candidate accounts are not available on this board.');
  // Addresses are unique across the installation (an employer's, another brand's): none may be reused.
  const taken = await deps.pool.query('SELECT 1 FROM auth_user WHERE lower(email) = $1', [input.email]);
  if (taken.rowCount) throw accountExists();
  const created = await deps.auth.api.signUpEmail({
    body: {
      email: input.email,
      // Never told to anybody: the password is chosen through the mail sent after the confirmation.
      password: randomBytes(32).toString('base64url'),
      name: input.email.split('@')[0] ?? input.email,
      tenant: req.tenant,
      kind: 'candidate',
      locale: input.language,
    },
  });
  const userId = created.user.id;
  // better-auth makes up a user for an address registered meanwhile (enumeration protection).
  const real = await deps.pool.query('SELECT 1 FROM auth_user WHERE id = $1', [userId]);
  if (real.rowCount === 0) throw accountExists();
  await deps.pool.query(
    `INSERT INTO candidate_marketing_consent (user_id, marketing, source, given_at)
     VALUES ($1, $2, 'job-alert-form', $3)`,
    [userId, input.marketing, deps.now()],
  );
  return userId;
}

/**
 * After an alert's confirmation link was opened: when the alert belongs to an account made from the
 * alert form and not verified yet, with the alert's address, the link has proved that address — the
 * account is verified and a mail to choose its password is sent (the board's reset-password dialog).
 * Resolves true when that happened.
 */
export async function verifyAccountOfAlert(
  deps: JobAlertRoutesDeps,
  req: Request,
  alert: { readonly candidateId: string; readonly email: string },
): Promise<boolean> {
  if (!deps.auth) return false;
  const verified = await deps.pool.query<{ email: string }>(
    `UPDATE auth_user SET "emailVerified" = true, "updatedAt" = now()
      WHERE id = $1 AND tenant = $2 AND kind = 'candidate' AND NOT "emailVerified" AND lower(email) = $3
        AND EXISTS (SELECT 1 FROM candidate_marketing_consent c
                     WHERE c.user_id = auth_user.id AND c.source = 'job-alert-form')
      RETURNING email`,
    [alert.candidateId, req.tenant, alert.email.toLowerCase()],
  );
  const email = verified.rows[0]?.email;
  if (!email) return false;
  const { auth } = deps;
  await withLinkOrigin(deps.origins.forRequest(req), () =>
    auth.api.requestPasswordReset({ body: { email, redirectTo: '/' } }),
  ).catch((error: unknown) => req.log.error({ err: error }, 'password mail of a new account not sent'));
  return true;
}
