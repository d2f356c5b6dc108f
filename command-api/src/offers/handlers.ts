import { randomUUID } from 'node:crypto';
import type { Actor } from '@tablica/domain/events';
import { decide } from '@tablica/domain/offers/decide';
import { evolve, initialState, offerStreamId, type OfferPublished } from '@tablica/domain/offers/offer';
import { slugify } from '@tablica/domain/offers/listing';
import { handleCommand } from '@tablica/platform/event-store/command-handler';
import type { EventStore } from '@tablica/platform/event-store/port';

export interface OfferCommandDeps {
  readonly store: EventStore;
  readonly now: () => Date;
}

export interface PublishOfferRequest {
  readonly tenant: string;
  readonly actor: Actor;
  readonly correlationId: string;
  readonly offer: unknown;
}

/** Publishes a new offer in a stream of its own; the slug is the title plus a short unique suffix. */
export async function publishOffer(deps: OfferCommandDeps, request: PublishOfferRequest) {
  const offerId = randomUUID();
  const title = (request.offer as { title?: unknown } | null)?.title;
  const slug = `${slugify(typeof title === 'string' ? title : '') || 'offer'}-${offerId.slice(0, 8)}`;
  const now = deps.now();
  const result = await handleCommand(
    deps.store,
    offerStreamId(offerId),
    { decide, evolve, initialState },
    { type: 'PublishOffer', data: { offerId, slug, offer: request.offer as never } },
    {
      context: { now },
      newEventId: randomUUID,
      metadata: {
        tenant: request.tenant,
        actor: request.actor,
        correlationId: request.correlationId,
        causationId: null,
        occurredAt: now.toISOString(),
      },
    },
  );
  const published = result.events[0] as OfferPublished;
  return {
    offerId,
    published: published.data,
    checkpoint: result.lastCheckpoint,
    version: result.nextExpectedVersion,
  };
}
