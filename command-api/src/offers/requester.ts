import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { Actor } from '@tablica/domain/events';
import type { Requester } from '@tablica/domain/offers/access';
import { companyMember, signedIn } from '@tablica/platform/http/guards';

/**
 * Who manages an offer through the employer API: whoever holds the token `initiate` returned
 * (`?token=`, or `token` in the body as publish-with-code sends it), else the signed-in platform admin
 * or company member. The domain answers `offer.not_found` to anyone who may not manage the offer.
 */
export interface OfferRequester {
  readonly requester: Requester;
  /** Who the events' metadata names. */
  readonly actor: Actor;
}

/** 32 random bytes, base64url: handed out once by `initiate`, kept only as its hash. */
export function newAccessToken(): { readonly token: string; readonly hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: accessTokenHash(token) };
}

export const accessTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The editor token sent with the request, if any. */
export function accessTokenOf(req: Request): string | undefined {
  const fromQuery = req.query.token;
  if (fromQuery !== undefined) return typeof fromQuery === 'string' ? fromQuery : '';
  const fromBody = (req.body as { token?: unknown } | undefined)?.token;
  if (fromBody !== undefined) return typeof fromBody === 'string' ? fromBody : '';
  return undefined;
}

const tokenActor: Actor = { kind: 'anonymous', id: 'offer-token-holder' };

/** The requester, or 401/403 when there is no token and no one who may manage offers is signed in. */
export function offerRequester(req: Request): OfferRequester {
  const token = accessTokenOf(req);
  if (token !== undefined)
    return { requester: { kind: 'token', tokenHash: accessTokenHash(token) }, actor: tokenActor };
  const account = signedIn(req);
  if (account.platformAdmin)
    return {
      requester: { kind: 'admin', id: account.userId },
      actor: { kind: 'admin', id: account.userId },
    };
  const { companyId } = companyMember(req, 'offers.manage');
  return { requester: { kind: 'employer', companyId }, actor: { kind: 'employer', id: account.userId } };
}

/** Like `offerRequester`, but null instead of 401/403 (the GET that otherwise shows the candidate view). */
export function optionalOfferRequester(req: Request): OfferRequester | null {
  if (accessTokenOf(req) === undefined && !req.account) return null;
  try {
    return offerRequester(req);
  } catch {
    return null;
  }
}

/**
 * Whose Idempotency-Keys these are: the token's holder, the signed-in user, or (initiate, nobody
 * signed in) the client address, always within the brand.
 */
export function idempotencyScope(req: Request): string {
  const token = accessTokenOf(req);
  if (token !== undefined) return `${req.tenant}|token:${accessTokenHash(token)}`;
  if (req.account) return `${req.tenant}|user:${req.account.userId}`;
  return `${req.tenant}|anonymous:${req.ip ?? 'unknown'}`;
}
