import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../postgres/pool';
import type { Projection } from '../projections/projection';
import { activeCheckpoint, findVersion, quoteIdentifier } from '../projections/read-models';

/**
 * A projection that shows double application: one row per event (a repeat would break the primary key)
 * and a per-stream counter (a repeat would over-count). Used by the runner, rebuild and crash tests.
 * Its tables come from `tally-migrations/`, created in each read-model version's own schema.
 */
export const tallyProjection: Projection = {
  name: 'test-tally',
  version: 1,
  migrations: path.join(path.dirname(fileURLToPath(import.meta.url)), 'tally-migrations'),
  async apply(tx, event) {
    await tx.query('INSERT INTO test_event_tally (event_id, stream_id) VALUES ($1, $2)', [
      event.id,
      event.streamId,
    ]);
    await tx.query(
      `INSERT INTO test_stream_tally (stream_id, events) VALUES ($1, 1)
       ON CONFLICT (stream_id) DO UPDATE SET events = test_stream_tally.events + 1`,
      [event.streamId],
    );
  },
};

export interface Tally {
  /** Rows in test_event_tally: events applied (each at most once, or the primary key breaks). */
  readonly events: number;
  /** Per-stream counters: events applied per stream, repeats included. */
  readonly byStream: Record<string, number>;
}

/** What a version of the tally read model holds (the active one by default), read in one snapshot. */
export async function readTally(db: Queryable, version?: number): Promise<Tally> {
  const schema =
    version === undefined
      ? (await activeCheckpoint(db, tallyProjection.name))?.schema
      : (await findVersion(db, tallyProjection.name, version))?.schema;
  if (!schema) throw new Error(`no ${version === undefined ? 'active' : `v${version}`} tally read model`);
  return readTallyIn(db, quoteIdentifier(schema));
}

/** The tally in a given (quoted) schema, in one statement, so both tables come from the same snapshot. */
export async function readTallyIn(db: Queryable, schema: string): Promise<Tally> {
  const result = await db.query<{ events: number; by_stream: Record<string, number> }>(
    `SELECT (SELECT count(*)::int FROM ${schema}.test_event_tally) AS events,
            (SELECT coalesce(json_object_agg(stream_id, events), '{}'::json) FROM ${schema}.test_stream_tally) AS by_stream`,
  );
  return { events: result.rows[0]!.events, byStream: result.rows[0]!.by_stream };
}
