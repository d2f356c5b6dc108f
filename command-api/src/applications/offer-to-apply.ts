import type { OfferToApply } from '@tablica/domain/applications/decide';
import { NotFoundError } from '@tablica/domain/errors';
import { evolve, initialState, offerStreamId, type OfferEvent } from '@tablica/domain/offers/offer';
import type { EventStore } from '@tablica/platform/event-store/port';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const offerNotFound = () => new NotFoundError('offer.not_found', 'There is no such offer.');

/** An offer with what applying needs to know, and its contact (who gets the new-application mail). */
export interface ApplicableOffer extends OfferToApply {
  readonly contactEmail: string | null;
  readonly companyName: string;
}

/**
 * The offer as its stream says now (the same events its aggregate folds): the version the candidate
 * applies against, what they were shown, and whether it takes applications. Another tenant's offer,
 * a draft and a missing one are all not found.
 */
export async function loadOfferToApply(
  store: EventStore,
  tenant: string,
  offerId: string,
): Promise<ApplicableOffer> {
  if (!uuidPattern.test(offerId)) throw offerNotFound();
  const history = await store.readStream(offerStreamId(offerId.toLowerCase()));
  if (history.length === 0 || history[0]?.metadata.tenant !== tenant) throw offerNotFound();
  const state = history.reduce(
    (current, event) => evolve(current, event as unknown as OfferEvent),
    initialState(),
  );
  if (
    state.status === 'initial' ||
    state.status === 'draft' ||
    state.status === 'summary' ||
    state.status === 'scheduled'
  )
    throw offerNotFound();
  const base = {
    offerId: state.offerId,
    slug: state.slug,
    companyId: state.owner?.companyId ?? null,
    version: history.length,
    status: state.status,
  };
  if (state.status === 'deleted')
    return {
      ...base,
      expiredAt: state.deletedAt,
      title: '',
      employmentTypes: [],
      applyUrl: null,
      futureConsentEnabled: false,
      customConsentEnabled: false,
      contactEmail: null,
      companyName: '',
    };
  const { content } = state;
  return {
    ...base,
    expiredAt: state.expiredAt,
    title: content.title,
    employmentTypes: content.employmentTypes,
    applyUrl: content.apply?.type === 'url' ? content.apply.uri : null,
    futureConsentEnabled: content.futureConsent.enabled,
    customConsentEnabled: content.customConsent.enabled,
    contactEmail: content.apply?.type === 'email' ? content.apply.uri : (content.contact?.email ?? null),
    companyName: content.companyName,
  };
}
