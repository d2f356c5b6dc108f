import type { DomainEvent } from '../events';
import type { OfferContent } from './schemas';

/** How long a published offer stays active until plans (offer-lifecycle issue) set it per plan. */
export const defaultOfferDurationDays = 30;

export type OfferPublished = DomainEvent<
  'OfferPublished',
  OfferContent & {
    readonly offerId: string;
    readonly slug: string;
    readonly publishedAt: string;
    readonly expiredAt: string;
  }
>;

export type OfferEvent = OfferPublished;

export type OfferState =
  | { readonly status: 'initial' }
  | {
      readonly status: 'published';
      readonly offerId: string;
      readonly slug: string;
      readonly publishedAt: string;
      readonly expiredAt: string;
    };

export const initialState = (): OfferState => ({ status: 'initial' });

export function evolve(state: OfferState, event: OfferEvent): OfferState {
  switch (event.type) {
    case 'OfferPublished': {
      const { offerId, slug, publishedAt, expiredAt } = event.data;
      return { status: 'published', offerId, slug, publishedAt, expiredAt };
    }
    default: {
      const unknown: never = event.type;
      return unknown;
    }
  }
}

export const offerStreamId = (offerId: string) => `offer-${offerId}`;
