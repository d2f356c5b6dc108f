import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publishOffer } from '@tablica/command-api/offers/handlers';
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import { rebuildProjection } from '@tablica/platform/projections/rebuild';
import { activeCheckpoint, listVersions } from '@tablica/platform/projections/read-models';
import { readCheckpoint } from '@tablica/platform/projections/runner';
import { caughtUp, createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';
import { readTally, tallyProjection } from '@tablica/platform/testing/tally-projection';
import { projectionMigrationDirs, projections } from '@tablica/projections/catalogue';
import { sampleOffer } from '../support/offers';

const child = path.join(path.dirname(fileURLToPath(import.meta.url)), '../support/projection-child.ts');
const kills = 25;

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase(projectionMigrationDirs);
  store = new PostgresEventStore(database.pool, database.url);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

function startChild(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const process_ = spawn(process.execPath, ['--import', 'tsx', child, database.url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    process_.once('error', reject);
    process_.once('exit', (code, signal) =>
      reject(new Error(`projection child exited early (${code ?? signal})`)),
    );
    process_.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(process_);
    });
  });
}

const killed = (process_: ChildProcess) =>
  new Promise<void>((resolve) => {
    process_.removeAllListeners('exit');
    process_.once('exit', () => resolve());
    process_.kill('SIGKILL');
  });

const everyProjection = [...projections, tallyProjection];

const allCaughtUp = () =>
  caughtUp(
    database.pool,
    store,
    everyProjection.map((projection) => projection.name),
  );

