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

/** An offer's row of `search_index_offers` as a batch sees it (loaded, or made by the batch's events). */
interface Row {
  readonly tenant: TenantId;
  readonly streamVersion: number;
  readonly offer: IndexedOffer;
  readonly documentVersion: number;
}

/** The next document version after `row`'s for an event at `streamVersion` (never below it). */
const nextDocumentVersion = (row: Row | null, streamVersion: number) =>
  row ? Math.max(row.documentVersion + 1, streamVersion) : streamVersion;

/**
 * What one offer event makes of the offer's row (`null`: not on the board), as the table would have it
 * had the event been applied alone; `removed` when it took the offer off the board. An event the row
 * has seen (its stream version) changes nothing.
 */
function next(
  row: Row | null,
  event: RecordedEvent,
  tenant: TenantId,
  offerEvent: Exclude<Handled, BrandStoryEvent>,
): { readonly row: Row | null; readonly removed?: Row } | undefined {
  const streamVersion = event.streamVersion;
  if (row && row.streamVersion >= streamVersion) return undefined;
  const change = (part: Partial<IndexedOffer>) =>
    row
      ? {
          row: {
            tenant,
            streamVersion,
            offer: { ...row.offer, ...part },
            documentVersion: nextDocumentVersion(row, streamVersion),
          },
        }
      : // No row: not on the board (an edit of a scheduled offer), nothing to change.
        undefined;
  switch (offerEvent.type) {
    case 'OfferPublished': {
      // A publication brings the whole offer; a refresh keeps when it first appeared.
      const { offerId, slug, content, publishedAt, expiredAt, owner } = offerEvent.data;
      const offer: IndexedOffer = {
        offerId,
        slug,
        content,
        publishedAt,
        firstPublishedAt: row?.offer.firstPublishedAt ?? publishedAt,
        expiredAt,
        companyId: owner?.companyId ?? null,
      };
      return {
        row: { tenant, streamVersion, offer, documentVersion: nextDocumentVersion(row, streamVersion) },
      };
    }
    case 'OfferEdited':
      return change({ content: offerEvent.data.content });
    case 'OfferBumped':
      // A bump puts the offer back on top of the default ("published") order.
      return change({ publishedAt: offerEvent.data.bumpedAt });
    case 'OfferExtended':
      return change({ expiredAt: offerEvent.data.expiredAt });
    case 'OfferExpired':
    case 'OfferRecruitmentFinished':
    case 'OfferDeleted':
      return row ? { row: null, removed: row } : undefined;
    default: {
      const unknown: never = offerEvent;
      throw new Error(`search-index cannot apply ${String((unknown as { type: unknown }).type)}`);
    }
  }
}

const isBrandStoryEvent = (event: Handled): event is BrandStoryEvent =>
  (brandStoryEventTypes as readonly string[]).includes(event.type);

