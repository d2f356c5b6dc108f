import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConcurrencyError } from '@tablica/domain/errors';
import type { EventStore, NewEvent, RecordedEvent } from './port';

export interface ContractHarness {
  readonly store: EventStore;
  /**
   * Starts an append in a transaction that stays open (it has taken a global position) until
   * `commit` is called. Only stores whose transactions we can hold open implement it.
   */
  holdOpenAppend?(streamId: string, event: NewEvent): Promise<{ commit(): Promise<void> }>;
  cleanup(): Promise<void>;
}

export function testEvent(type = 'TestHappened', data: unknown = {}): NewEvent {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      tenant: 'it',
      actor: { kind: 'system', id: 'contract-test' },
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
    },
  };
}

const stream = () => `test-${randomUUID()}`;

async function readEverything(store: EventStore, after: string | null = null): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let checkpoint = after;
  for (;;) {
    const batch = await store.readAll({ after: checkpoint, batchSize: 1000 });
    events.push(...batch.events);
    if (batch.events.length === 0) return events;
    checkpoint = batch.checkpoint;
  }
}

/**
 * Reads after `after` until `count` events (of `types`) arrived. A reader sees an event only once every
 * older transaction on the server has ended, and other test files share the server, so the newest
 * events can take a moment to become readable.
 */
