import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEvent } from '../event-store/contract';
import { PostgresEventStore } from '../event-store/postgres';
import { caughtUp, createTestDatabase, untilAllReadable, type TestDatabase } from '../testing/database';
import { readTallyIn, tallyProjection } from '../testing/tally-projection';
import type { Projection } from './projection';
import { ensureActiveVersion, quoteIdentifier, requestRebuild } from './read-models';
import { rebuildProjection } from './rebuild';
import { ProjectionRunner } from './runner';

let database: TestDatabase;
let store: PostgresEventStore;
let projection: Projection;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore(database.pool, database.url);
  // The tally's tables plus an index only readers would use.
  const migrations = await mkdtemp(path.join(os.tmpdir(), 'deferred-indexes-'));
  await writeFile(
    path.join(migrations, '1763800000001_tally.sql'),
    `CREATE TABLE test_event_tally (event_id text PRIMARY KEY, stream_id text NOT NULL);
     CREATE TABLE test_stream_tally (stream_id text PRIMARY KEY, events integer NOT NULL);
     CREATE INDEX test_event_tally_stream ON test_event_tally (stream_id, event_id);
     -- Kept by apply only when nothing is deferred; the deferred fill counts it at the end.
     CREATE TABLE test_streams_seen (streams integer NOT NULL);
     -- What each applied event saw of the runner's setting.
     CREATE TABLE test_deferring (setting text);
     -- What the planner knew of the table the fill counts when the fill ran.
     CREATE TABLE test_fill_planned_with (reltuples real);`,
  );
  projection = {
    ...tallyProjection,
    name: 'test-deferred',
    migrations,
    deferredIndexes: ['test_event_tally_stream'],
    deferredFills: [
      'TRUNCATE test_streams_seen',
      'INSERT INTO test_streams_seen SELECT count(*) FROM test_stream_tally',
      "INSERT INTO test_fill_planned_with SELECT reltuples FROM pg_class WHERE oid = 'test_stream_tally'::regclass",
    ],
    async apply(tx, event) {
      await tallyProjection.apply(tx, event);
      await tx.query("INSERT INTO test_deferring VALUES (current_setting('tablica.deferring', true))");
    },
  };
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

const indexesIn = async (schema: string) =>
  (
    await database.pool.query<{ indexname: string }>(
      'SELECT indexname FROM pg_indexes WHERE schemaname = $1 ORDER BY indexname',
      [schema],
    )
  ).rows.map((row) => row.indexname);

const deferredOf = async (version: number) =>
  (
    await database.pool.query<{ deferred_indexes: string[] | null }>(
      'SELECT deferred_indexes FROM projection_versions WHERE name = $1 AND version = $2',
      [projection.name, version],
    )
  ).rows[0]?.deferred_indexes;

describe('deferred read indexes', () => {
  it('a first start and a build from zero drop them, fill what they deferred and create them once caught up (a build: before it switches)', async () => {
    for (let i = 0; i < 30; i++) await store.appendToStream(`deferred-${i % 7}`, [testEvent(), testEvent()]);
    // Another test file's open transaction can hold the readable head back; the build must see all 60.
    await untilAllReadable(database.pool);
    // A first start over a store that already holds events (a seeded board, a restored backup).
    const first = await ensureActiveVersion(database.pool, projection);
    expect(await indexesIn(first.schema)).not.toContain('test_event_tally_stream');
    expect(await deferredOf(first.version)).toEqual([
      expect.stringMatching(/^CREATE INDEX IF NOT EXISTS test_event_tally_stream ON /),
    ]);
    expect(await caughtUp(database.pool, store, [projection.name])).toBe(false);
    const live = new ProjectionRunner(database.pool, database.url, store, projection, {
      lanes: ['active'],
      batchSize: 7,
    });
    live.start();
    try {
      await vi.waitFor(
        async () => expect(await caughtUp(database.pool, store, [projection.name])).toBe(true),
        {
          timeout: 30_000,
          interval: 20,
        },
      );
    } finally {
      await live.stop();
    }
    expect(await indexesIn(first.schema)).toContain('test_event_tally_stream');
    expect(await deferredOf(first.version)).toBeNull();
    expect((await readTallyIn(database.pool, quoteIdentifier(first.schema))).events).toBe(60);
    const firstStreams = await database.pool.query(
      `SELECT streams FROM ${quoteIdentifier(first.schema)}.test_streams_seen`,
    );
    expect(firstStreams.rows).toEqual([{ streams: 7 }]);
    const firstSeen = await database.pool.query(
      `SELECT DISTINCT setting FROM ${quoteIdentifier(first.schema)}.test_deferring`,
    );
    expect(firstSeen.rows).toEqual([{ setting: 'on' }]);

    const { version: build } = await requestRebuild(database.pool, store, projection, 'test');
    expect(await indexesIn(build.schema)).not.toContain('test_event_tally_stream');
    expect(await deferredOf(build.version)).toEqual([
      expect.stringMatching(/^CREATE INDEX IF NOT EXISTS test_event_tally_stream ON /),
    ]);

    const rebuilt = await rebuildProjection(
      { pool: database.pool, store, connectionString: database.url },
      projection,
      { reason: 'test', dropAfterMs: 0 },
    );
    expect(rebuilt.version).toBe(build.version);
    expect(await indexesIn(build.schema)).toContain('test_event_tally_stream');
    expect(await deferredOf(build.version)).toBeNull();
    expect((await readTallyIn(database.pool, quoteIdentifier(build.schema))).events).toBe(60);
    // Every batch of the build ran with the setting on; the fill ran once, after the last of them.
    const seen = await database.pool.query(
      `SELECT DISTINCT setting FROM ${quoteIdentifier(build.schema)}.test_deferring`,
    );
    expect(seen.rows).toEqual([{ setting: 'on' }]);
    const streams = await database.pool.query(
      `SELECT streams FROM ${quoteIdentifier(build.schema)}.test_streams_seen`,
    );
    expect(streams.rows).toEqual([{ streams: 7 }]);
    // The fills are planned with statistics: the build's tables were analyzed before them (-1: never).
    const planned = await database.pool.query(
      `SELECT reltuples FROM ${quoteIdentifier(build.schema)}.test_fill_planned_with`,
    );
    expect(planned.rows).toEqual([{ reltuples: 7 }]);
  });

  it('a projection deferring an index its migrations do not create cannot start a build', async () => {
    const wrong: Projection = { ...projection, deferredIndexes: ['no_such_index'] };
    await expect(requestRebuild(database.pool, store, wrong, 'test')).rejects.toThrow(/no_such_index/);
  });
});
