import { brandStoryEventTypes, type BrandStoryEvent } from '@tablica/domain/brand-stories/events';
import type { OfferEvent, OfferEventType } from '@tablica/domain/offers/offer';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { PoolClient } from '@tablica/platform/postgres/pool';
import type { Projection } from '@tablica/platform/projections/projection';
import { keepBrandStory } from '../brand-stories';
import { guardedUpdate } from '../guarded-update';
import { applyToOfferRows } from '../offer-rows';

/**
 * The offer page's read model: one row per offer that was ever published, by slug, until it is
 * deleted. Expired and finished offers keep their row (the page shows them as inactive). Every write
 * is guarded by the offer's stream version, so applying an event twice changes nothing.
 */

const handledEvents = [
  'OfferCopied',
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

const update = guardedUpdate('offer_details');

async function apply(tx: PoolClient, event: RecordedEvent): Promise<void> {
  const offerEvent = event as unknown as Handled;
  switch (offerEvent.type) {
    case 'OfferCopied':
      await tx.query(
        'INSERT INTO offer_copies (offer_id, copied_from_slug) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [offerEvent.data.offerId, offerEvent.data.copiedFrom.slug],
      );
      return;
    case 'OfferPublished': {
      const { offerId, slug, content, publishedAt, expiredAt, owner } = offerEvent.data;
      // A refresh publishes again: the row keeps when the offer first appeared.
      await tx.query(
        `INSERT INTO offer_details
           (offer_id, tenant, slug, stream_version, status, content, published_at, first_published_at, expired_at,
            copied_from_slug, company_id)
         VALUES ($1, $2, $3, $4, 'published', $5, $6, $6, $7,
                 (SELECT copied_from_slug FROM offer_copies WHERE offer_id = $1), $8)
         ON CONFLICT (offer_id) DO UPDATE SET
           stream_version = excluded.stream_version, status = 'published', content = excluded.content,
           published_at = excluded.published_at, expired_at = excluded.expired_at, company_id = excluded.company_id
         WHERE offer_details.stream_version < excluded.stream_version`,
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
      // The pages read the card beside the offer: nothing else changes.
      return keepBrandStory(tx, 'offer_details_brand_stories', offerEvent);
    case 'OfferEdited':
      // A scheduled offer is edited before it has a page: its OfferPublished carries the content.
      return update(tx, event, offerEvent.data.offerId, 'content = $3', [
        JSON.stringify(offerEvent.data.content),
      ]);
    case 'OfferBumped':
      return update(tx, event, offerEvent.data.offerId, 'published_at = $3', [offerEvent.data.bumpedAt]);
    case 'OfferExtended':
      return update(tx, event, offerEvent.data.offerId, 'expired_at = $3', [offerEvent.data.expiredAt]);
    case 'OfferExpired':
      return update(tx, event, offerEvent.data.offerId, "status = 'expired', expired_at = $3", [
        offerEvent.data.expiredAt,
      ]);
    case 'OfferRecruitmentFinished':
      return update(tx, event, offerEvent.data.offerId, "status = 'finished'", []);
    case 'OfferDeleted':
      await tx.query('DELETE FROM offer_details WHERE offer_id = $1', [offerEvent.data.offerId]);
      await tx.query('DELETE FROM offer_copies WHERE offer_id = $1', [offerEvent.data.offerId]);
      return;
    default: {
      const unknown: never = offerEvent;
      throw new Error(`offer-details cannot apply ${String((unknown as { type: unknown }).type)}`);
    }
  }
}

/** A batch at once, folded in memory exactly as `apply` does event by event (../offer-rows.ts). */
async function applyBatch(tx: PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  await applyToOfferRows(tx, ['offer_details', 'offer_copies'], events, async (tables, event) => {
    const { offer_details: details, offer_copies: copies } = tables;
    const offerEvent = event as unknown as Handled;
    switch (offerEvent.type) {
      case 'OfferCopied': {
        const { offerId, copiedFrom } = offerEvent.data;
        if (!copies.get(offerId)) copies.put({ offer_id: offerId, copied_from_slug: copiedFrom.slug });
        return;
      }
      case 'OfferPublished': {
        const { offerId, slug, content, publishedAt, expiredAt, owner } = offerEvent.data;
        const row = details.get(offerId);
        if (row && (row.stream_version as number) >= event.streamVersion) return;
        const changed = {
          stream_version: event.streamVersion,
          status: 'published',
          content,
          published_at: publishedAt,
          expired_at: expiredAt,
          company_id: owner?.companyId ?? null,
        };
        // A refresh publishes again: the row keeps when the offer first appeared.
        details.put(
          row
            ? { ...row, ...changed }
            : {
                offer_id: offerId,
                tenant: event.metadata.tenant,
                slug,
                ...changed,
                first_published_at: publishedAt,
                copied_from_slug: copies.get(offerId)?.copied_from_slug ?? null,
              },
        );
        return;
      }
      case 'BrandStoryPublished':
      case 'BrandStoryWithdrawn':
        return keepBrandStory(tx, 'offer_details_brand_stories', offerEvent);
      case 'OfferEdited':
        return details.guarded(event, offerEvent.data.offerId, { content: offerEvent.data.content });
      case 'OfferBumped':
        return details.guarded(event, offerEvent.data.offerId, { published_at: offerEvent.data.bumpedAt });
      case 'OfferExtended':
        return details.guarded(event, offerEvent.data.offerId, { expired_at: offerEvent.data.expiredAt });
      case 'OfferExpired':
        return details.guarded(event, offerEvent.data.offerId, {
          status: 'expired',
          expired_at: offerEvent.data.expiredAt,
        });
      case 'OfferRecruitmentFinished':
        return details.guarded(event, offerEvent.data.offerId, { status: 'finished' });
      case 'OfferDeleted':
        details.remove(offerEvent.data.offerId);
        copies.remove(offerEvent.data.offerId);
        return;
    }
  });
}

export const offerDetailsProjection: Projection = {
  name: 'offer-details',
  version: 2,
  handles: handledEvents,
  apply,
  applyBatch,
};
