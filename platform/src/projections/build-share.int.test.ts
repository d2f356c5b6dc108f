import { afterAll, beforeAll, expect, it } from 'vitest';
import { testEvent } from '../event-store/contract';
import { PostgresEventStore } from '../event-store/postgres';
import { createTestDatabase, untilAllReadable, type TestDatabase } from '../testing/database';
import { readTally, tallyProjection } from '../testing/tally-projection';
import { rebuildProjection } from './rebuild';

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore(database.pool, database.url);
  for (let i = 0; i < 30; i++)
    await store.appendToStream(
      `share-${i % 7}`,
      Array.from({ length: 10 }, () => testEvent()),
    );
  await untilAllReadable(database.pool);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

const rebuild = async (buildShare?: number) => {
  const started = performance.now();
  await rebuildProjection({ pool: database.pool, connectionString: database.url, store }, tallyProjection, {
    batchSize: 50,
    dropAfterMs: 0,
    progressEveryMs: 20,
    ...(buildShare ? { buildShare } : {}),
  });
  return performance.now() - started;
};

// REBUILD_SHARE: a build given 5 % of its time rests 19 times as long as each batch took, so it takes
// about 20 times as long as flat out. Asked for at least twice as long, so that a flat-out run slowed
// by a busy machine cannot make a build that never rests look as if it had.
it('a build given a share of its time rests between batches, and still builds the same read model', async () => {
  const flat = await rebuild();
  const flatTally = await readTally(database.pool);
  const paced = await rebuild(0.05);
  expect(paced).toBeGreaterThan(flat * 2);
  expect(await readTally(database.pool)).toEqual(flatTally);
  expect(flatTally.events).toBe(300);
});