export function searchIndexProjection(target: SearchTarget): Projection {
  /**
   * Applies a run of offer events in a few statements whatever its length: the rows the run touches
   * are loaded at once, each event is folded into its offer's row in memory, then the rows are written
   * and removed in bulk and each changed offer's final document (with its company's story, looked up
   * at once) is collected. A rebuild reads 1,000 events at a time; one statement per event held it to
   * ~1,300 events/s.
   */
  async function applyOfferEvents(tx: PoolClient, pending: PendingWrites, events: readonly RecordedEvent[]) {
    const ids = [...new Set(events.map((event) => (event as unknown as OfferEvent).data.offerId))];
    const loaded = await tx.query<{
      offer_id: string;
      tenant: TenantId;
      stream_version: number;
      offer: IndexedOffer;
      document_version: number;
    }>(
      `SELECT offer_id, tenant, stream_version, offer, document_version
         FROM search_index_offers WHERE offer_id = ANY($1::uuid[])`,
      [ids],
    );
    const rows = new Map<string, Row | null>(
      loaded.rows.map((row) => [
        row.offer_id,
        {
          tenant: row.tenant,
          streamVersion: row.stream_version,
          offer: row.offer,
          documentVersion: row.document_version,
        },
      ]),
    );
    const changed = new Set<string>();
    for (const event of events) {
      const tenant = event.metadata.tenant;
      // Every event carries a known tenant (the command side resolves it); anything else is not indexed.
      if (!isTenantId(tenant)) continue;
      const offerEvent = event as unknown as Exclude<Handled, BrandStoryEvent>;
      const { offerId } = offerEvent.data;
      const outcome = next(rows.get(offerId) ?? null, event, tenant, offerEvent);
      if (!outcome) continue;
      rows.set(offerId, outcome.row);
      changed.add(offerId);
      // Removed at the version after the last document's: a late copy of it stays out.
      if (outcome.removed)
        pending.removals.push({ tenant, offerId, documentVersion: outcome.removed.documentVersion + 1 });
    }
    const kept = [...changed].flatMap((offerId) => rows.get(offerId) ?? []);
    const gone = [...changed].filter((offerId) => rows.get(offerId) === null);
    if (gone.length > 0)
      await tx.query('DELETE FROM search_index_offers WHERE offer_id = ANY($1::uuid[])', [gone]);
    if (kept.length === 0) return;
    // From the batch's json, the offer kept as json: no binary document built to take it apart or store.
    await tx.query(
      `INSERT INTO search_index_offers (offer_id, tenant, stream_version, offer, company_id, document_version)
       SELECT r.offer_id, r.tenant, r.stream_version, r.offer, r.company_id, r.document_version
         FROM json_to_recordset($1::json)
           AS r(offer_id uuid, tenant text, stream_version integer, offer json, company_id text, document_version integer)
       ON CONFLICT (offer_id) DO UPDATE SET
         stream_version = excluded.stream_version, offer = excluded.offer,
         company_id = excluded.company_id, document_version = excluded.document_version
       WHERE search_index_offers.stream_version < excluded.stream_version`,
      [
        JSON.stringify(
          kept.map((row) => ({
            offer_id: row.offer.offerId,
            tenant: row.tenant,
            stream_version: row.streamVersion,
            offer: row.offer,
            company_id: row.offer.companyId,
            document_version: row.documentVersion,
          })),
        ),
      ],
    );
    const companies = [...new Set(kept.flatMap((row) => row.offer.companyId ?? []))];
    const stories = new Map<string, StoryCard>();
    if (companies.length > 0) {
      const found = await tx.query<{ company_id: string; story: StoryCard }>(
        `SELECT b.company_id, ${storyCardSql('b')} AS story
           FROM search_index_brand_stories b WHERE b.company_id = ANY($1::text[])`,
        [companies],
      );
      for (const { company_id, story } of found.rows) stories.set(company_id, story);
    }
    for (const row of kept)
      pending.documents.push(
        searchDocument(
          row.tenant,
          row.documentVersion,
          row.offer,
          (row.offer.companyId && stories.get(row.offer.companyId)) || null,
        ),
      );
  }

  /** The company's story changed: every indexed offer of the company gets a new document. */
  async function restory(tx: PoolClient, pending: PendingWrites, event: RecordedEvent) {
    const tenant = event.metadata.tenant;
    if (!isTenantId(tenant)) return;
    const storyEvent = event as unknown as BrandStoryEvent;
    await keepBrandStory(tx, 'search_index_brand_stories', storyEvent);
    const written = await tx.query<{
      offer: IndexedOffer;
      document_version: number;
      story: StoryCard | null;
    }>(
      `UPDATE search_index_offers SET document_version = document_version + 1
        WHERE company_id = $1 AND tenant = $2
        RETURNING offer, document_version,
          (SELECT ${storyCardSql('b')} FROM search_index_brand_stories b
            WHERE b.company_id = search_index_offers.company_id) AS story`,
      [storyEvent.data.companyId, tenant],
    );
    for (const row of written.rows)
      pending.documents.push(searchDocument(tenant, row.document_version, row.offer, row.story));
  }

  /**
   * Writes what the batch collected: documents first (the newest per offer wins), then removals,
   * one statement per tenant and version (versions keep the order right).
   */
  async function write(tx: PoolClient, pending: PendingWrites) {
    const writer = target(tx);
    if (pending.documents.length > 0) await writer.upsert(pending.documents);
    const removals = new Map<string, { tenant: TenantId; version: number; offerIds: string[] }>();
    for (const { tenant, offerId, documentVersion } of pending.removals) {
      const key = `${tenant}/${documentVersion}`;
      const group = removals.get(key) ?? { tenant, version: documentVersion, offerIds: [] };
      group.offerIds.push(offerId);
      removals.set(key, group);
    }
    for (const { tenant, version, offerIds } of removals.values())
      await writer.remove(tenant, offerIds, version);
  }

  /** Offer events in runs folded at once; a brand-story event applies between the runs around it. */
  const applyBatch = async (tx: PoolClient, events: readonly RecordedEvent[]) => {
    const pending: PendingWrites = { documents: [], removals: [] };
    let run: RecordedEvent[] = [];
    for (const event of events) {
      if (!isBrandStoryEvent(event as unknown as Handled)) {
        run.push(event);
        continue;
      }
      if (run.length > 0) await applyOfferEvents(tx, pending, run);
      run = [];
      await restory(tx, pending, event);
    }
    if (run.length > 0) await applyOfferEvents(tx, pending, run);
    await write(tx, pending);
  };

  return {
    name: 'search-index',
    // 4: the offers' `near` (the radius filter from the row, platform/src/search/near.ts). 5: list items
    // and indexed offers kept as json, taken from the batch's json (a version migrated from jsonb holds
    // jsonb's spacing of them).
    version: 5,
    handles: handledEvents,
    apply: (tx, event) => applyBatch(tx, [event]),
    applyBatch,
  };
}
