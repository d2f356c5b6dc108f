import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openCode, signCode } from './signed-codes';

describe('signed codes', () => {
  const key = randomBytes(32);
  const now = new Date('2026-05-01T10:00:00Z');
  const end = new Date('2026-08-01T10:00:00Z');
  const payload = { tenant: 'it', applicationId: '6f1c2a4e-0000-4000-8000-000000000001' };
  const code = signCode(key, 'application-erasure', payload, end);

  it('opens with its key and purpose before its end, and tells the payload', () => {
    expect(code).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(openCode(key, 'application-erasure', code, now)).toEqual({
      status: 'ok',
      payload,
      expiresAt: end,
    });
  });

  it('is expired from its end on, still telling the payload', () => {
    expect(openCode(key, 'application-erasure', code, end)).toEqual({
      status: 'expired',
      payload,
      expiresAt: end,
    });
  });

  it('does not open with another key or for another purpose', () => {
    expect(openCode(randomBytes(32), 'application-erasure', code, now)).toEqual({ status: 'invalid' });
    expect(openCode(key, 'job-alert-unsubscribe', code, now)).toEqual({ status: 'invalid' });
  });

  it('refuses tampered, cut, garbled and oversized codes', () => {
    const [claims, signature] = code.split('.') as [string, string];
    const forged = Buffer.from(
      JSON.stringify({
        purpose: 'application-erasure',
        ...payload,
        applicationId: 'another',
        expiresAt: end.getTime(),
      }),
    ).toString('base64url');
    for (const bad of [
      `${forged}.${signature}`,
      `${claims}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      code.slice(0, code.length / 2),
      claims,
      `${code}.more`,
      '',
      'cut-in-two',
      `${'a'.repeat(3000)}.${signature}`,
      undefined,
      42,
    ])
      expect(openCode(key, 'application-erasure', bad, now)).toEqual({ status: 'invalid' });
  });

  it('refuses a genuine signature over claims that are not an object with an end', () => {
    const signed = (claims: unknown) => {
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
    };
    expect(openCode(key, 'p', signed(['p']), now)).toEqual({ status: 'invalid' });
    expect(openCode(key, 'p', signed({ purpose: 'p' }), now)).toEqual({ status: 'invalid' });
    expect(openCode(key, 'p', signed({ purpose: 'p', expiresAt: 'tomorrow' }), now)).toEqual({
      status: 'invalid',
    });
    expect(openCode(key, 'p', signed({ purpose: 'p', expiresAt: end.getTime() }), now)).toMatchObject({
      status: 'ok',
    });
  });
});
