import { createHmac, timingSafeEqual } from 'node:crypto';
import { IllegalStateError, NotFoundError } from '@tablica/domain/errors';
import { derivedId } from './write-path';

/**
 * The codes in job-alert mail links: `<claims>.<HMAC-SHA256>` (base64url), signed with a key derived
 * from AUTH_SECRET for this purpose only. A code names its purpose (activate or unsubscribe), brand,
 * candidate and saved search, and expires; an activation code also names the confirmation it answers,
 * so a fresh confirmation (or the activation itself) makes it useless.
 */
/** The `Accounts.signingKey` purpose of every job-alert code (command-api and the digest job alike). */
export const jobAlertCodePurpose = 'job-alert-codes';

export type JobAlertCodePurpose = 'activate' | 'unsubscribe';

export interface JobAlertCodeClaims {
  readonly purpose: JobAlertCodePurpose;
  readonly tenant: string;
  readonly candidateId: string;
  readonly jobFilterId: string;
  /** Activation only. */
  readonly confirmationId?: string;
  /** Unix milliseconds. */
  readonly expiresAt: number;
}

/** Activation links live a week; unsubscribe links (in every digest) three months. */
export const codeLifetimeMs: Record<JobAlertCodePurpose, number> = {
  activate: 7 * 24 * 3_600_000,
  unsubscribe: 90 * 24 * 3_600_000,
};

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export function signJobAlertCode(
  key: Buffer,
  claims: Omit<JobAlertCodeClaims, 'expiresAt'>,
  now: Date,
): string {
  const full: JobAlertCodeClaims = { ...claims, expiresAt: now.getTime() + codeLifetimeMs[claims.purpose] };
  const payload = Buffer.from(JSON.stringify(full)).toString('base64url');
  return `${payload}.${sign(key, payload).toString('base64url')}`;
}

/** A forged, garbled or misdirected code: answered as "no such link", revealing nothing. */
export const invalidCode = () => new NotFoundError('job_alert.invalid_code', 'This link is not valid.');

export const expiredCode = (purpose: JobAlertCodePurpose) =>
  purpose === 'activate'
    ? new IllegalStateError('job_alert.confirmation_expired', 'The confirmation link has expired')
    : new IllegalStateError('job_alert.unsubscribe_link_expired', 'The unsubscribe link has expired');

/**
 * The claims of a code signed by `key` for `expected` (purpose, brand, candidate, saved search). With
 * `allowExpired` an expired but genuine code still answers (a fresh confirmation is asked with it).
 */
export function verifyJobAlertCode(
  key: Buffer,
  code: unknown,
  expected: Pick<JobAlertCodeClaims, 'purpose' | 'tenant' | 'jobFilterId'> & {
    readonly candidateId?: string;
  },
  now: Date,
  options: { readonly allowExpired?: boolean } = {},
): JobAlertCodeClaims {
  if (typeof code !== 'string' || code.length > 2000) throw invalidCode();
  const [payload, signature, extra] = code.split('.');
  if (!payload || !signature || extra !== undefined) throw invalidCode();
  const given = Buffer.from(signature, 'base64url');
  const wanted = sign(key, payload);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw invalidCode();
  let claims: JobAlertCodeClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JobAlertCodeClaims;
  } catch {
    throw invalidCode();
  }
  if (
    claims.purpose !== expected.purpose ||
    claims.tenant !== expected.tenant ||
    claims.jobFilterId !== expected.jobFilterId.toLowerCase() ||
    (expected.candidateId !== undefined && claims.candidateId !== expected.candidateId)
  )
    throw invalidCode();
  if (!options.allowExpired && !(claims.expiresAt > now.getTime())) throw expiredCode(claims.purpose);
  return claims;
}

/**
 * A guest's candidate id: keyed by their address on the brand (HMAC, so the id reveals nothing of the
 * address and nobody can compute another person's).
 */
export const guestCandidateId = (key: Buffer, tenant: string, email: string) =>
  derivedId('guest', tenant, createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex'));
