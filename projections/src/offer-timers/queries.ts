import type { Queryable } from '@tablica/platform/postgres/pool';
import { readModel } from '@tablica/platform/projections/locator';
import { offerTimersProjection } from './apply';
import type { TimerKind } from './timing';

const offerTimers = readModel(offerTimersProjection.name);

export interface OfferTimerRecord {
  readonly offerId: string;
  readonly tenant: string;
  readonly kind: TimerKind;
  readonly dueAt: string;
  /** The offer's stream version whose event set this due time. */
  readonly streamVersion: number;
}

interface TimerRow {
  offer_id: string;
  tenant: string;
  kind: TimerKind;
  due_at: Date;
  stream_version: number;
}

const toRecord = (row: TimerRow): OfferTimerRecord => ({
  offerId: row.offer_id,
  tenant: row.tenant,
  kind: row.kind,
  dueAt: row.due_at.toISOString(),
  streamVersion: row.stream_version,
});

/** Where a page of `timersDueBy` ended; pass it back to read on. */
export interface TimerCursor {
  readonly dueAt: string;
  readonly offerId: string;
  readonly kind: TimerKind;
}

/** Timers due at or before `until`, soonest first, a page at a time. */
export async function timersDueBy(
  db: Queryable,
  until: Date,
  after: TimerCursor | null,
  limit: number,
): Promise<OfferTimerRecord[]> {
  const result = await offerTimers.read(db, (rm) =>
    db.query<TimerRow>(
      `SELECT offer_id, tenant, kind, due_at, stream_version FROM ${rm}.offer_timer
        WHERE due_at <= $1 AND ($2::timestamptz IS NULL OR (due_at, offer_id, kind) > ($2, $3::uuid, $4))
        ORDER BY due_at, offer_id, kind
        LIMIT $5`,
      [until, after?.dueAt ?? null, after?.offerId ?? null, after?.kind ?? null, limit],
    ),
  );
  return result.rows.map(toRecord);
}

/** An offer's timers, soonest first. */
export async function timersOfOffer(db: Queryable, offerId: string): Promise<OfferTimerRecord[]> {
  const result = await offerTimers.read(db, (rm) =>
    db.query<TimerRow>(
      `SELECT offer_id, tenant, kind, due_at, stream_version FROM ${rm}.offer_timer
        WHERE offer_id = $1 ORDER BY due_at, kind`,
      [offerId],
    ),
  );
  return result.rows.map(toRecord);
}