async function readAtLeast(
  store: EventStore,
  after: string | null,
  count: number,
  types?: readonly string[],
): Promise<{ events: RecordedEvent[]; checkpoint: string | null }> {
  const events: RecordedEvent[] = [];
  let checkpoint = after;
  const deadline = Date.now() + 30_000;
  while (events.length < count) {
    if (Date.now() > deadline) throw new Error(`only ${events.length} of ${count} events became readable`);
    const batch = await store.readAll({ after: checkpoint, batchSize: 1000, ...(types ? { types } : {}) });
    events.push(...batch.events);
    checkpoint = batch.checkpoint;
    if (batch.events.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { events, checkpoint };
}

/** The event store contract: every adapter must pass all of it. */
export function eventStoreContract(
  name: string,
  createHarness: () => Promise<ContractHarness>,
  skipReason?: string,
) {
  const suite = skipReason ? describe.skip : describe;
  if (skipReason) console.warn(`[skipped] event store contract for ${name}: ${skipReason}`);
  suite(`event store contract: ${name}${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
    let harness: ContractHarness;
    let store: EventStore;
    beforeAll(async () => {
      harness = await createHarness();
      store = harness.store;
    });
    afterAll(async () => harness?.cleanup());

    it('no_stream: creates a stream, and refuses when the stream exists', async () => {
      const id = stream();
      const first = await store.appendToStream(id, [testEvent(), testEvent()], {
        expectedVersion: 'no_stream',
      });
      expect(first.nextExpectedVersion).toBe(2);
      await expect(
        store.appendToStream(id, [testEvent()], { expectedVersion: 'no_stream' }),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('stream_exists: refuses a missing stream, appends to an existing one', async () => {
      const id = stream();
      await expect(
        store.appendToStream(id, [testEvent()], { expectedVersion: 'stream_exists' }),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await store.readStream(id)).toEqual([]);
      await store.appendToStream(id, [testEvent()], { expectedVersion: 'no_stream' });
      const result = await store.appendToStream(id, [testEvent()], { expectedVersion: 'stream_exists' });
      expect(result.nextExpectedVersion).toBe(2);
    });

    it('exact version: appends at the current version, refuses a stale one', async () => {
      const id = stream();
      await store.appendToStream(id, [testEvent()], { expectedVersion: 'no_stream' });
      await store.appendToStream(id, [testEvent()], { expectedVersion: 1 });
      const stale = store.appendToStream(id, [testEvent()], { expectedVersion: 1 });
      await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(stale).rejects.toMatchObject({ code: 'stream_version_conflict', streamId: id });
      await expect(store.appendToStream(id, [testEvent()], { expectedVersion: 3 })).rejects.toBeInstanceOf(
        ConcurrencyError,
      );
      expect((await store.readStream(id)).map((event) => event.streamVersion)).toEqual([1, 2]);
    });

    it('two racing appends at the same version: exactly one wins, every time', async () => {
      for (let round = 0; round < 20; round++) {
        const id = stream();
        await store.appendToStream(id, [testEvent()], { expectedVersion: 'no_stream' });
        const results = await Promise.allSettled([
          store.appendToStream(id, [testEvent('A')], { expectedVersion: 1 }),
          store.appendToStream(id, [testEvent('B')], { expectedVersion: 1 }),
        ]);
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        const rejected = results.filter((result) => result.status === 'rejected');
        expect(rejected).toHaveLength(1);
        expect((rejected[0] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
        expect(await store.readStream(id)).toHaveLength(2);
      }
    });

    it('two racing creations with no_stream: exactly one wins', async () => {
      const id = stream();
      const results = await Promise.allSettled([
        store.appendToStream(id, [testEvent('A')], { expectedVersion: 'no_stream' }),
        store.appendToStream(id, [testEvent('B')], { expectedVersion: 'no_stream' }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await store.readStream(id)).toHaveLength(1);
    });

    it('re-appending the same event ids returns the earlier result and writes nothing', async () => {
      const id = stream();
      const events = [testEvent(), testEvent()];
      const first = await store.appendToStream(id, events, { expectedVersion: 'no_stream' });
      const again = await store.appendToStream(id, events, { expectedVersion: 'no_stream' });
      const retriedWithSeenVersion = await store.appendToStream(id, events, { expectedVersion: 0 });
      expect(again).toEqual(first);
      expect(retriedWithSeenVersion).toEqual(first);
      expect((await store.readStream(id)).map((event) => event.id)).toEqual(events.map((event) => event.id));
    });

    it('concurrent retries of one append store it once', async () => {
      const id = stream();
      const events = [testEvent()];
      const results = await Promise.all(
        Array.from({ length: 5 }, () => store.appendToStream(id, events, { expectedVersion: 'no_stream' })),
      );
      expect(new Set(results.map((result) => result.nextExpectedVersion))).toEqual(new Set([1]));
      expect(await store.readStream(id)).toHaveLength(1);
    });

    it('refuses a re-append that only partly matches an earlier one', async () => {
      const id = stream();
      const earlier = testEvent();
      await store.appendToStream(id, [earlier], { expectedVersion: 'no_stream' });
      await expect(
        store.appendToStream(id, [earlier, testEvent()], { expectedVersion: 1 }),
      ).rejects.toMatchObject({
        code: 'event_store.partial_reappend',
      });
      expect(await store.readStream(id)).toHaveLength(1);
    });

    it('readStream: events in version order with data, metadata and positions; [] for no stream', async () => {
      const id = stream();
      const events = [testEvent('First', { n: 1 }), testEvent('Second', { n: 2, text: 'zażółć gęślą jaźń' })];
      await store.appendToStream(id, events, { expectedVersion: 'no_stream' });
      await store.appendToStream(id, [testEvent('Third', { n: 3 })], { expectedVersion: 2 });
      const read = await store.readStream(id);
      expect(read.map((event) => [event.type, event.streamVersion, event.data])).toEqual([
        ['First', 1, { n: 1 }],
        ['Second', 2, { n: 2, text: 'zażółć gęślą jaźń' }],
        ['Third', 3, { n: 3 }],
      ]);
      expect(read[0]!.metadata).toEqual(events[0]!.metadata);
      expect(read.every((event) => event.streamId === id && event.checkpoint.length > 0)).toBe(true);
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('readStreamRange: the events after one version up to another, and the stream version', async () => {
      const id = stream();
      await store.appendToStream(
        id,
        [1, 2, 3, 4].map((n) => testEvent(`E${n}`, { n })),
        {
          expectedVersion: 'no_stream',
        },
      );
      const versions = async (after: number, upTo?: number) => {
        const read = await store.readStreamRange(id, { after, upTo });
        return [read.events.map((event) => event.streamVersion), read.lastVersion];
      };
      expect(await versions(1, 3)).toEqual([[2, 3], 4]);
      expect(await versions(0)).toEqual([[1, 2, 3, 4], 4]);
      expect(await versions(2, 9)).toEqual([[3, 4], 4]);
      expect(await versions(4)).toEqual([[], 4]);
      expect((await store.readStreamRange(id, { after: 0, upTo: 1 })).events[0]!.data).toEqual({ n: 1 });
      expect(await store.readStreamRange(stream(), { after: 0 })).toEqual({ events: [], lastVersion: 0 });
    });

    it('readAll: the global order, continued from any checkpoint, filtered by type', async () => {
      const before = await readEverything(store);
      const start = before.at(-1)?.checkpoint ?? null;
      const [a, b] = [stream(), stream()];
      const appended: string[] = [];
      for (let i = 0; i < 6; i++) {
        const event = testEvent(i % 2 ? 'Odd' : 'Even', { i });
        appended.push(event.id);
        await store.appendToStream(i % 2 ? a : b, [event]);
      }
      const { events: after } = await readAtLeast(store, start, 6, ['Even', 'Odd']);
      expect(after.map((event) => event.id)).toEqual(appended);
      const { events: tail } = await readAtLeast(store, after[2]!.checkpoint, 3, ['Even', 'Odd']);
      expect(tail.map((event) => event.id)).toEqual(appended.slice(3));
      const odd = await readAtLeast(store, start, 3, ['Odd']);
      expect(odd.events.map((event) => event.data)).toEqual([{ i: 1 }, { i: 3 }, { i: 5 }]);
      const next = await store.readAll({ after: odd.checkpoint, batchSize: 100, types: ['Odd'] });
      expect(next.events).toEqual([]);
    });

    it('readAll never skips an event whose transaction commits after a later position', async (context) => {
      if (!harness.holdOpenAppend) return context.skip('this store gives no handle on its transactions');
      const start = (await readEverything(store)).at(-1)?.checkpoint ?? null;
      const early = testEvent('Early');
      const late = testEvent('Late');
      const held = await harness.holdOpenAppend(stream(), early); // takes the smaller position, stays open
      await store.appendToStream(stream(), [late]); // larger position, committed first
      const whileOpen = await store.readAll({ after: start, batchSize: 100, types: ['Early', 'Late'] });
      expect(whileOpen.events.map((event) => event.id)).not.toContain(late.id);
      await held.commit();
      // Continuing from where the reader stood while the early transaction was open still brings it.
      const { events: afterCommit } = await readAtLeast(store, whileOpen.checkpoint, 2, ['Early', 'Late']);
      expect(afterCommit.map((event) => event.id)).toEqual([early.id, late.id]);
    });

    it('8 concurrent writers, 20,000 events, a reader following: every event read exactly once', async () => {
      const total = 20_000;
      const writers = 8;
      const start = (await readEverything(store)).at(-1)?.checkpoint ?? null;
      const written = new Set<string>();
      let remaining = total;
      const writer = async (w: number) => {
        const streams = Array.from({ length: 25 }, () => `load-${w}-${randomUUID()}`);
        while (remaining > 0) {
          const size = Math.min(remaining, 1 + Math.floor(Math.random() * 4));
          remaining -= size;
          const events = Array.from({ length: size }, () => testEvent('Load', { w }));
          events.forEach((event) => written.add(event.id));
          await store.appendToStream(streams[Math.floor(Math.random() * streams.length)]!, events);
        }
      };
      const seen: string[] = [];
      let outOfOrder = 0;
      let previous: string | null = null;
      let writing = true;
      let readerDeadline = Infinity;
      const reader = (async () => {
        let checkpoint = start;
        for (;;) {
          const batch = await store.readAll({ after: checkpoint, batchSize: 500, types: ['Load'] });
          for (const event of batch.events) {
            if (previous !== null && store.compareCheckpoints(event.checkpoint, previous) <= 0) outOfOrder++;
            previous = event.checkpoint;
            seen.push(event.id);
          }
          checkpoint = batch.checkpoint;
          if (batch.events.length === 0) {
            if (!writing && seen.length >= total) return;
            if (!writing && Date.now() > readerDeadline) return; // the assertions below say what is missing
            await new Promise((resolve) => setTimeout(resolve, 2));
          }
        }
      })();
      await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
      readerDeadline = Date.now() + 30_000;
      writing = false;
      await reader;
      expect(outOfOrder).toBe(0);
      expect(written.size).toBe(total);
      expect(seen.length).toBe(total);
      expect(new Set(seen).size).toBe(total);
      const seenOnce = new Set(seen);
      expect([...written].filter((id) => !seenOnce.has(id))).toEqual([]);
    }, 300_000);

    it("browse: one category's events in global order, paged both ways from an event; head", async () => {
      // A category of its own, so other tests' events do not land on these pages.
      const category = `browse${randomUUID().slice(0, 8)}`;
      const [a, b] = [`${category}-${randomUUID()}`, `${category}-${randomUUID()}`];
      const other = { ...testEvent('Browsed'), metadata: { ...testEvent().metadata, tenant: 'other' } };
      await store.appendToStream(a, [testEvent('Browsed', { n: 1 }), testEvent('Browsed', { n: 2 })]);
      await store.appendToStream(b, [testEvent('Browsed', { n: 3 }), other]);
      await store.appendToStream(`${category}x-${randomUUID()}`, [testEvent('Browsed', { n: 9 })]);
      await store.appendToStream(a, [testEvent('Browsed', { n: 4 })]);
      const numbers = (events: readonly RecordedEvent[]) =>
        events.map((event) => (event.data as { n?: number }).n ?? 'other');

      const newest = await store.browse({ category, direction: 'backwards', limit: 2 });
      expect(numbers(newest)).toEqual([4, 'other']);
      const older = await store.browse({
        category,
        direction: 'backwards',
        from: newest[1]!.checkpoint,
        limit: 9,
      });
      expect(numbers(older)).toEqual([3, 2, 1]);
      const oldest = await store.browse({ category, direction: 'forwards', limit: 2 });
      expect(numbers(oldest)).toEqual([1, 2]);
      const later = await store.browse({
        category,
        direction: 'forwards',
        from: oldest[1]!.checkpoint,
        limit: 9,
      });
      expect(numbers(later)).toEqual([3, 'other', 4]);
      expect(
        numbers(await store.browse({ category, tenant: 'it', direction: 'forwards', limit: 9 })),
      ).toEqual([1, 2, 3, 4]);
      expect(new Set(later.map((event) => event.streamId))).toEqual(new Set([a, b]));

      const categories = await store.categories('it');
      if (categories) expect(categories).toContainEqual({ category, streams: 2 });

      // After the head: only what is appended later. The visible head can lag behind what was appended
      // (a transaction open elsewhere on the server holds it back), so read on from it past event 4.
      let head = await store.head();
      const deadline = Date.now() + 30_000;
      while (head === null || store.compareCheckpoints(head, newest[0]!.checkpoint) < 0) {
        if (Date.now() > deadline)
          throw new Error('the events appended before the head never became readable');
        const batch = await store.readAll({ after: head, batchSize: 1000 });
        head = batch.checkpoint ?? head;
        if (batch.events.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await store.appendToStream(b, [testEvent('Browsed', { n: 5 })]);
      const next = await readAtLeast(store, head, 1, ['Browsed']);
      expect(numbers(next.events)).toEqual([5]);
    });
  });
}
