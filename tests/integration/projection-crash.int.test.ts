import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publishOffer } from '@tablica/command-api/offers/handlers';
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import { ProjectionRunner, readCheckpoint } from '@tablica/platform/projections/runner';
import { createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';
import { createTallyTables, tallyProjection } from '@tablica/platform/testing/tally-projection';
import { projectionMigrationDirs, projections } from '@tablica/projections/catalogue';
import { sampleOffer } from '../support/offers';

const child = path.join(path.dirname(fileURLToPath(import.meta.url)), '../support/projection-child.ts');
const kills = 25;

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase(projectionMigrationDirs);
  await createTallyTables(database.pool);
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

async function caughtUp(): Promise<boolean> {
  for (const projection of everyProjection)
    if ((await store.countAfter(await readCheckpoint(database.pool, projection.name))) !== 0) return false;
  return true;
}

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
  const deadline = Date.now() + 60_000;
  while (!(await caughtUp())) {
    if (Date.now() > deadline) throw new Error('the projections did not catch up');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await killed(last);

  // Nothing lost, nothing twice: one tally row per event, per-stream counters equal to the stream lengths.
  const events = await database.pool.query(
    'SELECT stream_id, count(*)::int AS n FROM events GROUP BY stream_id',
  );
  const tally = await database.pool.query('SELECT stream_id, events AS n FROM test_stream_tally');
  const byStream = (rows: { stream_id: string; n: number }[]) =>
    Object.fromEntries(rows.map((row) => [row.stream_id, row.n]));
  expect(published).toBeGreaterThan(kills);
  expect(byStream(tally.rows)).toEqual(byStream(events.rows));
  expect((await database.pool.query('SELECT count(*)::int AS n FROM test_event_tally')).rows[0].n).toBe(
    published,
  );

  // Every read model equals a from-scratch rebuild.
  const snapshot = async () =>
    (await database.pool.query('SELECT * FROM offer_listing ORDER BY offer_id')).rows;
  const afterCrashes = await snapshot();
  expect(afterCrashes).toHaveLength(published);
  await database.pool.query(
    "TRUNCATE offer_listing; DELETE FROM projection_checkpoints WHERE name = 'offer-listing'",
  );
  const rebuild = new ProjectionRunner(database.pool, database.url, store, projections[0]!, {
    batchSize: 1000,
  });
  rebuild.start();
  while (!(await caughtUp())) await new Promise((resolve) => setTimeout(resolve, 50));
  await rebuild.stop();
  expect(await snapshot()).toEqual(afterCrashes);
}, 240_000);
