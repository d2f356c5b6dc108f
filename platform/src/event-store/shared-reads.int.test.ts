import { describe, expect, it } from 'vitest';
import { fileEventStore, untilAllReadable } from '../testing/database';
import { testEvent } from './contract';
import type { EventStore, RecordedEvent } from './port';
import { sharedReads } from './shared-reads';

const given = fileEventStore();

/** Appends `count` events in appends of 10: four of five 'Common', one 'Rare' every 250th. */
async function append(count: number, from = 0) {
  for (let i = from; i < from + count; i += 10)
    await given.store.appendToStream(
      `shared-${i % 70}`,
      Array.from({ length: 10 }, (_, k) =>
        testEvent((i + k) % 250 === 0 ? 'Rare' : (i + k) % 5 === 0 ? 'Other' : 'Common', { n: i + k }),
      ),
    );
  // Another test file's open transaction may hold the store's visible head back for a moment.
  await untilAllReadable(given.database.pool);
}

/** Reads from `after` to the head in batches of 100, as a runner does. */
async function readToHead(reads: EventStore, types: readonly string[], after: string | null = null) {
  const events: RecordedEvent[] = [];
  let checkpoint = after;
  for (;;) {
    const batch = await reads.readAll({ after: checkpoint, batchSize: 100, types });
    events.push(...batch.events);
    checkpoint = batch.checkpoint;
    if (batch.events.length < 100) return { ids: events.map((event) => event.id), checkpoint };
  }
}

describe('shared reads', () => {
  it('answer each reader what the store answers, reading each page once for the readers side by side', async () => {
    await append(3000);
    const shared = sharedReads(given.store, { pageSize: 200, maxEvents: 1000, maxWaitMs: 200 });
    const readers = [
      { name: 'everything', types: ['Common', 'Other', 'Rare'] },
      { name: 'common', types: ['Common'] },
      { name: 'rare', types: ['Rare'] },
    ];
    const [alone, together] = await Promise.all([
      Promise.all(readers.map((reader) => readToHead(given.store, reader.types))),
      Promise.all(readers.map((reader) => readToHead(shared.forReader(reader.name), reader.types))),
    ]);
    expect(together).toEqual(alone);
    expect(together.map((read) => read.ids.length)).toEqual([3000, 2400, 12]);
    // 15 pages of 200 for the two broad readers together (a few again where one ran ahead); the
    // rare events' reader reads them itself.
    expect(shared.stats.pagesRead).toBeGreaterThanOrEqual(15);
    expect(shared.stats.pagesRead).toBeLessThan(2 * 15);
    expect(shared.stats.pagesShared).toBeGreaterThan(0);
    expect(shared.stats.directReads).toBeGreaterThan(0);

    // Past the head: what is appended later comes once, after what was read.
    await append(450, 3000);
    const [aloneAgain, togetherAgain] = await Promise.all([
      Promise.all(readers.map((reader, i) => readToHead(given.store, reader.types, alone[i]!.checkpoint))),
      Promise.all(
        readers.map((reader, i) =>
          readToHead(shared.forReader(reader.name), reader.types, together[i]!.checkpoint),
        ),
      ),
    ]);
    expect(togetherAgain).toEqual(aloneAgain);
    expect(togetherAgain.map((read) => read.ids.length)).toEqual([450, 360, 2]);
  });

  it('keep a reader ahead waiting for a slower one, so the pages it read are still there', async () => {
    const shared = sharedReads(given.store, { pageSize: 200, maxEvents: 600, maxWaitMs: 2000 });
    const fast = shared.forReader('fast');
    const slow = shared.forReader('slow');
    const types = ['Common', 'Other', 'Rare'];
    // Both known as broad readers, both catching up.
    await fast.readAll({ batchSize: 100, types });
    await slow.readAll({ batchSize: 100, types });
    const slowRead = (async () => {
      let checkpoint: string | null = null;
      for (;;) {
        const batch = await slow.readAll({ after: checkpoint, batchSize: 100, types });
        checkpoint = batch.checkpoint;
        if (batch.events.length < 100) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    await readToHead(fast, types);
    await slowRead;
    // Without waiting, the fast reader would read all 18 pages and the slow one most of them again.
    expect(shared.stats.pagesRead).toBeLessThan(18 + 5);
  });
});
