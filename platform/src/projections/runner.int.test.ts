import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEvent } from '../event-store/contract';
import { PostgresEventStore } from '../event-store/postgres';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { readTally, tallyProjection } from '../testing/tally-projection';
import { activeCheckpoint } from './read-models';
import { ProjectionRunner, readCheckpoint } from './runner';

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

const runner = (options: { batchSize?: number; idlePollMs?: number; standbyPollMs?: number } = {}) =>
  new ProjectionRunner(database.pool, database.url, store, tallyProjection, {
    idlePollMs: 60_000,
    ...options,
  });

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// Before the first runner has created the read model, nothing is tallied.
const tallied = async () =>
  (await activeCheckpoint(database.pool, tallyProjection.name)) ? (await readTally(database.pool)).events : 0;

describe('projection runner', () => {
  it('applies every event once, in batches, and is woken by LISTEN/NOTIFY rather than polling', async () => {
    const first = runner({ batchSize: 3 });
    first.start();
    try {
      for (let i = 0; i < 10; i++) await store.appendToStream(`tally-${i % 3}`, [testEvent()]);
      // idlePollMs is a minute: only the wake-up can bring these in within the timeout.
      await until(async () => (await tallied()) === 10, 5_000);
      await store.appendToStream('tally-late', [testEvent(), testEvent()]);
      await until(async () => (await tallied()) === 12, 5_000);
      const { byStream } = await readTally(database.pool);
      expect(Object.values(byStream).reduce((sum, n) => sum + n, 0)).toBe(12);
      const checkpoint = await readCheckpoint(database.pool, 'test-tally');
      expect(await store.countAfter(checkpoint)).toBe(0);
      expect(first.status.active).toBe(true);
    } finally {
      await first.stop();
    }
  });

  it('keeps a single active runner across runners; a standby takes over when the active one stops', async () => {
    const a = runner({ standbyPollMs: 50 });
    const b = runner({ standbyPollMs: 50 });
    a.start();
    await until(async () => a.status.active);
    b.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([a.status.active, b.status.active]).toEqual([true, false]);
    const before = await tallied();
    await a.stop();
    await until(async () => b.status.active);
    await store.appendToStream('tally-takeover', [testEvent()]);
    await until(async () => (await tallied()) === before + 1);
    await b.stop();
  });

  it('resumes from its stored checkpoint after a restart, repeating nothing', async () => {
    const before = await tallied();
    await store.appendToStream('tally-restart', [testEvent(), testEvent(), testEvent()]);
    const again = runner();
    again.start();
    await until(async () => (await tallied()) === before + 3);
    await again.stop();
  });
});