it(`kill -9 at random moments (${kills} times) while events are appended: nothing lost, nothing applied twice`, async () => {
  let appending = true;
  let published = 0;
  const appender = (async () => {
    while (appending) {
      await publishOffer(
        { store, now: () => new Date() },
        {
          tenant: published % 2 ? 'it' : 'work',
          actor: { kind: 'system', id: 'crash-test' },
          correlationId: 'crash',
          offer: sampleOffer(published),
        },
      );
      published++;
    }
  })();

  for (let kill = 0; kill < kills; kill++) {
    const running = await startChild();
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 150));
    await killed(running);
  }
  appending = false;
  await appender;

  const last = await startChild();
  try {
    // A liveness bound, not a speed target: a busy CI machine runs other test files meanwhile.
    const deadline = Date.now() + 240_000;
    while (!(await allCaughtUp())) {
      if (Date.now() > deadline) {
        const lagging: string[] = [];
        for (const projection of everyProjection)
          lagging.push(
            `${projection.name}: ${await store.countAfter(await readCheckpoint(database.pool, projection.name))} after ${await readCheckpoint(database.pool, projection.name)}`,
          );
        throw new Error('the projections did not catch up: ' + lagging.join('; '));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await killed(last); // also when it failed: a child left running outlives the test run
  }

  // Nothing lost, nothing twice: one tally row per event, per-stream counters equal to the stream lengths.
  const events = await database.pool.query(
    'SELECT stream_id, count(*)::int AS n FROM events GROUP BY stream_id',
  );
  const byStream = (rows: { stream_id: string; n: number }[]) =>
    Object.fromEntries(rows.map((row) => [row.stream_id, row.n]));
  const recorded = (await database.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n;
  const tally = await readTally(database.pool);
  expect(published).toBeGreaterThan(kills);
  expect(recorded).toBeGreaterThanOrEqual(published);
  expect(tally.byStream).toEqual(byStream(events.rows));
  expect(tally.events).toBe(recorded);

  // Every read model equals a from-scratch rebuild: a new version built from position zero into empty
  // tables of its own, compared with the version the crashing runners kept.
  const offerDetails = projections.find((projection) => projection.name === 'offer-details')!;
  const snapshot = async () => {
    const { schema } = (await activeCheckpoint(database.pool, offerDetails.name))!;
    return (await database.pool.query(`SELECT * FROM "${schema}".offer_details ORDER BY offer_id`)).rows;
  };
  const afterCrashes = await snapshot();
  expect(afterCrashes).toHaveLength(published);
  // Each event of the types it handles applied once (its upserts alone would hide a repeat).
  const handled = (
    await database.pool.query('SELECT count(*)::int AS n FROM events WHERE type = ANY($1::text[])', [
      offerDetails.handles,
    ])
  ).rows[0].n;
  const crashed = (await activeCheckpoint(database.pool, offerDetails.name))!;
  expect(crashed.eventsHandled).toBe(handled);
  const crashedVersion = crashed.version;
  const rebuilt = await rebuildProjection(
    { pool: database.pool, connectionString: database.url, store },
    offerDetails,
    { batchSize: 1000, dropAfterMs: 0 },
  );
  expect(rebuilt.version).toBeGreaterThan(crashedVersion);
  expect((await activeCheckpoint(database.pool, offerDetails.name))!.version).toBe(rebuilt.version);
  expect(await allCaughtUp()).toBe(true);
  expect(await snapshot()).toEqual(afterCrashes);
  expect((await activeCheckpoint(database.pool, offerDetails.name))!.eventsHandled).toBe(handled);
  const versions = await listVersions(database.pool, offerDetails.name);
  expect(versions.map((version) => [version.version, version.state])).toEqual([
    [crashedVersion, 'retired'],
    [rebuilt.version, 'active'],
  ]);

  // The candidate side's read models the same way: each applied every event of its types once and
  // equals its rebuild. The search index's documents (tables in the search-index read model too) are
  // the same after the rebuild, at the version the projection's own state says.
  const documents = async () => {
    const { schema } = (await activeCheckpoint(database.pool, 'search-index'))!;
    return (
      await database.pool.query(
        `SELECT offer_id, stream_version, title, expired_at FROM "${schema}".search_offers ORDER BY offer_id`,
      )
    ).rows;
  };
  const documentsBefore = await documents();
  // The suggestions' counts the live index kept through the kills, and those a rebuild fills at its end.
  const suggestions = async () => {
    const { schema } = (await activeCheckpoint(database.pool, 'search-index'))!;
    return (
      await database.pool.query(
        `SELECT tenant, scope, kind, folded, word, value, offers FROM "${schema}".search_suggestions
          ORDER BY tenant, scope, kind, folded, word, value`,
      )
    ).rows;
  };
  const suggestionsBefore = await suggestions();
  expect(suggestionsBefore.length).toBeGreaterThan(0);
  const candidateTables: Readonly<Record<string, string>> = {
    'offer-views': 'popular_offers',
    'search-index': 'search_index_offers',
    // Batched too (applyBatch): the console's list, the audit trail's offers and the clocks.
    'employer-offers': 'employer_offers',
    'offer-history': 'offer_history_offers',
    'offer-timers': 'offer_timing',
  };
  for (const [name, table] of Object.entries(candidateTables)) {
    const projection = projections.find((candidate) => candidate.name === name)!;
    const rows = async () => {
      const { schema } = (await activeCheckpoint(database.pool, name))!;
      return (await database.pool.query(`SELECT * FROM "${schema}".${table} ORDER BY offer_id`)).rows;
    };
    const ofTypes = (
      await database.pool.query('SELECT count(*)::int AS n FROM events WHERE type = ANY($1::text[])', [
        projection.handles,
      ])
    ).rows[0].n;
    const kept = await rows();
    expect(kept, name).toHaveLength(published);
    expect((await activeCheckpoint(database.pool, name))!.eventsHandled, name).toBe(ofTypes);
    await rebuildProjection({ pool: database.pool, connectionString: database.url, store }, projection, {
      batchSize: 1000,
      dropAfterMs: 0,
    });
    expect(await rows(), name).toEqual(kept);
    expect((await activeCheckpoint(database.pool, name))!.eventsHandled, name).toBe(ofTypes);
  }
  const indexed = await documents();
  expect(indexed).toEqual(documentsBefore);
  expect(await suggestions()).toEqual(suggestionsBefore);
  const { schema: searchState } = (await activeCheckpoint(database.pool, 'search-index'))!;
  const state = await database.pool.query(
    `SELECT offer_id, stream_version FROM "${searchState}".search_index_offers ORDER BY offer_id`,
  );
  expect(indexed.map(({ offer_id, stream_version }) => ({ offer_id, stream_version }))).toEqual(state.rows);
}, 420_000);
