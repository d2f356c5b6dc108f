import type { Request, Response } from 'express';
import { erasureRequestSchema } from '@tablica/domain/applications/erasure-request';
import { IllegalStateError, NotFoundError } from '@tablica/domain/errors';
import { parseOrThrow } from '@tablica/domain/validation';
import { openCode, signCode } from '@tablica/platform/privacy/signed-codes';
import { correlationIdOf } from '../offers/commands';
import { eraseApplication, type ErasingDeps } from './erasing';

/**
 * The erasure link in a candidate's confirmation mail: whoever applied, with an account or without,
 * can erase that one application (GDPR art. 17) without signing in. The link carries a signed code
 * naming the brand and the application, valid until the application's own retention date (after
 * it the retention job has erased it anyway). It can do nothing else: not read, not change, not
 * reach another application.
 */
export const erasureCodePurpose = 'application-erasure';

type ErasureClaims = {
  readonly tenant: string;
  readonly applicationId: string;
};

export function erasureCode(key: Buffer, application: ErasureClaims, retainUntil: string): string {
  return signCode(
    key,
    erasureCodePurpose,
    { tenant: application.tenant, applicationId: application.applicationId },
    new Date(retainUntil),
  );
}

/** The board's page, with the code in the fragment: browsers never send it in requests or referrers. */
export const erasureLinkPath = (code: string) => `/application-erasure#code=${code}`;

export interface ErasureLinkDeps extends ErasingDeps {
  /** `Accounts.signingKey(erasureCodePurpose)`. */
  readonly erasureKey: Buffer;
}

const invalidLink = () =>
  new NotFoundError('application.invalid_erasure_link', 'This erasure link is not valid.');

/**
 * `POST /v1/applications/erasure` `{ code }`: erases the application the code names, through the same
 * `eraseApplication` as the signed-in candidate's erasure and the retention job. Erasing it again
 * answers the same (the candidate may click twice, or the retention job may have come first).
 */
export async function eraseByLink(deps: ErasureLinkDeps, req: Request, res: Response): Promise<void> {
  const { code } = parseOrThrow(erasureRequestSchema, req.body);
  const opened = openCode<ErasureClaims>(deps.erasureKey, erasureCodePurpose, code, deps.now());
  if (opened.status === 'invalid' || opened.payload.tenant !== req.tenant) {
    req.log?.warn(
      { refused: 'application.invalid_erasure_link', tenant: req.tenant },
      'erasure link refused',
    );
    throw invalidLink();
  }
  if (typeof opened.payload.applicationId !== 'string') throw invalidLink();
  if (opened.status === 'expired')
    throw new IllegalStateError('application.erasure_link_expired', 'The erasure link has expired.');
  await eraseApplication(
    deps,
    { tenant: req.tenant, applicationId: opened.payload.applicationId },
    'candidate_request',
    { kind: 'anonymous', id: 'erasure-link' },
    correlationIdOf(req),
  );
  res.json({ erased: true });
}
