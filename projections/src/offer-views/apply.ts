import { brandStoryEventTypes, type BrandStoryEvent } from '@tablica/domain/brand-stories/events';
import type { OfferEvent, OfferEventType } from '@tablica/domain/offers/offer';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { PoolClient } from '@tablica/platform/postgres/pool';
import type { Projection } from '@tablica/platform/projections/projection';
import { keepBrandStory } from '../brand-stories';
import { guardedUpdate } from '../guarded-update';
import { applyToOfferRows } from '../offer-rows';

/**
 * The offers that views are counted for and ranked among ("popular this week"): every published
 * offer until it is deleted, `listed` while it is on the board. Guarded by the stream version.
 */

const handledEvents = [
  'OfferPublished',
  'OfferEdited',
  'OfferBumped',
  'OfferExtended',
  'OfferExpired',
  'OfferRecruitmentFinished',
  'OfferDeleted',
  ...brandStoryEventTypes,
] as const satisfies readonly (OfferEventType | BrandStoryEvent['type'])[];

type Handled = Extract<OfferEvent | BrandStoryEvent, { type: (typeof handledEvents)[number] }>;

const update = guardedUpdate('popular_offers');

async function apply(tx: PoolClient, event: RecordedEvent): Promise<void> {
  const offerEvent = event as unknown as Handled;
  switch (offerEvent.type) {
    case 'OfferPublished': {
      const { offerId, slug, content, publishedAt, expiredAt, owner } = offerEvent.data;
      await tx.query(
        `INSERT INTO popular_offers
           (offer_id, tenant, slug, stream_version, content, published_at, expired_at, listed, company_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8)
         ON CONFLICT (offer_id) DO UPDATE SET
           stream_version = excluded.stream_version, content = excluded.content,
           published_at = excluded.published_at, expired_at = excluded.expired_at, listed = true,
           company_id = excluded.company_id
         WHERE popular_offers.stream_version < excluded.stream_version`,
        [
          offerId,
          event.metadata.tenant,
          slug,
          event.streamVersion,
          JSON.stringify(content),
          publishedAt,
          expiredAt,
          owner?.companyId ?? null,
        ],
      );
      return;
    }
    case 'BrandStoryPublished':
    case 'BrandStoryWithdrawn':
      return keepBrandStory(tx, 'popular_offers_brand_stories', offerEvent);
    case 'OfferEdited':
      return update(tx, event, offerEvent.data.offerId, 'content = $3', [
        JSON.stringify(offerEvent.data.content),
      ]);
    case 'OfferBumped':
      return update(tx, event, offerEvent.data.offerId, 'published_at = $3', [offerEvent.data.bumpedAt]);
    case 'OfferExtended':
      return update(tx, event, offerEvent.data.offerId, 'expired_at = $3', [offerEvent.data.expiredAt]);
    case 'OfferExpired':
    case 'OfferRecruitmentFinished':
      return update(tx, event, offerEvent.data.offerId, 'listed = false', []);
    case 'OfferDeleted':
      await tx.query('DELETE FROM popular_offers WHERE offer_id = $1', [offerEvent.data.offerId]);
      return;
    default: {
      const unknown: never = offerEvent;
      throw new Error(`offer-views cannot apply ${String((unknown as { type: unknown }).type)}`);
    }
  }
}

/** A batch at once, folded in memory exactly as `apply` does event by event (./offer-rows.ts). */
async function applyBatch(tx: PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  await applyToOfferRows(tx, ['popular_offers'], events, async (tables, event) => {
    const rows = tables.popular_offers;
    const offerEvent = event as unknown as Handled;
    switch (offerEvent.type) {
      case 'OfferPublished': {
        const { offerId, slug, content, publishedAt, expiredAt, owner } = offerEvent.data;
        const row = rows.get(offerId);
        if (row && (row.stream_version as number) >= event.streamVersion) return;
        // An upsert keeps the row's tenant and slug.
        rows.put({
          offer_id: offerId,
          tenant: row?.tenant ?? event.metadata.tenant,
          slug: row?.slug ?? slug,
          stream_version: event.streamVersion,
          content,
          published_at: publishedAt,
          expired_at: expiredAt,
          listed: true,
          company_id: owner?.companyId ?? null,
        });
        return;
      }
      case 'BrandStoryPublished':
      case 'BrandStoryWithdrawn':
        return keepBrandStory(tx, 'popular_offers_brand_stories', offerEvent);
      case 'OfferEdited':
        return rows.guarded(event, offerEvent.data.offerId, { content: offerEvent.data.content });
      case 'OfferBumped':
        return rows.guarded(event, offerEvent.data.offerId, { published_at: offerEvent.data.bumpedAt });
      case 'OfferExtended':
        return rows.guarded(event, offerEvent.data.offerId, { expired_at: offerEvent.data.expiredAt });
      case 'OfferExpired':
      case 'OfferRecruitmentFinished':
        return rows.guarded(event, offerEvent.data.offerId, { listed: false });
      case 'OfferDeleted':
        return rows.remove(offerEvent.data.offerId);
    }
  });
}

export const offerViewsProjection: Projection = {
  name: 'offer-views',
  version: 2,
  handles: handledEvents,
  apply,
  applyBatch,
};
