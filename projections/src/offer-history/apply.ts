import { offerEventTypes, type OfferEvent } from '@tablica/domain/offers/offer';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import { copyRows, copyText, type CopyValue } from '@tablica/platform/postgres/copy';
import type { PoolClient } from '@tablica/platform/postgres/pool';
import type { Projection } from '@tablica/platform/projections/projection';
import { describeEvent, type TrackedOffer } from './changes';

/** The events' columns, in the order `applyBatch` gives their values. */
const historyColumns = [
  'offer_id',
  'stream_version',
  'event_id',
  'global_position',
  'type',
  'occurred_at',
  'recorded_at',
  'actor_kind',
  'actor_id',
  'correlation_id',
  'causation_id',
  'summary',
  'changes',
] as const;

/** One event: a batch of one (the runner hands `applyBatch` its batches). */
const apply = (tx: PoolClient, event: RecordedEvent) => applyBatch(tx, [event]);

/**
 * A batch (one event live, a thousand catching up): the offers it touches are read in one query, the
 * events described in memory in order, and written in two multi-row statements. The rows read are not
 * locked: one runner at a time writes a read-model version (the runner's advisory lock), and a lock per
 * row cost a write of each row it read.
 */
async function applyBatch(tx: PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  const ids = [...new Set(events.map((event) => (event as unknown as OfferEvent).data.offerId))];
  const stored = await tx.query<{ offer_id: string; stream_version: number; state: TrackedOffer }>(
    'SELECT offer_id, stream_version, state FROM offer_history_offers WHERE offer_id = ANY($1::uuid[])',
    [ids],
  );
  const offers = new Map(stored.rows.map((row) => [row.offer_id, row]));
  const touched = new Map<
    string,
    { tenant: string; copiedFrom: string | null; streamVersion: number; state: TrackedOffer }
  >();
  const lines: CopyValue[][] = [];
  for (const event of events) {
    const offerEvent = event as unknown as OfferEvent;
    const { offerId } = offerEvent.data;
    const row = offers.get(offerId);
    if (row && row.stream_version >= event.streamVersion) continue;
    const { summary, changes, next } = describeEvent(row?.state ?? null, offerEvent);
    const { metadata } = event;
    lines.push([
      offerId,
      event.streamVersion,
      event.id,
      event.globalPosition,
      event.type,
      metadata.occurredAt,
      event.recordedAt,
      metadata.actor.kind,
      metadata.actor.id,
      metadata.correlationId,
      metadata.causationId,
      summary,
      changes,
    ]);
    offers.set(offerId, { offer_id: offerId, stream_version: event.streamVersion, state: next });
    // An upsert keeps the tenant and source of the row's first insert (a copy's first event names it).
    const first = touched.get(offerId);
    const tenant = first?.tenant ?? metadata.tenant;
    const copiedFrom =
      first?.copiedFrom ?? (offerEvent.type === 'OfferCopied' ? offerEvent.data.copiedFrom.offerId : null);
    touched.set(offerId, { tenant, copiedFrom, streamVersion: event.streamVersion, state: next });
  }
  if (lines.length === 0) return;
  // The offers first: while PostgreSQL upserts them, Node writes the events' text for the COPY below (in
  // a catch-up's batch of 1,000, about half the upsert's time; the two tables are independent). A failure
  // of the upsert is the one thrown, by the await.
  const upserting = tx.query(
    `INSERT INTO offer_history_offers (offer_id, tenant, slug, stream_version, status, state, copied_from)
     SELECT (j->>'offer_id')::uuid, j->>'tenant', j->>'slug', (j->>'stream_version')::integer,
            j->>'status', j->'state', (j->>'copied_from')::uuid
       FROM jsonb_array_elements($1::jsonb) j
     ON CONFLICT (offer_id) DO UPDATE SET
       slug = excluded.slug, stream_version = excluded.stream_version, status = excluded.status,
       state = excluded.state`,
    [
      JSON.stringify(
        [...touched].map(([offerId, offer]) => ({
          offer_id: offerId,
          tenant: offer.tenant,
          slug: offer.state.slug,
          stream_version: offer.streamVersion,
          status: offer.state.status,
          state: offer.state,
          copied_from: offer.copiedFrom,
        })),
      ),
    ],
  );
  upserting.catch(() => undefined);
  const rows = copyText(lines);
  await upserting;
  // COPY: each column parsed once from plain text (the changes as json, kept as written), where an
  // INSERT … SELECT over one JSON document built the document and took each field out of it (a third of
  // the insert's time). A plain insert: the offer's stored version above skipped every event applied
  // before, so a row already there would be a defect that fails the batch rather than one skipped in
  // silence (ON CONFLICT's speculative insertion cost a catch-up a fifth of its time).
  await copyRows(tx, 'offer_history_events', historyColumns, rows);
}

export const offerHistoryProjection: Projection = {
  name: 'offer-history',
  // 2: offers record the offer they were copied from. 3: changes kept as json, written by COPY (a
  // version migrated from jsonb holds jsonb's spacing of them).
  version: 3,
  // Every event of the aggregate: the audit trail leaves none out.
  handles: offerEventTypes,
  apply,
  applyBatch,
};
