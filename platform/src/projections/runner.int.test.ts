import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEvent } from '../event-store/contract';
import { PostgresEventStore } from '../event-store/postgres';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { readTally, tallyProjection } from '../testing/tally-projection';
import type { Projection } from './projection';
import { activeCheckpoint } from './read-models';
import { ProjectionRunner, readCheckpoint } from './runner';
import { projectionStatus } from './status';

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

  it('records the event it cannot apply (batch applied up to it), shows it failed, and clears it once past', async () => {
    let poisoned = true;
    // The tally, refusing events of type Poison while `poisoned`: a bug in a projection, fixed later.
    const fragile: Projection = {
      ...tallyProjection,
      async apply(tx, event) {
        if (event.type === 'Poison' && poisoned) throw new Error('cannot read this event');
        await tallyProjection.apply(tx, event);
      },
    };
    const live = new ProjectionRunner(database.pool, database.url, store, fragile, {
      lanes: ['active'],
      batchSize: 50,
      idlePollMs: 100,
      progressEveryMs: 50,
    });
    live.start();
    try {
      await until(async () => (await projectionStatus(database.pool, store, fragile)).state === 'live');
      const before = await tallied();
      await store.appendToStream('poison-a', [testEvent(), testEvent()]);
      const poison = testEvent('Poison');
      const appended = await store.appendToStream('poison-b', [poison, testEvent()]);
      await until(async () => (await projectionStatus(database.pool, store, fragile)).state === 'failed');
      const failed = await projectionStatus(database.pool, store, fragile);
      expect(failed.active?.failure).toMatchObject({
        error: 'cannot read this event',
        event: { id: poison.id, type: 'Poison', streamId: 'poison-b', streamVersion: 1 },
      });
      // The events before it are applied; it and the one after are not: two events behind, some time.
      expect(await tallied()).toBe(before + 2);
      expect(failed.active?.lag).toBe(2);
      expect(failed.active?.lagSeconds).toBeGreaterThan(0);
      expect(appended.lastCheckpoint).not.toBe(failed.active?.checkpoint);

      poisoned = false;
      await until(
        async () => (await projectionStatus(database.pool, store, fragile)).state === 'live',
        20_000,
      );
      const fixed = await projectionStatus(database.pool, store, fragile);
      expect(fixed.active).toMatchObject({ failure: null, lag: 0, lagSeconds: 0 });
      expect(await tallied()).toBe(before + 4);
      // The live rate is reported (events applied per second lately), and falls back to zero when idle.
      await until(
        async () => (await projectionStatus(database.pool, store, fragile)).active?.eventsPerSecond === 0,
      );
    } finally {
      await live.stop();
    }
  });
});
