import type { EventStore, ReadAllOptions, ReadAllResult, RecordedEvent } from './port';

export interface SharedReadsOptions {
  /** Events per page read from the store (every type). */
  readonly pageSize?: number;
  /** Events kept in memory at most; a reader ahead of the slowest by half of it waits for it. */
  readonly maxEvents?: number;
  /** A reader that has not read for this long is not waited for. */
  readonly idleMs?: number;
  /** The longest a read waits for slower readers. */
  readonly maxWaitMs?: number;
}

/** What the shared reads did since the start. */
export interface SharedReadsStats {
  /** Pages read from the store (every type). */
  pagesRead: number;
  /** Pages a reader took from memory or from another reader's read under way. */
  pagesShared: number;
  /** Reads of a reader whose types are a small part of the store, made by the store itself. */
  directReads: number;
}

/** A run of the store's order read whole, every type: the events after `start` up to `end`, inclusive. */
interface Page {
  readonly start: string | null;
  readonly end: string;
  readonly events: readonly RecordedEvent[];
}

interface Reader {
  /** Where it last read, as a number that grows with the store's order (pacing only). */
  position: number;
  at: number;
  /** Its last page was a full one: it is behind the head, catching up. */
  catchingUp: boolean;
  /** Whether its types are most of the store (null: not known yet). */
  broad: boolean | null;
}

export interface SharedReads {
  /** The store as `reader` (one name per reader) reads it: `readAll` shared, the rest the store's own. */
  forReader(reader: string): EventStore;
  readonly stats: SharedReadsStats;
}

/**
 * `readAll` shared by the readers of one process that catch up side by side (the read models of a
 * first start, each reading the whole store): each page of the store's order is read and parsed once,
 * every type, and each reader takes its types from it. Six read models parsed the same 620,160 events
 * six times, ~5.5 s of Node's CPU each.
 *
 * - A page is complete and never changes: every event in it was below the store's visible head when it
 *   was read, and an event committed later sorts after it. So a read through the pages answers what the
 *   store would have (the same events, the same checkpoint).
 * - A reader that is catching up and is ahead of the slowest catching-up reader by more than half the
 *   pages kept waits (at most `maxWaitMs` a read), so the pages it read are still there for the others;
 *   the pages every reader has passed are dropped. A reader at the head never waits.
 * - A reader whose types are a small part of the store (applications, job alerts) reads them itself.
 */
