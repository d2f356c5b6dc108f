import { offerEventTypes, type OfferEvent } from '@tablica/domain/offers/offer';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { PoolClient } from '@tablica/platform/postgres/pool';
import type { Projection } from '@tablica/platform/projections/projection';
import { describeEvent, type TrackedOffer } from './changes';

/** The offer_history_events columns of an event, in the table's order. */
function historyLine(event: RecordedEvent, summary: string, changes: unknown): unknown[] {
  const { metadata } = event;
  return [
    (event.data as { offerId: string }).offerId,
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
    JSON.stringify(changes),
  ];
}

async function apply(tx: PoolClient, event: RecordedEvent): Promise<void> {
  const offerEvent = event as unknown as OfferEvent;
  const { offerId } = offerEvent.data;
  const current = await tx.query<{ stream_version: number; state: TrackedOffer }>(
    'SELECT stream_version, state FROM offer_history_offers WHERE offer_id = $1 FOR UPDATE',
    [offerId],
  );
  const row = current.rows[0];
  // Applied already (the runner applies each event once; this keeps a replay harmless too).
  if (row && row.stream_version >= event.streamVersion) return;
  const { summary, changes, next } = describeEvent(row?.state ?? null, offerEvent);
  const { metadata } = event;
  await tx.query(
    `INSERT INTO offer_history_events
       (offer_id, stream_version, event_id, global_position, type, occurred_at, recorded_at,
        actor_kind, actor_id, correlation_id, causation_id, summary, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (offer_id, stream_version) DO NOTHING`,
    historyLine(event, summary, changes),
  );
  await tx.query(
    `INSERT INTO offer_history_offers (offer_id, tenant, slug, stream_version, status, state)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (offer_id) DO UPDATE SET
       slug = excluded.slug, stream_version = excluded.stream_version, status = excluded.status,
       state = excluded.state`,
    [offerId, metadata.tenant, next.slug, event.streamVersion, next.status, JSON.stringify(next)],
  );
}

/**
 * A batch at once (catch-up and rebuilds): the offers it touches are read in one query, the events
 * described in memory exactly as `apply` would one at a time, and written in two multi-row statements.
 */
async function applyBatch(tx: PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  const ids = [...new Set(events.map((event) => (event as unknown as OfferEvent).data.offerId))];
  const stored = await tx.query<{ offer_id: string; stream_version: number; state: TrackedOffer }>(
    'SELECT offer_id, stream_version, state FROM offer_history_offers WHERE offer_id = ANY($1::uuid[]) FOR UPDATE',
    [ids],
  );
  const offers = new Map(stored.rows.map((row) => [row.offer_id, row]));
  const touched = new Map<string, { tenant: string; streamVersion: number; state: TrackedOffer }>();
  const lines: unknown[][] = [];
  for (const event of events) {
    const offerEvent = event as unknown as OfferEvent;
    const { offerId } = offerEvent.data;
    const row = offers.get(offerId);
    if (row && row.stream_version >= event.streamVersion) continue;
    const { summary, changes, next } = describeEvent(row?.state ?? null, offerEvent);
    const { metadata } = event;
    lines.push(historyLine(event, summary, changes));
    offers.set(offerId, { offer_id: offerId, stream_version: event.streamVersion, state: next });
    // An upsert keeps the tenant of the row's first insert.
    const tenant = touched.get(offerId)?.tenant ?? metadata.tenant;
    touched.set(offerId, { tenant, streamVersion: event.streamVersion, state: next });
  }
  if (lines.length === 0) return;
  await tx.query(
    `INSERT INTO offer_history_events
       (offer_id, stream_version, event_id, global_position, type, occurred_at, recorded_at,
        actor_kind, actor_id, correlation_id, causation_id, summary, changes)
     SELECT * FROM unnest($1::uuid[], $2::int[], $3::text[], $4::numeric[], $5::text[], $6::timestamptz[],
                          $7::timestamptz[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::jsonb[])
     ON CONFLICT (offer_id, stream_version) DO NOTHING`,
    lines[0]!.map((_, column) => lines.map((line) => line[column])),
  );
  const offersTouched = [...touched];
  await tx.query(
    `INSERT INTO offer_history_offers (offer_id, tenant, slug, stream_version, status, state)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::text[], $6::jsonb[])
     ON CONFLICT (offer_id) DO UPDATE SET
       slug = excluded.slug, stream_version = excluded.stream_version, status = excluded.status,
       state = excluded.state`,
    [
      offersTouched.map(([offerId]) => offerId),
      offersTouched.map(([, offer]) => offer.tenant),
      offersTouched.map(([, offer]) => offer.state.slug),
      offersTouched.map(([, offer]) => offer.streamVersion),
      offersTouched.map(([, offer]) => offer.state.status),
      offersTouched.map(([, offer]) => JSON.stringify(offer.state)),
    ],
  );
}

export const offerHistoryProjection: Projection = {
  name: 'offer-history',
  version: 1,
  // Every event of the aggregate: the audit trail leaves none out.
  handles: offerEventTypes,
  apply,
  applyBatch,
};
