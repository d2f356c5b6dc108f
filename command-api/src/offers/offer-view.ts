import type { ExistingOffer, OfferState } from '@tablica/domain/offers/offer';
import { formDataOf, type OfferFormData } from './form-data';

/** What the editor and the wizard see: the state's own status, except that a published offer past its expiry is expired. */
export type OfferStatusView = Exclude<OfferState['status'], 'initial'>;

export function statusOf(offer: ExistingOffer, now: Date): OfferStatusView {
  return offer.status === 'published' && now.getTime() >= Date.parse(offer.expiredAt)
    ? 'expired'
    : offer.status;
}

export interface OfferEditorView {
  readonly id: string;
  readonly slug: string;
  readonly status: OfferStatusView;
  readonly planKey: string;
  readonly limits: ExistingOffer['plan']['limits'];
  readonly limitsSubType: string;
  readonly creationType: ExistingOffer['creationType'];
  readonly copiedFrom: ExistingOffer['copiedFrom'];
  /** The last draft save passed full validation (spec §4 `workInProgress`). */
  readonly workInProgress: boolean;
  readonly publishAt: string | null;
  readonly publishedAt: string | null;
  readonly firstPublishedAt: string | null;
  readonly expiredAt: string | null;
  readonly finishedAt: string | null;
  /** The stream version, also sent as the ETag: send it back as If-Match. */
  readonly version: number;
  /** The form in spec §3 "Offer form data" names: PATCH takes it back as it is. */
  readonly form: OfferFormData | null;
}

/** `GET /v1/offers/{slug}`: the offer as its editor needs it. */
export function editorView(offer: ExistingOffer, version: number, now: Date): OfferEditorView {
  const dates = {
    publishAt: offer.status === 'scheduled' ? offer.publishAt : null,
    publishedAt: 'publishedAt' in offer ? offer.publishedAt : null,
    firstPublishedAt: offer.status === 'published' ? offer.firstPublishedAt : null,
    expiredAt: 'expiredAt' in offer ? offer.expiredAt : null,
    finishedAt: offer.status === 'finished' ? offer.finishedAt : null,
  };
  return {
    id: offer.offerId,
    slug: offer.slug,
    status: statusOf(offer, now),
    planKey: offer.plan.key,
    limits: offer.plan.limits,
    limitsSubType: offer.plan.limitsSubType,
    creationType: offer.creationType,
    copiedFrom: offer.copiedFrom,
    workInProgress: offer.status === 'draft' && offer.workInProgress,
    ...dates,
    version,
    form:
      offer.status === 'deleted' ? null : formDataOf(offer.status === 'draft' ? offer.draft : offer.content),
  };
}

/** `GET /v2/employer-panel/offers/end/{slug}`: what the "offer ended" screen shows. */
export function endedView(offer: ExistingOffer, now: Date) {
  const title =
    offer.status === 'deleted'
      ? null
      : offer.status === 'draft'
        ? (offer.draft.title ?? null)
        : offer.content.title;
  return {
    slug: offer.slug,
    title,
    status: statusOf(offer, now),
    expiredAt: 'expiredAt' in offer ? offer.expiredAt : null,
  };
}

/** Published once: its title, status and end are public (the offer page showed them). */
export const wasPublished = (offer: ExistingOffer) =>
  offer.status === 'published' || offer.status === 'expired' || offer.status === 'finished';
