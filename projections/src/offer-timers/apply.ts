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

/** The offer_timing columns after offer_id, tenant and stream_version, for a timing. */
function timingColumns(timing: OfferTiming) {
  const scheduled = timing.status === 'scheduled';
  return [
    timing.status,
    scheduled ? timing.publishAt : null,
    scheduled ? null : timing.publishedAt,
    scheduled ? null : timing.expiredAt,
    scheduled ? null : timing.bumpsUpCount,
    scheduled ? null : timing.bumpsUpEveryDays,
    scheduled ? null : timing.bumpsUsed,
    scheduled ? null : timing.lastBumpedAt,
  ] as const;
}

const timingUpdate = `ON CONFLICT (offer_id) DO UPDATE SET
       stream_version = excluded.stream_version, status = excluded.status, publish_at = excluded.publish_at,
       published_at = excluded.published_at, expired_at = excluded.expired_at,
       bumps_up_count = excluded.bumps_up_count, bumps_up_every_days = excluded.bumps_up_every_days,
       bumps_used = excluded.bumps_used, last_bumped_at = excluded.last_bumped_at`;

async function saveTiming(tx: PoolClient, event: RecordedEvent, offerId: string, timing: OfferTiming) {
  await tx.query(
    `INSERT INTO offer_timing
       (offer_id, tenant, stream_version, status, publish_at, published_at, expired_at, bumps_up_count,
        bumps_up_every_days, bumps_used, last_bumped_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ${timingUpdate}`,
    [offerId, event.metadata.tenant, event.streamVersion, ...timingColumns(timing)],
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

interface FoldedTimer {
  readonly tenant: string;
  readonly dueAt: string;
  readonly streamVersion: number;
}

/** An offer as the batch leaves it: its timing (null: no clock, no row) and its timers by kind. */
interface Folded {
  tenant: string;
  streamVersion: number;
  timing: OfferTiming | null;
  timers: Map<string, FoldedTimer>;
}

/**
 * A batch at once (catch-up and rebuilds): the rows it touches are read in two queries, the events
 * folded in memory exactly as `apply` would one at a time, and the results written in four statements.
 */
async function applyBatch(tx: PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  const ids = [...new Set(events.map((event) => (event as unknown as TimedEvent).data.offerId))];
  const stored = await tx.query<TimingRow & { offer_id: string; tenant: string }>(
    'SELECT * FROM offer_timing WHERE offer_id = ANY($1::uuid[])',
    [ids],
  );
  const offers = new Map<string, Folded>();
  for (const row of stored.rows)
    offers.set(row.offer_id, {
      tenant: row.tenant,
      streamVersion: row.stream_version,
      timing: timingOf(row),
      timers: new Map(),
    });
  const timerRows = await tx.query<{
    offer_id: string;
    kind: string;
    tenant: string;
    due_at: Date;
    stream_version: number;
  }>('SELECT * FROM offer_timer WHERE offer_id = ANY($1::uuid[])', [ids]);
  for (const row of timerRows.rows)
    offers.get(row.offer_id)?.timers.set(row.kind, {
      tenant: row.tenant,
      dueAt: row.due_at.toISOString(),
      streamVersion: row.stream_version,
    });
  const touched = new Set<string>();
  for (const event of events) {
    const offerEvent = event as unknown as TimedEvent;
    const { offerId } = offerEvent.data;
    const current = offers.get(offerId);
    const present = current?.timing ? current : undefined;
    if (present && present.streamVersion >= event.streamVersion) continue;
    touched.add(offerId);
    const timing = evolveTiming(present?.timing ?? null, offerEvent);
    if (timing === null) {
      offers.set(offerId, {
        tenant: event.metadata.tenant,
        streamVersion: 0,
        timing: null,
        timers: new Map(),
      });
      continue;
    }
    // An upsert keeps the row's tenant; the timers of a row deleted meanwhile went with it.
    const tenant = present?.tenant ?? event.metadata.tenant;
    const before = present?.timers ?? new Map<string, FoldedTimer>();
    const timers = new Map<string, FoldedTimer>();
    for (const timer of timersOf(timing)) {
      const kept = before.get(timer.kind);
      // A timer keeps the version that set its due time: an event that leaves it as it was does not touch it.
      timers.set(
        timer.kind,
        kept && Date.parse(kept.dueAt) === Date.parse(timer.dueAt)
          ? kept
          : {
              tenant: kept?.tenant ?? event.metadata.tenant,
              dueAt: timer.dueAt,
              streamVersion: event.streamVersion,
            },
      );
    }
    offers.set(offerId, { tenant, streamVersion: event.streamVersion, timing, timers });
  }
  const final = [...touched].map((offerId) => [offerId, offers.get(offerId)!] as const);
  const gone = final.filter(([, offer]) => offer.timing === null).map(([offerId]) => offerId);
  const kept = final.filter(([, offer]) => offer.timing !== null);
  // Gone: the row and (ON DELETE CASCADE) its timers.
  if (gone.length > 0) await tx.query('DELETE FROM offer_timing WHERE offer_id = ANY($1::uuid[])', [gone]);
  if (kept.length === 0) return;
  const columns = kept.map(([offerId, offer]) => [
    offerId,
    offer.tenant,
    offer.streamVersion,
    ...timingColumns(offer.timing!),
  ]);
  await tx.query(
    `INSERT INTO offer_timing
       (offer_id, tenant, stream_version, status, publish_at, published_at, expired_at, bumps_up_count,
        bumps_up_every_days, bumps_used, last_bumped_at)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::timestamptz[], $6::timestamptz[],
                          $7::timestamptz[], $8::int[], $9::int[], $10::int[], $11::timestamptz[])
     ${timingUpdate}`,
    columns[0]!.map((_, column) => columns.map((row) => row[column])),
  );
  const timers = kept.flatMap(([offerId, offer]) =>
    [...offer.timers].map(([kind, timer]) => ({ offerId, kind, ...timer })),
  );
  await tx.query(
    `DELETE FROM offer_timer WHERE offer_id = ANY($1::uuid[]) AND NOT (offer_id::text || '/' || kind = ANY($2::text[]))`,
    [kept.map(([offerId]) => offerId), timers.map((timer) => `${timer.offerId}/${timer.kind}`)],
  );
  if (timers.length === 0) return;
  await tx.query(
    `INSERT INTO offer_timer (offer_id, kind, tenant, due_at, stream_version)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::int[])
     ON CONFLICT (offer_id, kind) DO UPDATE SET due_at = excluded.due_at, stream_version = excluded.stream_version`,
    [
      timers.map((timer) => timer.offerId),
      timers.map((timer) => timer.kind),
      timers.map((timer) => timer.tenant),
      timers.map((timer) => timer.dueAt),
      timers.map((timer) => timer.streamVersion),
    ],
  );
}

export const offerTimersProjection: Projection = {
  name: 'offer-timers',
  version: 1,
  handles: timedEvents,
  apply,
  applyBatch,
};
