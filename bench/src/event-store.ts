// The event store beside @event-driven-io/emmett-postgresql 0.42 (issue 18, item 4), both on one embedded
// PostgreSQL of their own (durable settings, autovacuum off so "never analyzed" stays true), each in its
// own database: sequential appends, 8 writers, batches of 10 and catch-up reads on a fresh store, then
// the same after ANALYZE; events lost or duplicated by a reader tailing 16 writers whose commits land
// out of order; and our append's cost at 1,000 events against its cost at BENCH_ES_LARGE events on a
// store never analyzed. `npm run bench` runs it last; `npm run bench:event-store` runs it alone.
// Sizes: BENCH_ES_APPENDS (appends per scenario, default 5,000), BENCH_ES_LARGE (default 1,000,000),
// BENCH_ES_FLAT_APPENDS (appends timed at each size, default 1,000), BENCH_ES_READ_EVENTS (events added
// before the catch-up reads, default 200,000).
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { dumbo, endAllPools, rawSql } from '@event-driven-io/dumbo';
import { getPostgreSQLEventStore, readMessagesBatch } from '@event-driven-io/emmett-postgresql';
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import { startEmbeddedPostgres } from '@tablica/platform/postgres/embedded';
import { migrate, platformMigrationsDir } from '@tablica/platform/postgres/migrate';
import { createPool } from '@tablica/platform/postgres/pool';
import { benchRoot, median, printingRecorder, writeResults, type Record, type Row } from './report';

export interface EventStoreBenchSizes {
  readonly appends: number;
  readonly large: number;
  readonly flatAppends: number;
  readonly readEvents: number;
}

export const eventStoreBenchSizes = (): EventStoreBenchSizes => ({
  appends: Number(process.env.BENCH_ES_APPENDS ?? 5_000),
  large: Number(process.env.BENCH_ES_LARGE ?? 1_000_000),
  flatAppends: Number(process.env.BENCH_ES_FLAT_APPENDS ?? 1_000),
  readEvents: Number(process.env.BENCH_ES_READ_EVENTS ?? 200_000),
});

/** One store under test, through its own public API. */
interface Peer {
  readonly name: 'ours' | 'emmett';
  /** One append of one event per key (the key is in the event's data). */
  append(stream: string, keys: readonly string[]): Promise<void>;
  /** A reader from position zero: each call the next batch's event keys, [] once caught up. */
  reader(batchSize: number): () => Promise<string[]>;
  analyze(): Promise<void>;
  close(): Promise<void>;
}

const metadata = () => ({
  tenant: 'it',
  actor: { kind: 'system' as const, id: 'bench' },
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});
// A small offer-like payload (~250 bytes of JSON), its key to count what readers see.
const payload = (key: string) => ({ key, title: 'Senior TypeScript developer', text: 'x'.repeat(160) });
/** One of our events carrying `key`. */
const benchEvent = (key: string) => ({
  id: randomUUID(),
  type: 'BenchAppended',
  data: payload(key),
  metadata: metadata(),
});

/** `turns` rounds of both sides, who goes first alternating, so a slow spell of the machine falls on both. */
async function takeTurns<Side>(
  turns: number,
  sides: readonly [Side, Side],
  turn: (side: Side) => Promise<void>,
) {
  for (let round = 0; round < turns; round++)
    for (const side of round % 2 === 0 ? sides : [sides[1], sides[0]]) await turn(side);
}

async function ours(url: string): Promise<Peer> {
  await migrate(url, [platformMigrationsDir]);
  const pool = createPool(url, 10);
  const store = new PostgresEventStore(pool, url);
  return {
    name: 'ours',
    async append(stream, keys) {
      await store.appendToStream(stream, keys.map(benchEvent));
    },
    reader(batchSize) {
      let after: string | null = null;
      return async () => {
        const batch = await store.readAll({ after, batchSize });
        after = batch.checkpoint;
        return batch.events.map((event) => (event.data as { key: string }).key);
      };
    },
    analyze: async () => void (await pool.query('ANALYZE')),
    async close() {
      await store.close();
      await pool.end();
    },
  };
}

async function emmett(url: string): Promise<Peer> {
  const store = getPostgreSQLEventStore(url);
  await store.schema.migrate();
  const reads = dumbo({ connectionString: url });
  return {
    name: 'emmett',
    async append(stream, keys) {
      await store.appendToStream(
        stream,
        keys.map((key) => ({ type: 'BenchAppended', data: payload(key), metadata: metadata() })),
      );
    },
    reader(batchSize) {
      let after: bigint | null = null;
      return async () => {
        const batch = await readMessagesBatch(
          reads.execute,
          after === null ? { from: 0n, batchSize } : { after, batchSize },
        );
        if (batch.messages.length > 0) after = batch.currentGlobalPosition;
        return batch.messages.map((message) => (message.data as { key: string }).key);
      };
    },
    analyze: async () => void (await reads.execute.command(rawSql('ANALYZE'))),
    async close() {
      await store.close();
      await reads.close();
    },
  };
}

