import { createHmac } from 'node:crypto';
import { IllegalStateError, NotFoundError } from '@tablica/domain/errors';
import { openCode, signCode } from '../privacy/signed-codes';
import { derivedId } from './write-path';

/**
 * The codes in job-alert mail links: signed codes (privacy/signed-codes.ts) with a key derived from
 * AUTH_SECRET for job alerts only. A code names its purpose (activate or unsubscribe), brand,
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

export function signJobAlertCode(
  key: Buffer,
  claims: Omit<JobAlertCodeClaims, 'expiresAt'>,
  now: Date,
): string {
  const { purpose, ...payload } = claims;
  return signCode(key, purpose, payload, new Date(now.getTime() + codeLifetimeMs[purpose]));
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
  const opened = openCode<Omit<JobAlertCodeClaims, 'purpose' | 'expiresAt'>>(
    key,
    expected.purpose,
    code,
    now,
  );
  if (opened.status === 'invalid') throw invalidCode();
  const claims: JobAlertCodeClaims = {
    purpose: expected.purpose,
    ...opened.payload,
    expiresAt: opened.expiresAt.getTime(),
  };
  if (
    claims.tenant !== expected.tenant ||
    claims.jobFilterId !== expected.jobFilterId.toLowerCase() ||
    (expected.candidateId !== undefined && claims.candidateId !== expected.candidateId)
  )
    throw invalidCode();
  if (opened.status === 'expired' && !options.allowExpired) throw expiredCode(claims.purpose);
  return claims;
}

/**
 * A guest's candidate id: keyed by their address on the brand (HMAC, so the id reveals nothing of the
 * address and nobody can compute another person's).
 */
export const guestCandidateId = (key: Buffer, tenant: string, email: string) =>
  derivedId('guest', tenant, createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex'));
