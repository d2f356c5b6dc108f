import { can, type CompanyAction, type CompanyRole } from '@tablica/domain/accounts/roles';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { callApi, isApiFailure, problemCode, type CallApi } from './api';

/** `GET /api/v2/employer-panel/profiles/me`: the signed-in employer, their role and company. */
export interface EmployerProfile {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly locale: 'pl' | 'en';
  readonly role: CompanyRole;
  readonly company: { readonly id: string; readonly name: string; readonly slug: string };
  readonly isPlatformAdmin: boolean;
}

export interface EmployerIdentity extends UserIdentity {
  readonly profile: EmployerProfile;
}

/** Why a sign-in failed: a catalogue key and its arguments, ready for `notify` or `translate`. */
export class SignInRefusal extends Error {
  constructor(
    message: string,
    readonly messageArgs: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'SignInRefusal';
  }
}

/** The refusal to show for a failed `POST /v1/oauth/token` (401 wrong password, 403 unconfirmed, 429). */
export function signInRefusal(error: unknown): SignInRefusal {
  if (!isApiFailure(error)) return new SignInRefusal('errors.sthWentWrong');
  const code = problemCode(error.body);
  switch (error.status) {
    case 401:
      return new SignInRefusal('problems.auth.invalid_credentials');
    case 403:
      return new SignInRefusal(
        code === 'auth.not_an_employer'
          ? 'problems.auth.not_an_employer'
          : 'problems.auth.email_not_verified',
      );
    case 429:
      // Whole minutes, rounded up: "try again in 0 minutes" would be a lie.
      return new SignInRefusal('problems.auth.too_many_attempts', {
        smart_count: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)),
      });
    default:
      return new SignInRefusal(error.message);
  }
}

/**
 * What a resource's page or button needs (react-admin asks `canAccess` for `list`, `create`, `edit`,
 * `delete`…; the company and brand-story pages ask for `show` and `edit`). Pages not listed are open to
 * every member of the company.
 */
const accessRules: Readonly<Record<string, Readonly<Record<string, CompanyAction>>>> = {
  offers: { list: 'offers.manage', show: 'offers.manage', create: 'offers.manage' },
  applications: { list: 'applications.manage', show: 'applications.manage', delete: 'applications.manage' },
  users: {
    list: 'users.read',
    show: 'users.read',
    create: 'users.manage',
    edit: 'users.manage',
    delete: 'users.manage',
  },
  company: { show: 'company.read', edit: 'company.edit' },
  'brand-stories': { show: 'company.read', edit: 'brandStory.edit' },
};

/** Whether `role` may do `action` on `resource` in the console. */
export function canAccessWithRole(role: CompanyRole, resource: string, action: string): boolean {
  const needed = accessRules[resource]?.[action];
  return needed === undefined || can(role, needed);
}

const profilePath = '/v2/employer-panel/profiles/me';

const isSignedOut = (error: unknown) =>
  isApiFailure(error) && (error.status === 401 || problemCode(error.body) === 'auth.not_an_employer');

/**
 * Cookie sessions (better-auth behind the v1 OAuth paths): signing in sets an HttpOnly cookie the
 * browser sends along, so the console keeps no token. The profile is read once and shared by
 * `getPermissions` and `canAccess`; `checkAuth` reads it afresh, so a changed role shows on the next page.
 */
export function createAuthProvider(call: CallApi = callApi): AuthProvider {
  let profile: Promise<EmployerProfile> | null = null;

  const loadProfile = () => {
    const loading = call<EmployerProfile>(profilePath);
    profile = loading;
    loading.catch(() => {
      if (profile === loading) profile = null;
    });
    return loading;
  };
  const currentProfile = () => profile ?? loadProfile();

  return {
    async login({ username, password }: { username: string; password: string }) {
      profile = null;
      try {
        await call('/v1/oauth/token', {
          method: 'POST',
          json: { grant_type: 'password', username, password },
        });
      } catch (error) {
        throw signInRefusal(error);
      }
      try {
        await loadProfile();
      } catch (error) {
        // A candidate's or a removed member's account: signed in, but there is no console for it.
        await call('/v1/oauth/revoke', { method: 'POST' }).catch(() => undefined);
        throw signInRefusal(error);
      }
    },

    async logout() {
      profile = null;
      await call('/v1/oauth/revoke', { method: 'POST' }).catch(() => undefined);
    },

    async checkAuth() {
      try {
        await loadProfile();
      } catch (error) {
        // Not signed in is no error to notify about: the login page says it all.
        if (isSignedOut(error)) throw { message: false };
        throw error;
      }
    },

    async checkError(error: unknown) {
      const status = (error as { status?: unknown } | null)?.status;
      if (status === 401) {
        profile = null;
        throw error;
      }
      // 403 is a role that may not do something: the user stays signed in and sees the message.
    },

    async getIdentity(): Promise<EmployerIdentity> {
      const me = await loadProfile();
      return { id: me.id, fullName: me.name, profile: me };
    },

    async getPermissions(): Promise<CompanyRole> {
      return (await currentProfile()).role;
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      return canAccessWithRole((await currentProfile()).role, resource, action);
    },
  };
}

export const authProvider = createAuthProvider();