const keys = (count: number) => Array.from({ length: count }, () => randomUUID());

/** Events per second of `total` events appended by `writers` concurrent loops of `count`-event appends. */
async function appendRate(peer: Peer, total: number, writers: number, count: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while ((next += count) <= total) await peer.append(`bench-${randomUUID()}`, keys(count));
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

async function catchUpRate(peer: Peer): Promise<number> {
  const read = peer.reader(1000);
  let events = 0;
  const started = performance.now();
  for (let keys = await read(); keys.length > 0; keys = await read()) events += keys.length;
  return events / ((performance.now() - started) / 1000);
}

/**
 * 16 writers of one-event appends (their commits land in another order than their positions) and a
 * reader following them in batches of 100: how many appended events it never saw, and saw twice.
 */
async function lostAndDuplicated(peer: Peer, total: number) {
  const read = peer.reader(100);
  for (let keys = await read(); keys.length > 0; keys = await read()); // start at the head
  const seen = new Map<string, number>();
  const note = (keys: string[]) => keys.forEach((key) => seen.set(key, (seen.get(key) ?? 0) + 1));
  const written = new Set<string>();
  let writing = true;
  let next = 0;
  const writers = Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next++ < total) {
        const key = randomUUID();
        written.add(key);
        await peer.append(`ooo-${key}`, [key]).catch(() => written.delete(key));
      }
    }),
  ).finally(() => (writing = false));
  while (writing) note(await read());
  await writers;
  // Settled: read until two empty batches in a row.
  for (let empty = 0; empty < 2;) {
    const keys = await read();
    note(keys);
    empty = keys.length === 0 ? empty + 1 : 0;
  }
  const lost = [...written].filter((key) => !seen.has(key)).length;
  const duplicated = [...seen.values()].reduce((sum, times) => sum + times - 1, 0);
  return { lost, duplicated };
}

/** Milliseconds of each of `count` sequential one-event appends to the store's 100 streams. */
async function appendTimes(store: PostgresEventStore, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await store.appendToStream(`flat-${i % 100}`, [benchEvent(randomUUID())]);
    times.push(performance.now() - started);
  }
  return times;
}

/** A store of its own for the flat cost: 100 streams of 10 events, then 100 untimed appends. */
async function flatStore(url: string) {
  await migrate(url, [platformMigrationsDir]);
  const pool = createPool(url, 10);
  const store = new PostgresEventStore(pool, url);
  for (let i = 0; i < 100; i++) await store.appendToStream(`flat-${i}`, keys(10).map(benchEvent));
  // Its connections' plans are made and cached now, on a store of ~1,000 events.
  await appendTimes(store, 100);
  return { pool, store };
}

