import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Codes that travel in mail links and come back without a session: `<claims>.<HMAC-SHA256>`, both
 * base64url. The claims are the payload's fields with the code's `purpose` and `expiresAt` (Unix
 * milliseconds) beside them, so a code made for one purpose never opens for another and carries its
 * own end. Nothing is stored: whoever holds the key (`Accounts.signingKey(purpose)`) can check one.
 */
export type CodePayload = Readonly<Record<string, unknown>> & {
  readonly purpose?: never;
  readonly expiresAt?: never;
};

export type OpenedCode<T extends CodePayload> =
  | { readonly status: 'ok'; readonly payload: T; readonly expiresAt: Date }
  /** Genuine but past its end: the payload is still told, for callers that offer a fresh code. */
  | { readonly status: 'expired'; readonly payload: T; readonly expiresAt: Date }
  /** Forged, garbled, cut, or made for another purpose: nothing is told. */
  | { readonly status: 'invalid' };

/** Longer input is refused before any work: no code this board makes comes near it. */
const longestCode = 2000;

const mac = (key: Buffer, claims: string) => createHmac('sha256', key).update(claims).digest();

export function signCode<T extends CodePayload>(
  key: Buffer,
  purpose: string,
  payload: T,
  expiresAt: Date,
): string {
  const claims = Buffer.from(
    JSON.stringify({ purpose, ...payload, expiresAt: expiresAt.getTime() }),
  ).toString('base64url');
  return `${claims}.${mac(key, claims).toString('base64url')}`;
}

const invalid = { status: 'invalid' } as const;

/** What a code signed by `key` for `purpose` says, compared in constant time. */
export function openCode<T extends CodePayload>(
  key: Buffer,
  purpose: string,
  code: unknown,
  now: Date,
): OpenedCode<T> {
  if (typeof code !== 'string' || code.length > longestCode) return invalid;
  const [claims, signature, extra] = code.split('.');
  if (!claims || !signature || extra !== undefined) return invalid;
  const given = Buffer.from(signature, 'base64url');
  const wanted = mac(key, claims);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return invalid;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  } catch {
    return invalid;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return invalid;
  const { purpose: madeFor, expiresAt, ...payload } = parsed as Record<string, unknown>;
  if (madeFor !== purpose || typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return invalid;
  const end = new Date(expiresAt);
  return {
    status: expiresAt > now.getTime() ? 'ok' : 'expired',
    payload: payload as T,
    expiresAt: end,
  };
}
