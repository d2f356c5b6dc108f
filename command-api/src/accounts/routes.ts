import { randomBytes } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  confirmSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  regenerateConfirmationSchema,
  signInSchema,
  signUpSchema,
} from '@tablica/domain/accounts/sign-up';
import { profileUpdateSchema } from '@tablica/domain/accounts/users';
import {
  ForbiddenError,
  IllegalStateError,
  UnauthenticatedError,
  ValidationError,
} from '@tablica/domain/errors';
import { slugify } from '@tablica/domain/offers/listing';
import { parseOrThrow } from '@tablica/domain/validation';
import type { Account } from '@tablica/platform/auth/account';
import { authRefusal, withLinkOrigin, type Auth } from '@tablica/platform/auth/better-auth';
import type { SignInLockout } from '@tablica/platform/auth/lockout';
import { companyMember, requestHeaders } from '@tablica/platform/http/guards';
import { jsonBody, jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { PublicOrigins } from '@tablica/platform/http/public-origin';
import type { Pool } from '@tablica/platform/postgres/pool';
import { assertStrongPassword, clientAddress, cookieHeaderFrom, forwardCookies } from './auth-calls';

export interface AccountRoutesDeps {
  readonly auth: Auth;
  readonly pool: Pool;
  readonly lockout: SignInLockout;
  readonly origins: PublicOrigins;
}

const invalidToken = () =>
  new ValidationError(
    [
      {
        path: 'confirmation_token',
        code: 'auth.invalid_token',
        message: 'The link is invalid or has expired.',
      },
    ],
    'The link is invalid or has expired.',
  );

/** The profile the console shows (`GET /v2/employer-panel/profiles/me`). */
export function employerProfile(account: Account) {
  const membership = account.membership;
  return {
    id: account.userId,
    name: account.name,
    email: account.email,
    phone: account.phone,
    locale: account.locale,
    role: membership?.role ?? null,
    company: membership
      ? { id: membership.companyId, name: membership.companyName, slug: membership.companySlug }
      : null,
    isPlatformAdmin: account.platformAdmin,
  };
}

async function uniqueCompanySlug(pool: Pool, name: string): Promise<string> {
  const base = slugify(name).slice(0, 60) || 'company';
  const taken = await pool.query('SELECT 1 FROM company WHERE slug = $1', [base]);
  return taken.rowCount === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
}

/**
 * Sign-up, e-mail confirmation, password reset, sign-in and sign-out (spec §7's v1 user calls).
 * No answer tells whether an e-mail is registered: sign-up, resend and reset answer the same either way,
 * and sign-in says only "wrong e-mail or password".
 */
export function accountRoutes({ auth, pool, lockout, origins }: AccountRoutesDeps): Router {
  const router = Router();
  const linksFrom = (req: Request) => origins.forRequest(req);

  router.post('/v1/users/sign_up', async (req, res) => {
    const { company, user, locale } = parseOrThrow(signUpSchema, req.body);
    await assertStrongPassword('user.password', user.password, [user.email, user.name, company.name]);
    await withLinkOrigin(linksFrom(req), async () => {
      // For a registered e-mail better-auth answers with a made-up user and mails the owner instead.
      const created = await auth.api.signUpEmail({
        body: {
          email: user.email,
          password: user.password,
          name: user.name,
          tenant: req.tenant,
          kind: 'employer',
          phone: user.phone ?? null,
          locale,
        },
      });
      const real = await pool.query('SELECT 1 FROM auth_user WHERE id = $1', [created.user.id]);
      if (real.rowCount === 0) return;
      try {
        const organization = await auth.api.createOrganization({
          body: {
            name: company.name,
            slug: await uniqueCompanySlug(pool, company.name),
            userId: created.user.id,
            tenant: req.tenant,
          },
        });
        await pool.query(
          `INSERT INTO company_profile (company_id, accepted_regulations_at, subscribe_to_newsletter)
           VALUES ($1, now(), $2)`,
          [organization!.id, company.subscribe_to_newsletter],
        );
      } catch (error) {
        // No account without its company: the next sign-up with this e-mail starts afresh.
        await pool.query('DELETE FROM auth_user WHERE id = $1', [created.user.id]);
        throw error;
      }
      await auth.api.sendVerificationEmail({ body: { email: user.email } });
    });
    res.status(201).json({ message: 'confirmation_sent' });
  });

  router.patch('/v1/users/confirm', async (req, res) => {
    const input = parseOrThrow(confirmSchema, req.body);
    if (input.password !== undefined) {
      await acceptInvitation(req, input.confirmation_token, input.password);
    } else {
      try {
        await auth.api.verifyEmail({ query: { token: input.confirmation_token } });
      } catch (error) {
        if (authRefusal(error)) throw invalidToken();
        throw error;
      }
    }
    res.json({ confirmed: true });
  });

  router.patch('/v1/users/regenerate_confirmation_token', async (req, res) => {
    const { email } = parseOrThrow(regenerateConfirmationSchema, req.body);
    const pending = await pool.query(
      'SELECT 1 FROM auth_user WHERE email = $1 AND tenant = $2 AND NOT "emailVerified"',
      [email, req.tenant],
    );
    // Answered before any mail goes: how long it takes must not tell whether the address has an account.
    res.json({ message: 'confirmation_sent' });
    if (pending.rowCount !== 0)
      await withLinkOrigin(linksFrom(req), () => auth.api.sendVerificationEmail({ body: { email } })).catch(
        (error: unknown) => req.log.error({ err: error }, 'confirmation mail not sent'),
      );
  });

  router.post('/v1/users/password', async (req, res) => {
    const { email } = parseOrThrow(passwordResetRequestSchema, req.body);
    const known = await pool.query('SELECT 1 FROM auth_user WHERE email = $1 AND tenant = $2', [
      email,
      req.tenant,
    ]);
    // Answered before any mail goes: how long it takes must not tell whether the address has an account.
    res.json({ message: 'reset_sent' });
    if (known.rowCount !== 0)
      await withLinkOrigin(linksFrom(req), () =>
        auth.api.requestPasswordReset({ body: { email, redirectTo: '/' } }),
      ).catch((error: unknown) => req.log.error({ err: error }, 'password reset mail not sent'));
  });

  router.patch('/v1/users/password', async (req, res) => {
    const input = parseOrThrow(passwordResetSchema, req.body);
    await assertStrongPassword('password', input.password, []);
    try {
      // Every session of the account ends (revokeSessionsOnPasswordReset).
      await auth.api.resetPassword({
        body: { token: input.reset_password_token, newPassword: input.password },
      });
    } catch (error) {
      if (authRefusal(error))
        throw new ValidationError(
          [
            {
              path: 'reset_password_token',
              code: 'auth.invalid_token',
              message: 'The link is invalid or has expired.',
            },
          ],
          'The link is invalid or has expired.',
        );
      throw error;
    }
    res.json({ message: 'password_changed' });
  });

  /** Sign-in (Doorkeeper's password grant path, answered with a session cookie instead of a token). */
  router.post('/v1/oauth/token', async (req, res) => {
    const { username: email, password } = parseOrThrow(signInSchema, req.body);
    const address = clientAddress(req);
    await lockout.assertOpen(email, address);
    const wrong = () => new UnauthenticatedError('auth.invalid_credentials', 'Wrong e-mail or password.');
    let signedInHeaders: Headers;
    try {
      const result = await auth.api.signInEmail({
        body: { email, password, rememberMe: true },
        headers: requestHeaders(req),
        returnHeaders: true,
      });
      signedInHeaders = result.headers;
      const user = result.response.user as { tenant?: unknown };
      if (user.tenant !== req.tenant) {
        // An account of the other brand: as if it did not exist here.
        await auth.api.signOut({ headers: cookieHeaderFrom(result.headers) });
        await lockout.recordFailure(email, address);
        throw wrong();
      }
    } catch (error) {
      const refusal = authRefusal(error);
      if (refusal?.code === 'EMAIL_NOT_VERIFIED')
        throw new ForbiddenError('auth.email_not_verified', 'Confirm your e-mail address first.');
      if (refusal) {
        await lockout.recordFailure(email, address);
        throw wrong();
      }
      throw error;
    }
    await lockout.recordSuccess(email);
    forwardCookies(res, signedInHeaders);
    const account = await loadProfileAfterSignIn(signedInHeaders);
    res.json({ user: account });
  });

  router.post('/v1/oauth/revoke', async (req, res) => {
    try {
      const result = await auth.api.signOut({ headers: requestHeaders(req), returnHeaders: true });
      forwardCookies(res, result.headers);
    } catch (error) {
      if (!authRefusal(error)) throw error; // no session: signing out is already done
    }
    res.status(204).end();
  });

  /** Who is signed in on this brand, if anybody: lets pages ask without a refused call. */
  router.get('/v1/session', (req, res) => {
    const account = req.account;
    res.set('Cache-Control', 'private, no-store').json({
      account: account
        ? { kind: account.kind, name: account.name, email: account.email, locale: account.locale }
        : null,
    });
  });

  router.get('/v2/employer-panel/profiles/me', (req, res) => {
    res.json(employerProfile(companyMember(req, 'company.read').account));
  });

  router.patch('/v1/profiles/me', async (req, res) => {
    const { account } = companyMember(req, 'company.read');
    const changes = parseOrThrow(profileUpdateSchema, req.body);
    // Nothing to change (no field, or only unknown ones) is a no-op: better-auth refuses an empty update.
    if (Object.values(changes).some((value) => value !== undefined))
      await auth.api.updateUser({ body: changes, headers: requestHeaders(req) });
    res.json(
      employerProfile({
        ...account,
        name: changes.name ?? account.name,
        phone: changes.phone === undefined ? account.phone : (changes.phone ?? null),
        locale: changes.locale ?? account.locale,
      }),
    );
  });

  async function loadProfileAfterSignIn(headers: Headers) {
    const session = await auth.api.getSession({ headers: cookieHeaderFrom(headers) });
    if (!session) throw new UnauthenticatedError();
    const user = session.user as typeof session.user & { kind?: unknown; locale?: unknown };
    return { id: user.id, name: user.name, email: user.email, kind: user.kind, locale: user.locale };
  }

  /**
   * An invited person sets a password (spec: confirm with password): the account is made (or, for an
   * existing account of this brand, its password checked) and the invitation accepted through
   * better-auth's organization plugin with a short-lived session that is revoked right after.
   */
  async function acceptInvitation(req: Request, invitationId: string, password: string): Promise<void> {
    const found = await pool.query<{ email: string; name: string | null; locale: string | null }>(
      `SELECT i.email, i.name, i.locale FROM company_invitation i JOIN company c ON c.id = i."organizationId"
        WHERE i.id = $1 AND i.status = 'pending' AND i."expiresAt" > now() AND c.tenant = $2`,
      [invitationId, req.tenant],
    );
    const invitation = found.rows[0];
    if (!invitation) throw invalidToken();
    const existing = await pool.query<{ id: string; kind: string; tenant: string }>(
      'SELECT id, kind, tenant FROM auth_user WHERE email = $1',
      [invitation.email],
    );
    const user = existing.rows[0];
    if (user && (user.kind !== 'employer' || user.tenant !== req.tenant))
      throw new IllegalStateError('auth.account_conflict', 'This e-mail belongs to another kind of account.');
    if (!user) {
      await assertStrongPassword('password', password, [invitation.email, invitation.name ?? '']);
      const created = await auth.api.signUpEmail({
        body: {
          email: invitation.email,
          password,
          name: invitation.name ?? invitation.email.split('@')[0]!,
          tenant: req.tenant,
          kind: 'employer',
          locale: invitation.locale ?? 'pl',
        },
      });
      // The invitation mail proved the address.
      await pool.query('UPDATE auth_user SET "emailVerified" = true WHERE id = $1', [created.user.id]);
    }
    let session: Headers;
    try {
      const result = await auth.api.signInEmail({
        body: { email: invitation.email, password },
        returnHeaders: true,
      });
      session = cookieHeaderFrom(result.headers);
    } catch (error) {
      if (authRefusal(error)) throw new UnauthenticatedError('auth.invalid_credentials', 'Wrong password.');
      throw error;
    }
    try {
      await auth.api.acceptInvitation({ body: { invitationId }, headers: session });
    } catch (error) {
      if (authRefusal(error)) throw invalidToken();
      throw error;
    } finally {
      await auth.api.signOut({ headers: session }).catch(() => undefined);
    }
  }

  return router;
}

const problems = {
  400: problemResponse('Invalid input (field issues carry spec error keys)'),
};

export const accountPaths: OpenApiPaths = {
  '/v1/users/sign_up': {
    post: {
      summary: 'Register a company and its owner; the same answer whether or not the e-mail is registered',
      requestBody: jsonBody(signUpSchema),
      responses: { 201: jsonResponse('A confirmation mail is on its way'), ...problems },
    },
  },
  '/v1/users/confirm': {
    patch: {
      summary: 'Confirm an e-mail address, or accept an invitation by setting a password',
      requestBody: jsonBody(confirmSchema),
      responses: { 200: jsonResponse('Confirmed'), ...problems },
    },
  },
  '/v1/users/regenerate_confirmation_token': {
    patch: {
      summary: 'Send the confirmation mail again (same answer for any e-mail)',
      requestBody: jsonBody(regenerateConfirmationSchema),
      responses: { 200: jsonResponse('A confirmation mail is on its way if the account awaits one') },
    },
  },
  '/v1/users/password': {
    post: {
      summary: 'Ask for a password-reset mail (same answer for any e-mail)',
      description:
        'Answered before the mail is sent. The link (valid 1 hour) opens the board (`/?modal=reset-password&token=…`) for a candidate account and the console (`/employer/#/reset-password?token=…`) for an employer.',
      requestBody: jsonBody(passwordResetRequestSchema),
      responses: { 200: jsonResponse('A reset mail is on its way if the account exists') },
    },
    patch: {
      summary: 'Set a new password with the token from the reset mail; every session ends',
      requestBody: jsonBody(passwordResetSchema),
      responses: { 200: jsonResponse('Password changed'), ...problems },
    },
  },
  '/v1/oauth/token': {
    post: {
      summary: 'Sign in (password grant); answers with an HttpOnly session cookie',
      requestBody: jsonBody(signInSchema),
      responses: {
        200: jsonResponse('Signed in'),
        401: problemResponse('auth.invalid_credentials'),
        403: problemResponse('auth.email_not_verified'),
        429: problemResponse('auth.too_many_attempts (Retry-After in seconds)'),
      },
    },
  },
  '/v1/oauth/revoke': {
    post: { summary: 'Sign out: the session is revoked', responses: { 204: { description: 'Signed out' } } },
  },
  '/v1/session': {
    get: {
      summary: 'Who is signed in on this brand: `{ account: { kind, name, email, locale } | null }`',
      responses: { 200: jsonResponse('The signed-in account or null') },
    },
  },
  '/v2/employer-panel/profiles/me': {
    get: {
      summary: 'The signed-in employer, their role and company',
      responses: { 200: jsonResponse('Profile'), 401: problemResponse('auth.unauthenticated') },
    },
  },
  '/v1/profiles/me': {
    patch: {
      summary: 'Change own name, phone or language',
      requestBody: jsonBody(profileUpdateSchema),
      responses: { 200: jsonResponse('Profile'), ...problems, 401: problemResponse('auth.unauthenticated') },
    },
  },
};
