import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { PoolClient } from '@tablica/platform/postgres/pool';

/** A row of a read-model table keyed by `offer_id`, by its column names. */
export type OfferRow = Record<string, unknown> & { readonly offer_id: string };

/** The offer an event is about (`data.offerId`), or null (a brand story's event). */
export const offerIdOf = (event: RecordedEvent): string | null =>
  (event.data as { offerId?: string }).offerId ?? null;

/** A table's rows for the offers of a batch, as the events seen so far leave them. */
export class OfferRows {
  private readonly rows = new Map<string, OfferRow | null>();
  private readonly touched = new Set<string>();

  constructor(stored: readonly OfferRow[]) {
    for (const row of stored) this.rows.set(row.offer_id, row);
  }

  get(offerId: string): OfferRow | undefined {
    return this.rows.get(offerId) ?? undefined;
  }

  put(row: OfferRow): void {
    this.rows.set(row.offer_id, row);
    this.touched.add(row.offer_id);
  }

  /** The in-memory twin of guardedUpdate (../guarded-update.ts): only a row older than the event changes. */
  guarded(event: RecordedEvent, offerId: string, change: Record<string, unknown>): void {
    const row = this.get(offerId);
    if (row && (row.stream_version as number) < event.streamVersion)
      this.put({ ...row, stream_version: event.streamVersion, ...change });
  }

  remove(offerId: string): void {
    this.rows.set(offerId, null);
    this.touched.add(offerId);
  }

  /** What to write: the offers whose row is gone, and the rows to upsert. */
  changes(): { gone: string[]; rows: OfferRow[] } {
    const final = [...this.touched].map((offerId) => [offerId, this.rows.get(offerId)] as const);
    return {
      gone: final.filter(([, row]) => !row).map(([offerId]) => offerId),
      rows: final.flatMap(([, row]) => (row ? [row] : [])),
    };
  }
}

/**
 * A batch applied to tables with one row per offer (catch-up and rebuilds): the rows of the batch's
 * offers are read in one query per table, `step` folds each event into them in memory (in order,
 * exactly as the projection's `apply` would one event at a time; it may write other tables itself),
 * and each table is then written in two statements: one DELETE, one multi-row upsert of whole rows.
 */
export async function applyToOfferRows<Table extends string>(
  tx: PoolClient,
  tables: readonly Table[],
  events: readonly RecordedEvent[],
  step: (rows: Record<Table, OfferRows>, event: RecordedEvent) => Promise<void> | void,
): Promise<void> {
  const ids = [...new Set(events.map(offerIdOf).filter((id) => id !== null))];
  const rows = {} as Record<Table, OfferRows>;
  const columns = {} as Record<Table, string[]>;
  for (const table of tables) {
    const stored = await tx.query<OfferRow>(`SELECT * FROM ${table} WHERE offer_id = ANY($1::uuid[])`, [ids]);
    rows[table] = new OfferRows(stored.rows);
    columns[table] = stored.fields.map((field) => field.name);
  }
  for (const event of events) await step(rows, event);
  for (const table of tables) {
    const { gone, rows: upserts } = rows[table].changes();
    if (gone.length > 0) await tx.query(`DELETE FROM ${table} WHERE offer_id = ANY($1::uuid[])`, [gone]);
    if (upserts.length === 0) continue;
    const set = columns[table]
      .filter((column) => column !== 'offer_id')
      .map((column) => `${column} = excluded.${column}`);
    await tx.query(
      `INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
       ON CONFLICT (offer_id) DO ${set.length > 0 ? `UPDATE SET ${set.join(', ')}` : 'NOTHING'}`,
      [JSON.stringify(upserts)],
    );
  }
}