export async function benchEventStore(record: Record, sizes = eventStoreBenchSizes()): Promise<void> {
  const dir = path.join(benchRoot, '.data/bench-event-store');
  await rm(dir, { recursive: true, force: true });
  const postgres = await startEmbeddedPostgres({ dir, persistent: false });
  const peers: Peer[] = [];
  try {
    const admin = createPool(postgres.urlFor('postgres'), 1);
    // "Never analyzed" must stay true while the stores grow.
    await admin.query('ALTER SYSTEM SET autovacuum = off');
    await admin.query('SELECT pg_reload_conf()');
    await admin.end();
    for (const name of ['ours', 'emmett', 'flat-small', 'flat']) await postgres.createDatabase(name);
    peers.push(await ours(postgres.urlFor('ours')), await emmett(postgres.urlFor('emmett')));
    const [us, them] = peers as [Peer, Peer];

    /** Ours ÷ emmett in `rounds` turns each (takeTurns); each side's rate is its events over its time in all. */
    const compare = async (
      label: string,
      target: number,
      measure: (peer: Peer, share: number) => Promise<number>,
      rounds = 1,
    ) => {
      // Seconds per event: each turn's share of it.
      const seconds = new Map<Peer, number>([
        [us, 0],
        [them, 0],
      ]);
      await takeTurns(rounds, [us, them], async (peer) => {
        seconds.set(peer, seconds.get(peer)! + 1 / rounds / (await measure(peer, 1 / rounds)));
      });
      const [mine, theirs] = [1 / seconds.get(us)!, 1 / seconds.get(them)!];
      record(
        `event store: ${label}, ours ${Math.round(mine)} vs emmett ${Math.round(theirs)} events/s`,
        mine / theirs,
        '× emmett',
        `≥ ${target}`,
        mine / theirs >= target,
      );
    };
    const { appends } = sizes;
    // Connections opened, code warm: 100 appends each before anything is timed (still never analyzed).
    for (const peer of peers) await appendRate(peer, 100, 1, 1);
    for (const phase of ['fresh store', 'analyzed store']) {
      if (phase === 'analyzed store') for (const peer of peers) await peer.analyze();
      // Each in ten turns a side, a tenth of the appends each (seconds per event of the whole count).
      const turns = 10;
      await compare(
        `${phase}, sequential appends`,
        1.5,
        (peer, share) => appendRate(peer, appends * share, 1, 1),
        turns,
      );
      await compare(
        `${phase}, 8 writers`,
        1.5,
        (peer, share) => appendRate(peer, appends * share, 8, 1),
        turns,
      );
      await compare(
        `${phase}, batches of 10`,
        1.5,
        (peer, share) => appendRate(peer, appends * 2 * share, 1, 10),
        turns,
      );
      // Something to catch up with: BENCH_ES_READ_EVENTS more events, appended 100 at a time.
      if (phase === 'fresh store') for (const peer of peers) await appendRate(peer, sizes.readEvents, 4, 100);
      await compare(`${phase}, catch-up reads`, 5, (peer) => catchUpRate(peer));
    }
    for (const peer of peers) {
      const counts = await lostAndDuplicated(peer, appends);
      for (const [what, count] of Object.entries(counts))
        record(
          `event store (${peer.name}): ${what} under out-of-order commits`,
          count,
          'events',
          peer === us ? '0' : 'report',
          peer !== us || count === 0,
        );
    }

    // Our append on a store of ~1,000 events and on one of `large`, never analyzed, whose pool made and
    // cached its plans while it held ~1,000 too; timed in ten turns each (takeTurns).
    const small = await flatStore(postgres.urlFor('flat-small'));
    const large = await flatStore(postgres.urlFor('flat'));
    try {
      const bulk = createPool(postgres.urlFor('flat'), 1, 'bulk');
      const chunk = 100_000;
      for (let from = 0; from < sizes.large; from += chunk) {
        const to = Math.min(sizes.large, from + chunk) - 1;
        // Filler written straight into the tables (the append path would take an hour to get here).
        await bulk.query(
          `WITH filler AS (
             INSERT INTO events (event_id, stream_id, stream_version, category, type, data, metadata)
             SELECT gen_random_uuid(), 'filler-' || g, 1, 'filler', 'BenchFiller',
                    jsonb_build_object('key', g::text, 'text', repeat('x', 160)), $3::jsonb
               FROM generate_series($1::int, $2::int) g
             RETURNING stream_id)
           INSERT INTO event_streams (stream_id, version) SELECT stream_id, 1 FROM filler`,
          [from, to, JSON.stringify(metadata())],
        );
        process.stderr.write(`\r  filling the store: ${to + 1}/${sizes.large} events   `);
      }
      process.stderr.write('\n');
      // The filler's dirty pages written out first, and both stores timed from this checkpoint: the
      // figure is the append's, not the bulk load's (each first change of a page after a checkpoint is
      // written whole to the WAL; on the large store the random event ids spread over many more pages).
      await bulk.query('CHECKPOINT');
      await bulk.end();
      const analyzed = await large.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_user_tables WHERE relname IN ('events', 'event_streams') AND (last_analyze IS NOT NULL OR last_autoanalyze IS NOT NULL)",
      );
      if (analyzed.rows[0]!.n > 0)
        throw new Error('the flat-cost store was analyzed; the figure would mean nothing');
      const times = new Map([
        [small, [] as number[]],
        [large, [] as number[]],
      ]);
      const turns = 10;
      await takeTurns(turns, [small, large], async (side) => {
        times.get(side)!.push(...(await appendTimes(side.store, sizes.flatAppends / turns)));
      });
      const [atSmall, atLarge] = [median(times.get(small)!), median(times.get(large)!)];
      const ratio = atLarge / atSmall;
      record(
        `event store: append at ${sizes.large} events ÷ at 1,000, never analyzed (median ${atLarge.toFixed(2)} / ${atSmall.toFixed(2)} ms)`,
        ratio,
        '×',
        '0.9–1.1',
        Math.abs(ratio - 1) <= 0.1,
      );
    } finally {
      for (const { store, pool } of [small, large]) {
        await store.close();
        await pool.end();
      }
    }
  } finally {
    for (const peer of peers) await peer.close();
    // dumbo shares one pool per connection string and counts its users; emmett's store takes it more
    // often than its close gives it back, and an idle connection the server's stop cut then crashed the run.
    await endAllPools();
    await postgres.stop();
  }
}

// Alone: `npm run bench:event-store`.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const sizes = eventStoreBenchSizes();
  console.error(`bench: event store beside emmett-postgresql 0.42 (${JSON.stringify(sizes)})`);
  const rows: Row[] = [];
  await benchEventStore(printingRecorder(rows), sizes);
  console.log(
    `results written to ${path.relative(process.cwd(), await writeResults('event-store', sizes, rows))}`,
  );
  process.exit(0);
}
