import { NotFoundError } from '../errors';
import type { ExistingOffer, OfferState } from './offer';

/**
 * Who asks. Scheduled work (publication, bumps, expiry) is the system's and takes no requester; the
 * HTTP layer never exposes those commands.
 */
export type Requester =
  | { readonly kind: 'employer'; readonly companyId: string }
  /** Whoever holds the token `initiate` returned, as a hash (the command side hashes it). */
  | { readonly kind: 'token'; readonly tokenHash: string }
  | { readonly kind: 'admin'; readonly id: string };

/** The offer, if the stream holds one that was not deleted. */
export function existingOffer(state: OfferState): Exclude<ExistingOffer, { status: 'deleted' }> {
  if (state.status === 'initial') throw new NotFoundError('offer.not_found', 'There is no such offer.');
  if (state.status === 'deleted') throw new NotFoundError('offer.deleted', 'This offer has been deleted.');
  return state;
}

export function canManage(offer: ExistingOffer, by: Requester): boolean {
  switch (by.kind) {
    case 'admin':
      return true;
    case 'employer':
      return offer.owner?.companyId === by.companyId;
    case 'token':
      return offer.accessTokenHash !== null && offer.accessTokenHash === by.tokenHash;
    default: {
      const unknown: never = by;
      return unknown;
    }
  }
}

/** An offer the requester may not manage looks like no offer at all: its existence is not revealed. */
export function managedOffer(state: OfferState, by: Requester) {
  const offer = existingOffer(state);
  if (!canManage(offer, by)) throw new NotFoundError('offer.not_found', 'There is no such offer.');
  return offer;
}
