import type { OfferContent } from '@tablica/domain/offers/content';
import { brandStoryEventTypes, type BrandStoryEvent } from '@tablica/domain/brand-stories/events';
import type { OfferEvent, OfferEventType } from '@tablica/domain/offers/offer';
import { isTenantId, type TenantId } from '@tablica/domain/tenants';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { PoolClient } from '@tablica/platform/postgres/pool';
import type { Projection } from '@tablica/platform/projections/projection';
import { toSearchDocument } from '@tablica/platform/search/document';
import type { SearchDocument } from '@tablica/platform/search/port';
import { applyUrlOf, candidateListItem, type StoryCard } from './item';
import { keepBrandStory, storyCardSql } from '../brand-stories';
import type { SearchTarget } from './target';

/**
 * Keeps the search index (platform/src/search) equal to the board's active offers: a document per
 * published offer, replaced on every change, removed when the offer expires, is finished or deleted.
 * Its own table remembers each indexed offer, so an edit, a bump, an extension or a change of the
 * company's brand story can rebuild the whole document. A document's version (the index's guard) is
 * this table's per-offer counter, moved by every change of either kind and never below the offer's
 * stream version (documents written in place before the counter, in Meilisearch, carry that), so each
 * new document outranks the one before; an offer's events are still applied once each, guarded by its
 * stream version. (An offer taken off the board never comes back: the domain publishes a copy instead,
 * so its counter need not outlive it.)
 */

interface IndexedOffer {
  readonly offerId: string;
  readonly slug: string;
  readonly content: OfferContent;
  readonly publishedAt: string;
  /** When it first appeared on the board: sort `newest` (a refresh or a bump does not move it). */
  readonly firstPublishedAt: string;
  readonly expiredAt: string;
  /** The owner's company (whose brand story the item shows); null for imported offers. */
  readonly companyId: string | null;
}

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

export function searchDocument(
  tenant: TenantId,
  documentVersion: number,
  offer: IndexedOffer,
  story: StoryCard | null,
): SearchDocument {
  const { content } = offer;
  return toSearchDocument({
    tenant,
    streamVersion: documentVersion,
    item: candidateListItem(offer, story),
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
    readonly documentVersion: number;
  }[];
}

/** A row a statement wrote: the offer as it now is, its document's version and its company's story. */
interface Written {
  readonly offer: IndexedOffer;
  readonly document_version: number;
  readonly story: StoryCard | null;
}

/** What each write returns (the story looked up in the same round trip). */
const writtenColumns = `offer, document_version,
  (SELECT ${storyCardSql('b')} FROM search_index_brand_stories b
    WHERE b.company_id = search_index_offers.company_id) AS story`;

export function searchIndexProjection(target: SearchTarget): Projection {
  /** Indexes the offer as its row now says, when the statement changed the row (one round trip each). */
  async function index(
    tx: PoolClient,
    pending: PendingWrites,
    tenant: TenantId,
    sql: string,
    values: unknown[],
  ) {
    const written = await tx.query<Written>(sql, values);
    for (const row of written.rows)
      pending.documents.push(searchDocument(tenant, row.document_version, row.offer, row.story));
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
      tenant,
      `INSERT INTO search_index_offers (offer_id, tenant, stream_version, offer, company_id, document_version)
       VALUES ($1, $2, $3, $4, $5, $3)
       ON CONFLICT (offer_id) DO UPDATE SET
         stream_version = excluded.stream_version,
         offer = excluded.offer || jsonb_build_object('firstPublishedAt', search_index_offers.offer -> 'firstPublishedAt'),
         company_id = excluded.company_id,
         document_version = greatest(search_index_offers.document_version + 1, excluded.stream_version)
       WHERE search_index_offers.stream_version < excluded.stream_version
       RETURNING ${writtenColumns}`,
      [offer.offerId, tenant, event.streamVersion, JSON.stringify(offer), offer.companyId],
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
      tenant,
      `UPDATE search_index_offers
          SET stream_version = $2, offer = offer || $3::jsonb,
              document_version = greatest(document_version + 1, $2)
        WHERE offer_id = $1 AND stream_version < $2
        RETURNING ${writtenColumns}`,
      [offerId, event.streamVersion, JSON.stringify(part)],
    );

  async function remove(
    tx: PoolClient,
    pending: PendingWrites,
    event: RecordedEvent,
    tenant: TenantId,
    offerId: string,
  ) {
    const removed = await tx.query<{ document_version: number }>(
      'DELETE FROM search_index_offers WHERE offer_id = $1 AND stream_version < $2 RETURNING document_version',
      [offerId, event.streamVersion],
    );
    // Removed at the version after the last document's: a late copy of it stays out.
    for (const row of removed.rows)
      pending.removals.push({ tenant, offerId, documentVersion: row.document_version + 1 });
  }

  /** The company's story changed: every indexed offer of the company gets a new document. */
  async function restory(tx: PoolClient, pending: PendingWrites, tenant: TenantId, event: BrandStoryEvent) {
    await keepBrandStory(tx, 'search_index_brand_stories', event);
    await index(
      tx,
      pending,
      tenant,
      `UPDATE search_index_offers SET document_version = document_version + 1
        WHERE company_id = $1 AND tenant = $2
        RETURNING ${writtenColumns}`,
      [event.data.companyId, tenant],
    );
  }

  /** Writes what the batch collected: documents first, then removals (versions keep the order right). */
  async function write(tx: PoolClient, pending: PendingWrites) {
    const writer = target(tx);
    if (pending.documents.length > 0) await writer.upsert(pending.documents);
    for (const removal of pending.removals)
      await writer.remove(removal.tenant, [removal.offerId], removal.documentVersion);
  }

  async function applyOne(tx: PoolClient, pending: PendingWrites, event: RecordedEvent): Promise<void> {
    const tenant = event.metadata.tenant;
    // Every event carries a known tenant (the command side resolves it); anything else is not indexed.
    if (!isTenantId(tenant)) return;
    const offerEvent = event as unknown as Handled;
    switch (offerEvent.type) {
      case 'OfferPublished': {
        const { offerId, slug, content, publishedAt, expiredAt, owner } = offerEvent.data;
        return publish(tx, pending, event, tenant, {
          offerId,
          slug,
          content,
          publishedAt,
          firstPublishedAt: publishedAt,
          expiredAt,
          companyId: owner?.companyId ?? null,
        });
      }
      case 'BrandStoryPublished':
      case 'BrandStoryWithdrawn':
        return restory(tx, pending, tenant, offerEvent);
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
    version: 3,
    handles: handledEvents,
    apply: (tx, event) => applyBatch(tx, [event]),
    applyBatch,
  };
}
