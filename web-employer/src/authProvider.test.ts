import { describe, expect, it } from 'vitest';
import { apiFailure, type CallApi, type CallOptions } from './api';
import {
  canAccessWithRole,
  createAuthProvider,
  signInRefusal,
  SignInRefusal,
  type EmployerProfile,
} from './authProvider';

const owner: EmployerProfile = {
  id: 'user-1',
  name: 'Ewa Kowalska',
  email: 'ewa@example.com',
  phone: null,
  locale: 'pl',
  role: 'owner',
  company: { id: 'company-1', name: 'Acme', slug: 'acme' },
  isPlatformAdmin: false,
};

type Answer = unknown | ((options: CallOptions | undefined) => unknown);

/** A fake API: answers by "METHOD path"; an Error answer is thrown. Records every call. */
function fakeApi(answers: Record<string, Answer>) {
  const calls: { key: string; options: CallOptions | undefined }[] = [];
  const call: CallApi = async <T>(path: string, options?: CallOptions) => {
    const key = `${options?.method ?? 'GET'} ${path}`;
    calls.push({ key, options });
    if (!(key in answers)) throw new Error(`unexpected call ${key}`);
    const answer = answers[key];
    const value =
      typeof answer === 'function' ? (answer as (o: CallOptions | undefined) => unknown)(options) : answer;
    if (value instanceof Error) throw value;
    return value as T;
  };
  return { call, calls };
}

const problem = (code: string) => ({ code, title: code });

describe('signInRefusal', () => {
  it.each([
    [401, 'auth.invalid_credentials', 'problems.auth.invalid_credentials'],
    [403, 'auth.email_not_verified', 'problems.auth.email_not_verified'],
    [403, 'auth.not_an_employer', 'problems.auth.not_an_employer'],
    [500, 'internal_error', 'errors.sthWentWrong'],
  ])('tells a %i %s as %s', (status, code, message) => {
    expect(signInRefusal(apiFailure(status, problem(code))).message).toBe(message);
  });

  it('tells how many minutes to wait after too many attempts, rounding up', () => {
    const refusal = signInRefusal(apiFailure(429, problem('auth.too_many_attempts'), 61));

    expect(refusal.message).toBe('problems.auth.too_many_attempts');
    expect(refusal.messageArgs).toEqual({ smart_count: 2 });
    expect(signInRefusal(apiFailure(429, problem('auth.too_many_attempts'), 5)).messageArgs).toEqual({
      smart_count: 1,
    });
  });

  it('reads a network failure as "something went wrong"', () => {
    expect(signInRefusal(new TypeError('Failed to fetch')).message).toBe('errors.sthWentWrong');
  });
});

describe('authProvider', () => {
  it('signs in with the password grant, then reads the profile', async () => {
    const api = fakeApi({
      'POST /v1/oauth/token': { user: { id: 'user-1' } },
      'GET /v2/employer-panel/profiles/me': owner,
    });

    await createAuthProvider(api.call).login({ username: 'ewa@example.com', password: 'secret words' });

    expect(api.calls[0]).toEqual({
      key: 'POST /v1/oauth/token',
      options: {
        method: 'POST',
        json: { grant_type: 'password', username: 'ewa@example.com', password: 'secret words' },
      },
    });
    expect(api.calls.map((call) => call.key)).toEqual([
      'POST /v1/oauth/token',
      'GET /v2/employer-panel/profiles/me',
    ]);
  });

  it('rejects a wrong password with the translated refusal', async () => {
    const api = fakeApi({ 'POST /v1/oauth/token': apiFailure(401, problem('auth.invalid_credentials')) });

    const login = createAuthProvider(api.call).login({ username: 'ewa@example.com', password: 'nope' });

    await expect(login).rejects.toBeInstanceOf(SignInRefusal);
    await expect(login).rejects.toMatchObject({ message: 'problems.auth.invalid_credentials' });
  });

  it('signs a non-employer account straight out again', async () => {
    const api = fakeApi({
      'POST /v1/oauth/token': { user: { id: 'candidate-1' } },
      'GET /v2/employer-panel/profiles/me': apiFailure(403, problem('auth.not_an_employer')),
      'POST /v1/oauth/revoke': null,
    });

    await expect(
      createAuthProvider(api.call).login({ username: 'c@example.com', password: 'x' }),
    ).rejects.toMatchObject({ message: 'problems.auth.not_an_employer' });
    expect(api.calls.at(-1)?.key).toBe('POST /v1/oauth/revoke');
  });

  it('signs out by revoking the session, even when it is gone already', async () => {
    const api = fakeApi({ 'POST /v1/oauth/revoke': apiFailure(401, problem('auth.unauthenticated')) });

    await expect(createAuthProvider(api.call).logout({})).resolves.toBeUndefined();
    expect(api.calls.map((call) => call.key)).toEqual(['POST /v1/oauth/revoke']);
  });

  it('is signed in while the profile answers, silently signed out on 401', async () => {
    const signedIn = createAuthProvider(fakeApi({ 'GET /v2/employer-panel/profiles/me': owner }).call);
    const signedOut = createAuthProvider(
      fakeApi({ 'GET /v2/employer-panel/profiles/me': apiFailure(401, problem('auth.unauthenticated')) })
        .call,
    );

    await expect(signedIn.checkAuth({})).resolves.toBeUndefined();
    await expect(signedOut.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('signs out on a 401 from any call, not on a 403', async () => {
    const authProvider = createAuthProvider(fakeApi({}).call);

    await expect(
      authProvider.checkError(apiFailure(401, problem('auth.unauthenticated'))),
    ).rejects.toBeDefined();
    await expect(
      authProvider.checkError(apiFailure(403, problem('auth.role_forbidden'))),
    ).resolves.toBeUndefined();
    await expect(
      authProvider.checkError(apiFailure(409, problem('company.last_owner'))),
    ).resolves.toBeUndefined();
  });

  it('names the user and their company, and gives the role as permissions', async () => {
    const api = fakeApi({ 'GET /v2/employer-panel/profiles/me': owner });
    const authProvider = createAuthProvider(api.call);

    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 'user-1',
      fullName: 'Ewa Kowalska',
      profile: owner,
    });
    await expect(authProvider.getPermissions!({})).resolves.toBe('owner');
  });

  it('reads the profile once for permissions and access checks', async () => {
    const api = fakeApi({ 'GET /v2/employer-panel/profiles/me': { ...owner, role: 'recruiter' } });
    const authProvider = createAuthProvider(api.call);

    await expect(authProvider.getPermissions!({})).resolves.toBe('recruiter');
    await expect(authProvider.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'users', action: 'create' })).resolves.toBe(false);
    expect(api.calls).toHaveLength(1);
  });
});

describe('canAccessWithRole', () => {
  it.each([
    ['owner', 'users', 'create', true],
    ['admin', 'users', 'delete', true],
    ['recruiter', 'users', 'list', true],
    ['recruiter', 'users', 'create', false],
    ['recruiter', 'users', 'edit', false],
    ['recruiter', 'users', 'delete', false],
    ['recruiter', 'company', 'show', true],
    ['recruiter', 'company', 'edit', false],
    ['recruiter', 'brand-stories', 'edit', false],
    ['recruiter', 'offers', 'create', true],
    ['recruiter', 'profile', 'edit', true],
  ] as const)('%s on %s (%s): %s', (role, resource, action, allowed) => {
    expect(canAccessWithRole(role, resource, action)).toBe(allowed);
  });
});
