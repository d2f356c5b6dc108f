import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { ConcurrencyError } from '@tablica/domain/errors';
import { createPool } from '../postgres/pool';
import { createTestDatabase } from '../testing/database';
import { streamCategory } from './category';
import { handleCommand } from './command-handler';
import { eventStoreContract, testEvent } from './contract';
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
        `INSERT INTO events (event_id, stream_id, stream_version, category, type, data, metadata)
         VALUES ($1, $2, 1, $3, $4, $5, $6)`,
        [
          event.id,
          streamId,
          streamCategory(streamId),
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
        ],
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

describe('appends on a store never analyzed', () => {
  it('find duplicates and streams through their unique indexes, never a sequential scan', async () => {
    const database = await createTestDatabase();
    // One connection, so its prepared statements' cached plans (generic after five calls) are the ones
    // measured.
    const pool = createPool(database.url, 1);
    const store = new PostgresEventStore(pool, database.url);
    const seqScans = async () => {
      // This backend's statistics reach the shared ones when a transaction ends.
      await pool.query('SELECT pg_stat_force_next_flush()');
      const scans = await pool.query<{ relname: string; seq_scan: string }>(
        "SELECT relname, seq_scan FROM pg_stat_user_tables WHERE relname IN ('events', 'event_streams') ORDER BY relname",
      );
      return scans.rows.map((row) => [row.relname, Number(row.seq_scan)]);
    };
    try {
      const before = await seqScans();
      for (let i = 0; i < 30; i++) {
        const stream = `plan-${i % 3}`;
        // Both statements: one event, and two.
        const count = i % 2 === 0 ? 1 : 2;
        await store.appendToStream(
          stream,
          Array.from({ length: count }, () => testEvent('Planned')),
          { expectedVersion: i < 3 ? 'no_stream' : 'stream_exists' },
        );
      }
      expect(await seqScans()).toEqual(before);
      const streams = await pool.query<{ version: number }>(
        'SELECT version FROM event_streams ORDER BY stream_id',
      );
      expect(streams.rows.map((row) => row.version)).toEqual([15, 15, 15]);
    } finally {
      await store.close();
      await pool.end();
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

describe('an append listing one event id twice', () => {
  it('is refused before it reaches the database, and writes nothing', async () => {
    const database = await createTestDatabase();
    const store = new PostgresEventStore(database.pool, database.url);
    try {
      const event = testEvent();
      const stream = `twice-${randomUUID()}`;
      await expect(store.appendToStream(stream, [event, testEvent(), event])).rejects.toMatchObject({
        code: 'event_store.repeated_event_id',
      });
      expect(await store.readStream(stream)).toEqual([]);
    } finally {
      await store.close();
      await database.drop();
    }
  });
});

describe('waking the readers after an append', () => {
  it("wakes the store's own readers at once and another process's by NOTIFY, each once", async () => {
    const database = await createTestDatabase();
    // Two stores on one database: the writer's process and another one.
    const writer = new PostgresEventStore(database.pool, database.url);
    const other = new PostgresEventStore(database.pool, database.url);
    try {
      let own = 0;
      let others = 0;
      writer.onAppended(() => own++);
      other.onAppended(() => others++);
      // Both LISTEN before the append (the first onAppended opens the listening connection).
      await vi.waitFor(async () => {
        const listening = await database.pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'tablica-listen' AND datname = current_database()",
        );
        expect(listening.rows[0]!.n).toBe(2);
      });
      await writer.appendToStream(`wake-${randomUUID()}`, [testEvent()]);
      // The own readers are woken before the append's caller goes on (a microtask), not by the database.
      await Promise.resolve();
      expect(own).toBe(1);
      await vi.waitFor(() => expect(others).toBe(1));
      // The writer's own NOTIFY reached its listening connection too, and was ignored there.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect([own, others]).toEqual([1, 1]);
    } finally {
      await writer.close();
      await other.close();
      await database.drop();
    }
  });
});
