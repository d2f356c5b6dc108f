import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { organization } from 'better-auth/plugins';
import { adminAc, memberAc, ownerAc } from 'better-auth/plugins/organization/access';
import type { TenantId } from '@tablica/domain/tenants';
import type { Mailer, MailLocale } from '../mail/port';
import type { Logger } from '../observability/logger';
import type { Pool } from '../postgres/pool';
import { accountMail, type AccountMail } from './mails';
import { hashPassword, verifyPassword } from './passwords';

export interface AuthOptions {
  readonly pool: Pool;
  /** AUTH_SECRET: signs session cookies and verification tokens. */
  readonly secret: string;
  /** Absent in processes that never send account mail (the query API only reads sessions). */
  readonly mailer?: Mailer | undefined;
  readonly logger: Logger;
  /** Where links in mails point when no request is at hand (jobs): the tenant's public origin. */
  readonly originFor: (tenant: TenantId) => string;
  /** `Secure` cookies: everywhere but plain-http localhost. */
  readonly secureCookies: boolean;
}

/** Lifetimes, in seconds. */
export const authLifetimes = {
  session: 30 * 24 * 3600,
  verification: 24 * 3600,
  passwordReset: 3600,
  invitation: 7 * 24 * 3600,
} as const;

/**
 * The pages mails link to, by who reads them: candidates use the board (its dialogs), employers the
 * react-admin console (hash routes).
 */
const accountPages = {
  candidate: {
    verification: '/?modal=account-verified',
    passwordReset: '/?modal=reset-password',
    // Where someone who tried to sign up again gets into the account they have.
    existingAccount: '/profile',
  },
  employer: {
    verification: '/employer/#/confirm',
    passwordReset: '/employer/#/reset-password',
    existingAccount: '/employer/#/forgot-password',
    invitation: '/employer/#/accept-invitation',
  },
} as const;

type AccountPage = keyof (typeof accountPages)['candidate'] & keyof (typeof accountPages)['employer'];

/** `origin` + `path`, with the token (when there is one) in `token=`. */
const linkTo = (origin: string, path: string, token?: string) =>
  token === undefined
    ? `${origin}${path}`
    : `${origin}${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;

/**
 * The origin links in mails are built from, for the request being served. Routes run better-auth calls
 * inside `withLinkOrigin(origin, ...)`; better-auth's mail callbacks do not see the request.
 */
const linkOrigin = new AsyncLocalStorage<string>();
export const withLinkOrigin = <T>(origin: string, work: () => Promise<T>): Promise<T> =>
  linkOrigin.run(origin, work);

interface MailUser {
  readonly email: string;
  readonly name: string;
  readonly tenant?: unknown;
  readonly locale?: unknown;
  readonly kind?: unknown;
}

const localeOf = (user: { locale?: unknown }): MailLocale => (user.locale === 'en' ? 'en' : 'pl');

/** better-auth over our PostgreSQL tables, with the organization plugin for companies. */
export function createAuth({ pool, secret, mailer, logger, originFor, secureCookies }: AuthOptions) {
  const log = logger.child({ component: 'auth' });
  const originOf = (user: MailUser) =>
    linkOrigin.getStore() ?? originFor((user.tenant === 'work' ? 'work' : 'it') as TenantId);
  /** The link of `page` for `user`: a candidate's on the board, anyone else's in the console. */
  const accountLink = (user: MailUser, page: AccountPage, token?: string) =>
    linkTo(originOf(user), accountPages[user.kind === 'candidate' ? 'candidate' : 'employer'][page], token);
  const send = async (to: string, locale: MailLocale, mail: AccountMail) => {
    try {
      if (!mailer) throw new Error('this process does not send account mail');
      await mailer.send(accountMail(to, locale, mail));
    } catch (error) {
      // The answer must not depend on mail delivery (it would tell registered addresses apart).
      log.error({ err: error, mail: mail.kind }, 'account mail not sent');
    }
  };

  return betterAuth({
    database: pool,
    secret,
    baseURL: originFor('it'),
    telemetry: { enabled: false },
    logger: { level: 'error', log: (level, message) => log[level === 'debug' ? 'debug' : level](message) },
    user: {
      modelName: 'auth_user',
      additionalFields: {
        tenant: { type: 'string', required: true, input: true },
        kind: { type: 'string', required: true, input: true },
        phone: { type: 'string', required: false, input: true },
        locale: { type: 'string', required: false, input: true, defaultValue: 'pl' },
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
      },
    },
    session: { modelName: 'auth_session', expiresIn: authLifetimes.session },
    account: { modelName: 'auth_account' },
    verification: { modelName: 'auth_verification' },
    // Our routes call auth.api directly and rate-limit sign-in themselves (lockout.ts); better-auth's
    // own HTTP handler is not mounted.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'tablica',
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: authLifetimes.passwordReset,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      sendResetPassword: async ({ user, token }) => {
        await send(user.email, localeOf(user as MailUser), {
          kind: 'password-reset',
          name: user.name,
          link: accountLink(user as MailUser, 'passwordReset', token),
        });
      },
      onExistingUserSignUp: async ({ user }) => {
        await send(user.email, localeOf(user as MailUser), {
          kind: 'sign-up-attempt',
          name: user.name,
          link: accountLink(user as MailUser, 'existingAccount'),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      expiresIn: authLifetimes.verification,
      sendVerificationEmail: async ({ user, token }) => {
        await send(user.email, localeOf(user as MailUser), {
          kind: 'verification',
          name: user.name,
          link: accountLink(user as MailUser, 'verification', token),
        });
      },
    },
    plugins: [
      organization({
        // Companies are created by the sign-up route only.
        allowUserToCreateOrganization: false,
        creatorRole: 'owner',
        invitationExpiresIn: authLifetimes.invitation,
        cancelPendingInvitationsOnReInvite: true,
        roles: { owner: ownerAc, admin: adminAc, recruiter: memberAc },
        schema: {
          organization: {
            modelName: 'company',
            additionalFields: { tenant: { type: 'string', required: true, input: true } },
          },
          member: { modelName: 'company_member' },
          invitation: {
            modelName: 'company_invitation',
            additionalFields: {
              name: { type: 'string', required: false, input: true },
              locale: { type: 'string', required: false, input: true },
            },
          },
        },
        sendInvitationEmail: async ({ id, role, email, organization: company, inviter, invitation }) => {
          const invited = invitation as { locale?: unknown };
          const origin =
            linkOrigin.getStore() ?? originFor((company as { tenant?: TenantId }).tenant ?? 'it');
          await send(email, localeOf(invited), {
            kind: 'invitation',
            company: company.name,
            inviter: inviter.user.name,
            role,
            link: linkTo(origin, accountPages.employer.invitation, id),
          });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** better-auth's answer to a call when it refused: its HTTP status and error code (else null). */
export function authRefusal(error: unknown): { status: number; code: string } | null {
  if (!(error instanceof APIError)) return null;
  const body = error.body as { code?: unknown } | undefined;
  return {
    status: error.statusCode,
    code: typeof body?.code === 'string' ? body.code : String(error.status),
  };
}

/**
 * Tables and columns better-auth would still create for `auth` in the connected database: empty when
 * our migrations match what its version and plugins expect.
 */
export async function missingAuthSchema(auth: Auth): Promise<string[]> {
  const { getMigrations } = await import('better-auth/db/migration');
  const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
  return [
    ...toBeCreated.map((table) => `table ${table.table}`),
    ...toBeAdded.flatMap((table) =>
      Object.keys(table.fields).map((field) => `column ${table.table}.${field}`),
    ),
  ];
}
