import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { PoolClient } from '@tablica/platform/postgres/pool';
import type { Projection } from '@tablica/platform/projections/projection';
import { evolveTiming, timedEvents, timersOf, type OfferTiming, type TimedEvent } from './timing';

/**
 * The offer-timers read model: per scheduled or published offer its timing (`offer_timing`) and the
 * transitions due from it (`offer_timer`: publish, expire, bump). A pure read model like the others:
 * rebuilt from the events, it comes out the same. The jobs that carry the transitions out are made
 * from it by `./scheduler.ts`, outside the runner's transaction, so a rebuild sends nothing.
 */

interface TimingRow {
  stream_version: number;
  status: 'scheduled' | 'published';
  publish_at: Date | null;
  published_at: Date | null;
  expired_at: Date | null;
  bumps_up_count: number | null;
  bumps_up_every_days: number | null;
  bumps_used: number | null;
  last_bumped_at: Date | null;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

function timingOf(row: TimingRow): OfferTiming {
  if (row.status === 'scheduled') return { status: 'scheduled', publishAt: iso(row.publish_at)! };
  return {
    status: 'published',
    publishedAt: iso(row.published_at)!,
    expiredAt: iso(row.expired_at)!,
    bumpsUpCount: row.bumps_up_count ?? 0,
    bumpsUpEveryDays: row.bumps_up_every_days ?? 0,
    bumpsUsed: row.bumps_used ?? 0,
    lastBumpedAt: iso(row.last_bumped_at),
  };
}

async function saveTiming(tx: PoolClient, event: RecordedEvent, offerId: string, timing: OfferTiming) {
  const scheduled = timing.status === 'scheduled';
  await tx.query(
    `INSERT INTO offer_timing
       (offer_id, tenant, stream_version, status, publish_at, published_at, expired_at, bumps_up_count,
        bumps_up_every_days, bumps_used, last_bumped_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (offer_id) DO UPDATE SET
       stream_version = excluded.stream_version, status = excluded.status, publish_at = excluded.publish_at,
       published_at = excluded.published_at, expired_at = excluded.expired_at,
       bumps_up_count = excluded.bumps_up_count, bumps_up_every_days = excluded.bumps_up_every_days,
       bumps_used = excluded.bumps_used, last_bumped_at = excluded.last_bumped_at`,
    [
      offerId,
      event.metadata.tenant,
      event.streamVersion,
      timing.status,
      scheduled ? timing.publishAt : null,
      scheduled ? null : timing.publishedAt,
      scheduled ? null : timing.expiredAt,
      scheduled ? null : timing.bumpsUpCount,
      scheduled ? null : timing.bumpsUpEveryDays,
      scheduled ? null : timing.bumpsUsed,
      scheduled ? null : timing.lastBumpedAt,
    ],
  );
}

async function apply(tx: PoolClient, event: RecordedEvent): Promise<void> {
  const offerEvent = event as unknown as TimedEvent;
  const { offerId } = offerEvent.data;
  const found = await tx.query<TimingRow>('SELECT * FROM offer_timing WHERE offer_id = $1', [offerId]);
  const row = found.rows[0];
  if (row && row.stream_version >= event.streamVersion) return;
  const timing = evolveTiming(row ? timingOf(row) : null, offerEvent);
  if (timing === null) {
    // Its timers go with it (ON DELETE CASCADE): jobs already queued for them will find nothing to do.
    await tx.query('DELETE FROM offer_timing WHERE offer_id = $1', [offerId]);
    return;
  }
  await saveTiming(tx, event, offerId, timing);
  const timers = timersOf(timing);
  await tx.query('DELETE FROM offer_timer WHERE offer_id = $1 AND NOT (kind = ANY($2::text[]))', [
    offerId,
    timers.map((timer) => timer.kind),
  ]);
  for (const timer of timers)
    // A timer keeps the version that set its due time: an event that leaves it as it was does not touch it.
    await tx.query(
      `INSERT INTO offer_timer (offer_id, kind, tenant, due_at, stream_version) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (offer_id, kind) DO UPDATE SET due_at = excluded.due_at, stream_version = excluded.stream_version
       WHERE offer_timer.due_at IS DISTINCT FROM excluded.due_at`,
      [offerId, timer.kind, event.metadata.tenant, timer.dueAt, event.streamVersion],
    );
}

export const offerTimersProjection: Projection = {
  name: 'offer-timers',
  version: 1,
  handles: timedEvents,
  apply,
};
