import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEvent } from '../event-store/contract';
import { PostgresEventStore } from '../event-store/postgres';
import { caughtUp, createTestDatabase, untilAllReadable, type TestDatabase } from '../testing/database';
import { readTally, readTallyIn, tallyProjection, type Tally } from '../testing/tally-projection';
import { ReadModelLocator } from './locator';
import type { Projection } from './projection';
import { activeCheckpoint, listVersions, requestRebuild } from './read-models';
import { RebuildInterrupted, rebuildProjection } from './rebuild';
import { ProjectionRunner } from './runner';
import type { BuildStatus } from './status';

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore(database.pool, database.url);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

const deps = () => ({ pool: database.pool, connectionString: database.url, store });

async function until(condition: () => Promise<boolean>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Two events per append, ten appends at a time, over 23 streams. */
async function append(events: number, prefix: string) {
  for (let i = 0; i < events; i += 20)
    await Promise.all(
      Array.from({ length: Math.min(10, (events - i) / 2) }, (_, j) =>
        store.appendToStream(`${prefix}-${(i / 2 + j) % 23}`, [testEvent(), testEvent()]),
      ),
    );
}

/**
 * Appends two events at a time to a handful of streams, at most ~60 a second, until stopped: well below
 * what a rebuild applies on a loaded machine (appends every 5 ms outran a rebuild of 20-event batches
 * there, and the build never caught up).
 */
function appending() {
  let running = true;
  let appended = 0;
  const loop = (async () => {
    while (running) {
      await store.appendToStream(`live-${appended % 13}`, [testEvent(), testEvent()]);
      appended += 2;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return appended;
    },
  };
}

/**
 * Reads the tally through a locator as fast as it can, as the query API would, and records anything a
 * reader must never see: a failed query, a read model inconsistent within one snapshot, one that went
 * back (a partial or emptier read model) or fell below `floor`.
 */
function reading(locator: ReadModelLocator, floor: number) {
  let running = true;
  const problems: string[] = [];
  const schemas: string[] = [];
  let reads = 0;
  let last: Tally | null = null;
  const loop = (async () => {
    while (running) {
      try {
        let schema = '';
        const tally = await locator.read(tallyProjection.name, (located) => {
          schema = located;
          return readTallyIn(database.pool, located);
        });
        reads++;
        if (schemas.at(-1) !== schema) schemas.push(schema);
        const counted = Object.values(tally.byStream).reduce((sum, n) => sum + n, 0);
        if (counted !== tally.events) problems.push(`inconsistent: ${tally.events} rows, ${counted} counted`);
        if (tally.events < floor) problems.push(`below the floor: ${tally.events} < ${floor}`);
        if (last && tally.events < last.events) problems.push(`went back: ${last.events} → ${tally.events}`);
        last = tally;
      } catch (error) {
        problems.push(`failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { problems, schemas, reads };
    },
  };
}

async function eventsByStream(): Promise<Record<string, number>> {
  const result = await database.pool.query<{ stream_id: string; n: number }>(
    'SELECT stream_id, count(*)::int AS n FROM events GROUP BY stream_id',
  );
  return Object.fromEntries(result.rows.map((row) => [row.stream_id, row.n]));
}

async function eventCount(): Promise<number> {
  return (await database.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n;
}

const tallyCaughtUp = () => caughtUp(database.pool, store, [tallyProjection.name]);

/** One row per event and per-stream counters equal to the stream lengths: nothing lost, nothing twice. */
async function expectExact(version?: number) {
  const tally = await readTally(database.pool, version);
  expect(tally.byStream).toEqual(await eventsByStream());
  expect(tally.events).toBe(await eventCount());
}

const schemaExists = async (schema: string) =>
  (await database.pool.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema])).rowCount === 1;

describe('blue/green rebuild', () => {
  it('builds v2 from position zero while v1 keeps serving and moving, switches without losing or repeating an event, then drops v1', async () => {
    const live = new ProjectionRunner(database.pool, database.url, store, tallyProjection, {
      lanes: ['active'],
      dropAfterMs: 300,
    });
    live.start();
    try {
      await append(2000, 'before');
      await until(tallyCaughtUp);
      const floor = (await readTally(database.pool)).events;
      expect(floor).toBe(2000);

      const appender = appending();
      // One reader shares the process's locator (told of the switch at once); the other holds on to
      // its location for a minute, like another process would, and so meets v1 being dropped.
      const fresh = reading(new ReadModelLocator(database.pool, 50), floor);
      const stale = reading(new ReadModelLocator(database.pool, 60_000), floor);
      const progress: BuildStatus[] = [];
      const result = await rebuildProjection(deps(), tallyProjection, {
        batchSize: 20,
        progressEveryMs: 50,
        dropAfterMs: 300,
        onProgress: (report) => progress.push(report),
      });
      // v1 is dropped after dropAfterMs, by this call or by the live runner, whichever comes first.
      expect(result).toMatchObject({ version: 2, started: true });
      await new Promise((resolve) => setTimeout(resolve, 300)); // appends go on after the switch
      const appended = await appender.stop();
      await until(tallyCaughtUp);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [seenFresh, seenStale] = await Promise.all([fresh.stop(), stale.stop()]);

      expect(appended).toBeGreaterThan(0);
      expect(seenFresh.problems).toEqual([]);
      expect(seenStale.problems).toEqual([]);
      expect(seenFresh.schemas).toEqual(['"rm_test_tally_v1"', '"rm_test_tally_v2"']);
      expect(seenStale.schemas).toEqual(['"rm_test_tally_v1"', '"rm_test_tally_v2"']);
      expect(seenFresh.reads).toBeGreaterThan(20);

      await expectExact();
      expect(live.status).toMatchObject({ active: true, version: 2 });
      expect(await schemaExists('rm_test_tally_v1')).toBe(false);
      const versions = await listVersions(database.pool, tallyProjection.name);
      expect(versions.map((v) => [v.version, v.state, v.droppedAt !== null])).toEqual([
        [1, 'retired', true],
        [2, 'active', false],
      ]);
      // Compared at the switch, where both stood at the same checkpoint: the same rows, table by table.
      const comparison = versions[1]!.comparison!;
      expect(comparison).toMatchObject({ previousVersion: 1 });
      expect(comparison.tables.map((table) => table.table)).toEqual([
        'test_event_tally',
        'test_stream_tally',
      ]);
      for (const table of comparison.tables) {
        expect(table.same).toBe(true);
        expect(table.current).toEqual(table.previous);
      }
      expect(comparison.tables[0]!.current!.rows).toBeGreaterThanOrEqual(floor);

      // Progress: percent of the store's events, a rate and an ETA while under way; 100% at the end.
      const underWay = progress.filter((report) => report.state === 'building' && report.percent !== null);
      expect(underWay.some((report) => report.percent! > 0 && report.percent! < 100)).toBe(true);
      expect(underWay.some((report) => (report.eventsPerSecond ?? 0) > 0 && report.etaSeconds !== null)).toBe(
        true,
      );
      expect(progress.at(-1)).toMatchObject({ state: 'active', percent: 100, version: 2 });
    } finally {
      await live.stop();
    }
  });

  it('is idempotent and resumable: an interrupted rebuild continues from its checkpoint', async () => {
    await append(2000, 'resume');
    const first = new AbortController();
    const interrupted = rebuildProjection(deps(), tallyProjection, {
      batchSize: 5,
      progressEveryMs: 20,
      signal: first.signal,
      onProgress: (report) => {
        if (report.eventsApplied > 500) first.abort();
      },
    });
    await expect(interrupted).rejects.toBeInstanceOf(RebuildInterrupted);
    const [, building] = (await listVersions(database.pool, tallyProjection.name)).filter(
      (version) => version.state !== 'retired',
    );
    expect(building).toMatchObject({ version: 3, state: 'building', reason: 'cli' });
    const appliedBefore = (
      await database.pool.query(
        "SELECT events_handled FROM projection_checkpoints WHERE name = 'test-tally@v3'",
      )
    ).rows[0].events_handled;
    expect(Number(appliedBefore)).toBeGreaterThan(500);

    // Asking again does not start another version: the same one is continued.
    expect(await requestRebuild(database.pool, store, tallyProjection, 'admin')).toMatchObject({
      created: false,
      version: { version: 3 },
    });
    // v2 stands where the first test left it: the build goes on to the readable head, so it must be the whole store.
    await untilAllReadable(database.pool);
    const resumed = await rebuildProjection(deps(), tallyProjection, { dropAfterMs: 0 });
    expect(resumed).toMatchObject({ version: 3, started: false, dropped: ['rm_test_tally_v2'] });
    await expectExact(3);
  });

  it('rebuilds by itself at start-up when the code version is bumped, while the old version serves', async () => {
    await append(1000, 'bump');
    const bumped: Projection = { ...tallyProjection, version: 2 };
    const floor = (await readTally(database.pool)).events;
    const reader = reading(new ReadModelLocator(database.pool, 20), floor);
    // Batches of 100 over the ~7,000 events of the store: batches of 11 took longer than `until` waits
    // on a loaded machine.
    const newer = new ProjectionRunner(database.pool, database.url, store, bumped, {
      batchSize: 100,
      dropAfterMs: 100,
    });
    // A process still on the old code keeps to itself: it neither writes the new version nor rebuilds back.
    const older = new ProjectionRunner(database.pool, database.url, store, tallyProjection, {
      standbyPollMs: 50,
    });
    newer.start();
    older.start();
    try {
      await until(async () => (await listVersions(database.pool, 'test-tally')).some((v) => v.version === 4));
      const requested = (await listVersions(database.pool, 'test-tally')).find((v) => v.version === 4)!;
      expect(requested).toMatchObject({ codeVersion: 2, reason: 'code version 2' });
      await until(async () => (await activeCheckpoint(database.pool, 'test-tally'))?.version === 4);
      await append(100, 'after-bump');
      await until(tallyCaughtUp);
      const { problems, schemas } = await reader.stop();
      expect(problems).toEqual([]);
      expect(schemas).toEqual(['"rm_test_tally_v3"', '"rm_test_tally_v4"']);
      await expectExact(4);
      expect(newer.status).toMatchObject({ active: true, version: 4 });
      expect(older.status.active).toBe(false);
      await until(async () => !(await schemaExists('rm_test_tally_v3')));
      expect((await listVersions(database.pool, 'test-tally')).map((v) => v.state)).toEqual([
        'retired',
        'retired',
        'retired',
        'active',
      ]);
    } finally {
      await reader.stop();
      await Promise.all([newer.stop(), older.stop()]);
    }
  });

  it('replaces a first-start version no runner ever filled without building it again in the switch to compare', async () => {
    const unfilled: Projection = { ...tallyProjection, name: 'test-unfilled' };
    await append(40, 'unfilled');
    await untilAllReadable(database.pool);
    // The request makes the empty first-start version v1 (no runner here) and the build v2.
    const result = await rebuildProjection(deps(), unfilled, { dropAfterMs: 0 });
    expect(result.version).toBe(2);
    const versions = await listVersions(database.pool, unfilled.name);
    expect(versions.map((version) => [version.version, version.state])).toEqual([
      [1, 'retired'],
      [2, 'active'],
    ]);
    // Nothing to compare with: v1 stays as it was (never brought level), and no comparison is recorded.
    expect(versions[1]!.comparison).toBeNull();
    const v1 = await database.pool.query('SELECT checkpoint FROM projection_checkpoints WHERE name = $1', [
      'test-unfilled@v1',
    ]);
    expect(v1.rows).toEqual([{ checkpoint: null }]);
    const tally = await readTallyIn(database.pool, '"rm_test_unfilled_v2"');
    expect(tally.byStream).toEqual(await eventsByStream());
  });
});