export function sharedReads(store: EventStore, options: SharedReadsOptions = {}): SharedReads {
  const pageSize = options.pageSize ?? 1000;
  const maxEvents = options.maxEvents ?? 20_000;
  const idleMs = options.idleMs ?? 3000;
  const maxWaitMs = options.maxWaitMs ?? 500;
  const compare = (a: string | null, b: string | null) =>
    a === b ? 0 : a === null ? -1 : b === null ? 1 : store.compareCheckpoints(a, b);
  // Checkpoints end with the store's global position (PostgreSQL's `tx/position`, KurrentDB's
  // `commit/prepare`): close enough to the order to tell how far apart two readers are.
  const positionOf = (checkpoint: string | null) =>
    checkpoint === null ? 0 : Number(checkpoint.slice(checkpoint.lastIndexOf('/') + 1)) || 0;
  const stats: SharedReadsStats = { pagesRead: 0, pagesShared: 0, directReads: 0 };
  const readers = new Map<string, Reader>();
  let pages: Page[] = [];
  const reading = new Map<string, Promise<ReadAllResult>>();

  const pageHolding = (cursor: string | null) =>
    pages.find((page) => compare(page.start, cursor) <= 0 && compare(cursor, page.end) < 0);

  /** The slowest reader still catching up, other than `self`. */
  const slowest = (self: string) => {
    const now = Date.now();
    let position = Infinity;
    for (const [name, reader] of readers)
      if (name !== self && reader.catchingUp && reader.broad && now - reader.at < idleMs)
        position = Math.min(position, reader.position);
    return position;
  };

  const keep = (page: Page) => {
    if (pageHolding(page.start)) return;
    pages.push(page);
    // Pages every reader has passed go; past the limit, the ones furthest back.
    const floor = Math.min(...[...readers.values()].filter((r) => r.broad).map((r) => r.position));
    pages = pages.filter((candidate) => positionOf(candidate.end) >= floor || candidate === page);
    pages.sort((a, b) => compare(a.end, b.end));
    let kept = pages.reduce((sum, candidate) => sum + candidate.events.length, 0);
    while (kept > maxEvents && pages.length > 1) kept -= pages.shift()!.events.length;
  };

  /** The page after `cursor`, read once however many readers ask for it at the same moment. */
  const readPage = (cursor: string | null): Promise<ReadAllResult> => {
    const key = cursor ?? '';
    let pending = reading.get(key);
    if (pending) stats.pagesShared += 1;
    else {
      pending = store.readAll({ after: cursor, batchSize: pageSize }).finally(() => reading.delete(key));
      reading.set(key, pending);
      stats.pagesRead += 1;
    }
    return pending;
  };

  /** Waits while `name` is far ahead of the slowest reader catching up (it is catching up itself). */
  async function pace(name: string, reader: Reader): Promise<void> {
    const until = Date.now() + maxWaitMs;
    while (reader.catchingUp && reader.position - slowest(name) > maxEvents / 2 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      reader.at = Date.now();
    }
  }

  async function readAll(name: string, read: ReadAllOptions): Promise<ReadAllResult> {
    let reader = readers.get(name);
    if (!reader) {
      reader = { position: 0, at: Date.now(), catchingUp: false, broad: null };
      readers.set(name, reader);
    }
    reader.at = Date.now();
    reader.position = positionOf(read.after ?? null);
    if (reader.broad !== true) {
      stats.directReads += 1;
      const direct = await store.readAll(read);
      // A first full batch tells how much of the store these types are.
      if (reader.broad === null && direct.events.length === read.batchSize && read.batchSize > 1) {
        const span =
          positionOf(direct.events.at(-1)!.checkpoint) - positionOf(direct.events[0]!.checkpoint) + 1;
        reader.broad = direct.events.length / span >= 0.2;
      }
      return direct;
    }
    const wanted = read.types ? new Set(read.types) : null;
    const events: RecordedEvent[] = [];
    const taken = (event: RecordedEvent, cursor: string | null) =>
      compare(event.checkpoint, cursor) > 0 && (!wanted || wanted.has(event.type));
    let cursor = read.after ?? null;
    for (;;) {
      let page = pageHolding(cursor);
      if (!page) {
        await pace(name, reader);
        page = pageHolding(cursor);
      }
      if (page) stats.pagesShared += 1;
      else {
        const result = await readPage(cursor);
        const last = result.events.at(-1);
        if (last) keep((page = { start: cursor, end: last.checkpoint, events: result.events }));
        if (result.events.length < pageSize) {
          // The head: this page's events, then past every event visible now (readAll's promise).
          reader.catchingUp = false;
          for (const event of result.events)
            if (taken(event, cursor)) {
              events.push(event);
              if (events.length === read.batchSize) return { events, checkpoint: event.checkpoint };
            }
          return { events, checkpoint: compare(result.checkpoint, cursor) > 0 ? result.checkpoint : cursor };
        }
      }
      reader.catchingUp = true;
      for (const event of page!.events)
        if (taken(event, cursor)) {
          events.push(event);
          if (events.length === read.batchSize) {
            reader.position = positionOf(event.checkpoint);
            return { events, checkpoint: event.checkpoint };
          }
        }
      cursor = page!.end;
      reader.position = positionOf(cursor);
    }
  }

  return {
    stats,
    forReader(name: string): EventStore {
      const shared = (read: ReadAllOptions) => readAll(name, read);
      return new Proxy(store, {
        get(target, property, receiver) {
          if (property === 'readAll') return shared;
          const value = Reflect.get(target, property, receiver) as unknown;
          return typeof value === 'function'
            ? (value as (...args: unknown[]) => unknown).bind(target)
            : value;
        },
      });
    },
  };
}
