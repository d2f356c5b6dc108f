import { IllegalStateError } from '../errors';
import { parseOrThrow } from '../validation';
import { defaultOfferDurationDays, type OfferEvent, type OfferState } from './offer';
import { offerContentSchema, type OfferContentInput } from './schemas';

export type PublishOffer = {
  readonly type: 'PublishOffer';
  readonly data: { readonly offerId: string; readonly slug: string; readonly offer: OfferContentInput };
};

export type OfferCommand = PublishOffer;

export interface DecisionContext {
  readonly now: Date;
}

const dayMs = 24 * 60 * 60 * 1000;

export function decide(command: OfferCommand, state: OfferState, { now }: DecisionContext): OfferEvent[] {
  switch (command.type) {
    case 'PublishOffer': {
      if (state.status !== 'initial')
        throw new IllegalStateError('offer.already_published', 'This offer has already been published.');
      const content = parseOrThrow(offerContentSchema, command.data.offer);
      return [
        {
          type: 'OfferPublished',
          data: {
            ...content,
            offerId: command.data.offerId,
            slug: command.data.slug,
            publishedAt: now.toISOString(),
            expiredAt: new Date(now.getTime() + defaultOfferDurationDays * dayMs).toISOString(),
          },
        },
      ];
    }
    default: {
      const unknown: never = command.type;
      throw new IllegalStateError('command.unknown', `Unknown command ${String(unknown)}`);
    }
  }
}
