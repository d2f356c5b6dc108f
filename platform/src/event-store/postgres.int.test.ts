import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { ConcurrencyError } from '@tablica/domain/errors';
import { createTestDatabase } from '../testing/database';
import { handleCommand } from './command-handler';
import { eventStoreContract } from './contract';
import { PostgresEventStore } from './postgres';

eventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase();
  const store = new PostgresEventStore(database.pool, database.url);
  return {
    store,
    async holdOpenAppend(streamId, event) {
      // What an append does, paused before COMMIT: the row has its position and transaction id.
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata) VALUES ($1, $2, 1, $3, $4, $5)`,
        [event.id, streamId, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)],
      );
      return {
        async commit() {
          await client.query('COMMIT');
          await client.end();
        },
      };
    },
    async cleanup() {
      await store.close();
      await database.drop();
    },
  };
});

describe('append_to_stream on a store never analyzed', () => {
  it('finds duplicates and streams through their unique indexes, never a sequential scan', async () => {
    const database = await createTestDatabase();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // One connection, so PL/pgSQL's cached plans (generic after five calls) are the ones measured;
      // one transaction, so pg_stat_xact_user_tables counts exactly these calls' scans.
      await client.query('BEGIN');
      const metadata = JSON.stringify({ tenant: 'it', correlationId: 'c', causationId: null });
      for (let i = 0; i < 30; i++) {
        const ids = [randomUUID(), randomUUID()];
        const stream = `plan-${i % 3}`;
        await client.query(
          "SELECT * FROM append_to_stream($1, 'any', $2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[])",
          [stream, ids, ['Planned', 'Planned'], ['{}', '{}'], [metadata, metadata]],
        );
      }
      const scans = await client.query<{ relname: string; seq_scan: string }>(
        "SELECT relname, seq_scan FROM pg_stat_xact_user_tables WHERE relname IN ('events', 'event_streams')",
      );
      expect(scans.rows.map((row) => [row.relname, Number(row.seq_scan)]).sort()).toEqual([
        ['event_streams', 0],
        ['events', 0],
      ]);
      const streams = await client.query<{ version: number }>(
        'SELECT version FROM event_streams ORDER BY stream_id',
      );
      expect(streams.rows.map((row) => row.version)).toEqual([20, 20, 20]);
      await client.query('ROLLBACK');
    } finally {
      await client.end();
      await database.drop();
    }
  });
});

describe('handleCommand with the state the caller has just read', () => {
  const counter = {
    initialState: () => 0,
    evolve: (count: number) => count + 1,
    decide: (command: { readonly add: number }, count: number) =>
      Array.from({ length: command.add }, (_, n) => ({ type: 'Counted', data: { n: count + n } })),
  };
  const options = (history?: Awaited<ReturnType<PostgresEventStore['readStream']>>) => ({
    context: {},
    newEventId: randomUUID,
    known: history && { state: history.length, version: history.length },
    metadata: {
      tenant: 'it',
      actor: { kind: 'system', id: 'test' } as const,
      correlationId: 'c',
      causationId: null,
      occurredAt: new Date().toISOString(),
    },
  });

  it('appends at that version without reading again; a write in between fails the append', async () => {
    const database = await createTestDatabase();
    const store = new PostgresEventStore(database.pool, database.url);
    try {
      const stream = `counter-${randomUUID()}`;
      await handleCommand(store, stream, counter, { add: 2 }, options());
      const history = await store.readStream(stream);
      const reads = vi.spyOn(store, 'readStream');
      const appended = await handleCommand(store, stream, counter, { add: 1 }, options(history));
      expect(reads).not.toHaveBeenCalled();
      expect(appended.events).toEqual([{ type: 'Counted', data: { n: 2 } }]);
      // `history` is now one event behind the stream: its version no longer holds.
      await expect(
        handleCommand(store, stream, counter, { add: 1 }, options(history)),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      expect((await store.readStream(stream)).map((event) => event.data)).toEqual([
        { n: 0 },
        { n: 1 },
        { n: 2 },
      ]);
    } finally {
      await store.close();
      await database.drop();
    }
  });
});
