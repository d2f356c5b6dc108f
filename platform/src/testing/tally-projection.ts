import type { Queryable } from '../postgres/pool';
import type { Projection } from '../projections/projection';

/**
 * A projection that shows double application: one row per event (a repeat would break the primary key)
 * and a per-stream counter (a repeat would over-count). Used by the runner and crash tests.
 */
export const tallyProjection: Projection = {
  name: 'test-tally',
  version: 1,
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

export async function createTallyTables(db: Queryable): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS test_event_tally (event_id uuid PRIMARY KEY, stream_id text NOT NULL);
    CREATE TABLE IF NOT EXISTS test_stream_tally (stream_id text PRIMARY KEY, events integer NOT NULL);
  `);
}
