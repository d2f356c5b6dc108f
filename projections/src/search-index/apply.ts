import type { OfferContent } from '@tablica/domain/offers/content';
import type { OfferEvent, OfferEventType } from '@tablica/domain/offers/offer';
import { isTenantId, type TenantId } from '@tablica/domain/tenants';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { PoolClient } from '@tablica/platform/postgres/pool';
import type { Projection } from '@tablica/platform/projections/projection';
import { toSearchDocument } from '@tablica/platform/search/document';
import type { SearchDocument } from '@tablica/platform/search/port';
import { applyUrlOf, candidateListItem } from './item';
import type { SearchTarget } from './target';

/**
 * Keeps the search index (platform/src/search) equal to the board's active offers: a document per
 * published offer, replaced on every change with the offer's stream version, removed when the offer
 * expires, is finished or deleted. Its own table remembers each indexed offer, so an edit, a bump or
 * an extension can rebuild the whole document.
 */

interface IndexedOffer {
  readonly offerId: string;
  readonly slug: string;
  readonly content: OfferContent;
  readonly publishedAt: string;
  /** When it first appeared on the board: sort `newest` (a refresh or a bump does not move it). */
  readonly firstPublishedAt: string;
  readonly expiredAt: string;
}

const handledEvents = [
  'OfferPublished',
  'OfferEdited',
  'OfferBumped',
  'OfferExtended',
  'OfferExpired',
  'OfferRecruitmentFinished',
  'OfferDeleted',
] as const satisfies readonly OfferEventType[];

type Handled = Extract<OfferEvent, { type: (typeof handledEvents)[number] }>;

export function searchDocument(tenant: TenantId, streamVersion: number, offer: IndexedOffer): SearchDocument {
  const { content } = offer;
  return toSearchDocument({
    tenant,
    streamVersion,
    item: candidateListItem(offer),
    categoryId: content.subcategoryId ?? content.categoryId,
    parentCategoryId: content.subcategoryId === null ? null : content.categoryId,
    openToHireUkrainians: content.openToHireUkrainians,
    applyUrl: applyUrlOf(content),
    firstPublishedAt: offer.firstPublishedAt,
  });
}

/**
 * The index writes of one batch: every document and removal collected while the events are applied,
 * then written at once (a bulk write costs a fraction of one write per event).
 */
interface PendingWrites {
  readonly documents: SearchDocument[];
  readonly removals: {
    readonly tenant: TenantId;
    readonly offerId: string;
    readonly streamVersion: number;
  }[];
}

export function searchIndexProjection(target: SearchTarget): Projection {
  /** Indexes the offer as its row now says, when the statement changed the row (one round trip each). */
  async function index(
    tx: PoolClient,
    pending: PendingWrites,
    event: RecordedEvent,
    tenant: TenantId,
    sql: string,
    values: unknown[],
  ) {
    const written = await tx.query<{ offer: IndexedOffer }>(sql, values);
    const offer = written.rows[0]?.offer;
    if (offer) pending.documents.push(searchDocument(tenant, event.streamVersion, offer));
  }

  /** A publication brings the whole offer; a refresh keeps when it first appeared. */
  const publish = (
    tx: PoolClient,
    pending: PendingWrites,
    event: RecordedEvent,
    tenant: TenantId,
    offer: IndexedOffer,
  ) =>
    index(
      tx,
      pending,
      event,
      tenant,
      `INSERT INTO search_index_offers (offer_id, tenant, stream_version, offer) VALUES ($1, $2, $3, $4)
       ON CONFLICT (offer_id) DO UPDATE SET
         stream_version = excluded.stream_version,
         offer = excluded.offer || jsonb_build_object('firstPublishedAt', search_index_offers.offer -> 'firstPublishedAt')
       WHERE search_index_offers.stream_version < excluded.stream_version
       RETURNING offer`,
      [offer.offerId, tenant, event.streamVersion, JSON.stringify(offer)],
    );

  /** One part changes. No row: not on the board (an edit of a scheduled offer), or already applied. */
  const change = (
    tx: PoolClient,
    pending: PendingWrites,
    event: RecordedEvent,
    tenant: TenantId,
    offerId: string,
    part: Partial<IndexedOffer>,
  ) =>
    index(
      tx,
      pending,
      event,
      tenant,
      `UPDATE search_index_offers SET stream_version = $2, offer = offer || $3::jsonb
        WHERE offer_id = $1 AND stream_version < $2
        RETURNING offer`,
      [offerId, event.streamVersion, JSON.stringify(part)],
    );

  async function remove(
    tx: PoolClient,
    pending: PendingWrites,
    event: RecordedEvent,
    tenant: TenantId,
    offerId: string,
  ) {
    await tx.query('DELETE FROM search_index_offers WHERE offer_id = $1 AND stream_version < $2', [
      offerId,
      event.streamVersion,
    ]);
    pending.removals.push({ tenant, offerId, streamVersion: event.streamVersion });
  }

  /** Writes what the batch collected: documents first, then removals (versions keep the order right). */
  async function write(tx: PoolClient, pending: PendingWrites) {
    const writer = target(tx);
    if (pending.documents.length > 0) await writer.upsert(pending.documents);
    for (const removal of pending.removals)
      await writer.remove(removal.tenant, [removal.offerId], removal.streamVersion);
  }

  async function applyOne(tx: PoolClient, pending: PendingWrites, event: RecordedEvent): Promise<void> {
    const tenant = event.metadata.tenant;
    // Every event carries a known tenant (the command side resolves it); anything else is not indexed.
    if (!isTenantId(tenant)) return;
    const offerEvent = event as unknown as Handled;
    switch (offerEvent.type) {
      case 'OfferPublished': {
        const { offerId, slug, content, publishedAt, expiredAt } = offerEvent.data;
        return publish(tx, pending, event, tenant, {
          offerId,
          slug,
          content,
          publishedAt,
          firstPublishedAt: publishedAt,
          expiredAt,
        });
      }
      case 'OfferEdited':
        return change(tx, pending, event, tenant, offerEvent.data.offerId, {
          content: offerEvent.data.content,
        });
      case 'OfferBumped':
        // A bump puts the offer back on top of the default ("published") order.
        return change(tx, pending, event, tenant, offerEvent.data.offerId, {
          publishedAt: offerEvent.data.bumpedAt,
        });
      case 'OfferExtended':
        return change(tx, pending, event, tenant, offerEvent.data.offerId, {
          expiredAt: offerEvent.data.expiredAt,
        });
      case 'OfferExpired':
      case 'OfferRecruitmentFinished':
      case 'OfferDeleted':
        return remove(tx, pending, event, tenant, offerEvent.data.offerId);
      default: {
        const unknown: never = offerEvent;
        throw new Error(`search-index cannot apply ${String((unknown as { type: unknown }).type)}`);
      }
    }
  }

  const applyBatch = async (tx: PoolClient, events: readonly RecordedEvent[]) => {
    const pending: PendingWrites = { documents: [], removals: [] };
    for (const event of events) await applyOne(tx, pending, event);
    await write(tx, pending);
  };

  return {
    name: 'search-index',
    version: 2,
    handles: handledEvents,
    apply: (tx, event) => applyBatch(tx, [event]),
    applyBatch,
  };
}
