import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callApi,
  formErrorsOf,
  isApiFailure,
  problemCode,
  problemMessageKey,
  retryAfterSeconds,
} from './api';

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  return vi.fn(async () => new Response(body === '' ? null : body, { status, headers }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('sends JSON under /api with the session cookie and answers the parsed body', async () => {
    const fetch = answer(200, '{"confirmed":true}');
    vi.stubGlobal('fetch', fetch);

    await expect(
      callApi('/v1/users/confirm', { method: 'PATCH', json: { confirmation_token: 't' } }),
    ).resolves.toEqual({ confirmed: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/users/confirm');
    expect(init.method).toBe('PATCH');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"confirmation_token":"t"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('answers null for an empty answer (204, or the brand story’s empty 404 when it fails)', async () => {
    vi.stubGlobal('fetch', answer(204, ''));
    await expect(callApi('/v1/oauth/revoke', { method: 'POST' })).resolves.toBeNull();

    vi.stubGlobal('fetch', answer(404, ''));
    const failure = await callApi('/v2/employer-panel/brand-stories/data/acme').catch(
      (error: unknown) => error,
    );
    expect(isApiFailure(failure) && failure.status === 404 && failure.body === null).toBe(true);
  });

  it('fails with the problem, its catalogue key and the Retry-After delay', async () => {
    vi.stubGlobal(
      'fetch',
      answer(429, '{"code":"auth.too_many_attempts","title":"Too many attempts."}', { 'Retry-After': '90' }),
    );

    const failure = await callApi('/v1/oauth/token', { method: 'POST', json: {} }).catch(
      (error: unknown) => error,
    );

    expect(failure).toMatchObject({
      status: 429,
      message: 'problems.auth.too_many_attempts',
      retryAfter: 90,
      body: { code: 'auth.too_many_attempts' },
    });
  });

  it('fails with status 0 when the network does', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await expect(callApi('/v1/company')).rejects.toMatchObject({ status: 0, message: 'errors.sthWentWrong' });
  });
});

describe('problems', () => {
  const invalidLink = {
    code: 'validation_failed',
    issues: [{ path: 'confirmation_token', code: 'auth.invalid_token', message: 'The link is invalid.' }],
    errors: { confirmation_token: 'auth.invalid_token' },
  };

  it('finds a bad link also when it comes as a field issue', () => {
    expect(problemCode(invalidLink)).toBe('auth.invalid_token');
    expect(problemMessageKey(invalidLink)).toBe('problems.auth.invalid_token');
  });

  it('says "something went wrong" for codes it has no text for', () => {
    expect(problemMessageKey({ code: 'internal_error' })).toBe('errors.sthWentWrong');
    expect(problemMessageKey(null)).toBe('errors.sthWentWrong');
    expect(problemMessageKey({ code: 'company.last_owner' })).toBe('problems.company.last_owner');
  });

  it('maps field errors onto inputs, unknown keys to a generic text, body errors to the form', () => {
    const problem = {
      code: 'validation_failed',
      errors: { tax_id: 'errors.invalidTaxId', city: 'errors.madeUp', '': 'errors.required' },
    };

    expect(formErrorsOf(problem, (path) => `billing.${path}`)).toEqual({
      'billing.tax_id': 'errors.invalidTaxId',
      'billing.city': 'errors.sthWentWrong',
      'root.serverError': 'errors.required',
    });
  });

  it('reads issues when the problem has no errors map', () => {
    const problem = { issues: [{ path: 'password', code: 'errors.weakPassword', message: 'Weak' }] };

    expect(formErrorsOf(problem)).toEqual({ password: 'errors.weakPassword' });
  });

  it('reads only the delay form of Retry-After', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT')).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});
