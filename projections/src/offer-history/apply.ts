import { offerEventTypes, type OfferEvent } from '@tablica/domain/offers/offer';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { PoolClient } from '@tablica/platform/postgres/pool';
import type { Projection } from '@tablica/platform/projections/projection';
import { describeEvent, type TrackedOffer } from './changes';

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
    [
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
      JSON.stringify(changes),
    ],
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

export const offerHistoryProjection: Projection = {
  name: 'offer-history',
  version: 1,
  // Every event of the aggregate: the audit trail leaves none out.
  handles: offerEventTypes,
  apply,
};
