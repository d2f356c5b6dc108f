// Read-model rebuild from the admin page (issue 17, "Speed": "a rebuild started from the page over
// 220,000 events"): on a board whose store holds at least BENCH_REBUILD_EVENTS (default 220,000) events,
// offers seeded through the offer command path as paying employers publish them (~6 events an offer,
// so ~36,000 offers), the board's server runs as its own process and a rebuild of the search index is
// started as the projections page starts it (POST /api/admin/projections/search-index/rebuild).
// Targets: the page's status (GET /api/admin/projections/search-index, asked every 100 ms as a stand-in
// for its poll) shows progress within 1 s, and the listing's p95 at a constant rate during the rebuild
// stays within 20 % of the same load's idle figure. The board is seeded once into the database `seeded`
// of .data/bench-rebuild and kept with its read models built; each run starts from a copy of it.
// `npm run bench:admin` runs it after the audit figures; `npm run bench:rebuild` alone.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { commandMigrationsDir } from '@tablica/command-api/migrations';
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import { startEmbeddedPostgres } from '@tablica/platform/postgres/embedded';
import { migrate, platformMigrationsDir } from '@tablica/platform/postgres/migrate';
import { createPool, type Pool } from '@tablica/platform/postgres/pool';
import { searchMigrationsDir } from '@tablica/platform/search/postgres';
import { projectionMigrationDirs } from '@tablica/projections/catalogue';
import { seedBoard } from '@tablica/server/seed/writer';
import { listQueries, startBoardServer, stopProcess } from './digests';
import { benchRoot, percentile, printingRecorder, writeResults, type Record, type Row } from './report';

export const rebuildBenchSizes = () => ({
  /** The store's events at least: offers are seeded until it holds them. */
  events: Number(process.env.BENCH_REBUILD_EVENTS ?? 220_000),
  /** The listing load beside the rebuild, requests per second. */
  listingRate: Number(process.env.BENCH_REBUILD_LISTING_RATE ?? 100),
  idleSeconds: Number(process.env.BENCH_REBUILD_IDLE_SECONDS ?? 20),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RebuildStatus {
  readonly active: { readonly version: number } | null;
  readonly rebuild: {
    readonly version: number;
    readonly eventsDone: number | null;
    readonly eventsApplied: number;
  } | null;
}

/** The kept board's size, as its store holds it. */
interface KeptBoard {
  readonly offers: number;
  readonly events: number;
}

const storeEvents = async (pool: Pool) =>
  Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);

/** What a paying employer's seeded offer appends, about (draft, summary, publication, its lifecycle). */
const eventsPerOfferGuess = 6.2;

/**
 * The kept board: seeded once through the offer command path until its store holds `events` events
 * (in rounds of distinct seeds, each sized by what the rounds before it appended an offer), its read
 * models built by the server (brought up to date when the code has a new version of one, once here
 * rather than in every run's copy). Reused as it is while it holds `events` to twice that.
 */
async function ensureSeededBoard(seededUrl: string, events: number): Promise<KeptBoard> {
  await migrate(seededUrl, [
    platformMigrationsDir,
    commandMigrationsDir,
    searchMigrationsDir,
    ...projectionMigrationDirs,
  ]);
  const pool = createPool(seededUrl, 10, 'bulk');
  try {
    await pool.query(
      'CREATE TABLE IF NOT EXISTS bench_rebuild_board (seed int NOT NULL, offers int NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now())',
    );
    await pool.query('CREATE TABLE IF NOT EXISTS bench_rebuild_ready (ready_at timestamptz NOT NULL)');
    const rounds = async () =>
      (
        await pool.query<{ seed: number; offers: number }>(
          'SELECT seed, offers FROM bench_rebuild_board ORDER BY seed',
        )
      ).rows;
    const offersIn = async () => (await rounds()).reduce((sum, round) => sum + round.offers, 0);
    let held = await storeEvents(pool);
    if (held > 2 * events)
      throw new Error(`.data/bench-rebuild holds ${held} events: remove it for a board of ${events}`);
    if (held < events) {
      const store = new PostgresEventStore(pool, seededUrl);
      const now = new Date();
      let perOffer = eventsPerOfferGuess;
      while (held < events) {
        const seed = 42 + (await rounds()).length;
        const offers = Math.max(100, Math.ceil(((events - held) / perOffer) * 1.02));
        console.error(
          `seeding ${offers} offers into .data/bench-rebuild (seed ${seed}; ${held} events held)…`,
        );
        const seeded = await seedBoard({ store, pool }, { tenant: 'it', offers, seed, now }, (p) =>
          process.stderr.write(`\r  ${p.done}/${p.total} offers, ${p.events} events   `),
        );
        process.stderr.write('\n');
        await pool.query('INSERT INTO bench_rebuild_board (seed, offers) VALUES ($1, $2)', [seed, offers]);
        const before = held;
        held = await storeEvents(pool);
        if (held === before) throw new Error(`seed ${seed} appended no events`);
        perOffer = seeded.events > 0 ? seeded.events / offers : perOffer;
      }
      await store.close();
      await pool.query('DELETE FROM bench_rebuild_ready');
    }
    const ready = (await pool.query('SELECT 1 FROM bench_rebuild_ready')).rowCount! > 0;
    console.error(
      ready ? 'bringing the kept board up to date…' : 'building the read models of the kept board…',
    );
    const started = performance.now();
    const server = await startBoardServer(seededUrl);
    await stopProcess(server.process);
    if (!ready) {
      await pool.query('INSERT INTO bench_rebuild_ready (ready_at) VALUES (now())');
      console.error(`  built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    return { offers: await offersIn(), events: held };
  } finally {
    await pool.end();
  }
}

export async function benchRebuild(record: Record, sizes = rebuildBenchSizes()): Promise<void> {
  const postgres = await startEmbeddedPostgres({ dir: path.join(benchRoot, '.data/bench-rebuild/postgres') });
  await postgres.createDatabase('seeded');
  const adminPool = createPool(postgres.url, 2);
  let server: Awaited<ReturnType<typeof startBoardServer>> | null = null;
  try {
    const board = await ensureSeededBoard(postgres.urlFor('seeded'), sizes.events);
    console.error(`kept board: ${board.offers} offers, ${board.events} events`);
    await adminPool.query('DROP DATABASE IF EXISTS rebuild WITH (FORCE)');
    await adminPool.query('CREATE DATABASE rebuild TEMPLATE seeded STRATEGY FILE_COPY');
    const databaseUrl = postgres.urlFor('rebuild');
    const token = randomUUID();
    console.error('starting the board…');
    server = await startBoardServer(databaseUrl, { ADMIN_TOKEN: token });
    const { url } = server;
    const admin = { authorization: `Bearer ${token}` };
    const status = async () =>
      (await (
        await fetch(`${url}/api/admin/projections/search-index`, { headers: admin })
      ).json()) as RebuildStatus;
    const { events } = board;
    const listing = (seconds: number) => {
      const times: number[] = [];
      let errors = 0;
      const run = autocannon(
        {
          url,
          connections: 8,
          overallRate: sizes.listingRate,
          duration: seconds,
          requests: listQueries.map((p) => ({ method: 'GET' as const, path: p })),
        },
        () => undefined,
      );
      run.on('response', (_client, code, _bytes, ms) => {
        times.push(ms);
        if (code !== 200) errors++;
      });
      const done = new Promise<void>((resolve) => run.once('done', () => resolve()));
      return { times, errors: () => errors, stop: () => run.stop(), done };
    };
    for (const warm of listQueries) await (await fetch(url + warm)).arrayBuffer();
    const idle = listing(sizes.idleSeconds);
    await idle.done;
    const idleP95 = percentile(idle.times, 95);

    // The page's start, then its status asked often: when does the first progress show?
    const before = (await status()).active!.version;
    const busy = listing(3600);
    const started = performance.now();
    const answer = await fetch(`${url}/api/admin/projections/search-index/rebuild`, {
      method: 'POST',
      headers: admin,
    });
    if (answer.status !== 202)
      throw new Error(`the rebuild did not start: ${answer.status} ${await answer.text()}`);
    let progressAfter: number | null = null;
    for (;;) {
      const now = await status();
      if (
        progressAfter === null &&
        ((now.rebuild?.eventsDone ?? 0) > 0 || (now.rebuild?.eventsApplied ?? 0) > 0)
      )
        progressAfter = performance.now() - started;
      if (now.active && now.active.version > before) break;
      if (server.process.exitCode !== null) throw new Error('the board server exited');
      await sleep(100);
    }
    const rebuildSeconds = (performance.now() - started) / 1000;
    progressAfter ??= rebuildSeconds * 1000;
    busy.stop();
    await busy.done;
    const busyP95 = percentile(busy.times, 95);
    console.error(`  rebuilt the search index over ${events} events in ${rebuildSeconds.toFixed(1)} s`);

    record(
      `events in the store (${board.offers} offers seeded as paying employers publish them)`,
      events,
      'events',
      `≥ ${sizes.events}`,
      events >= sizes.events,
    );
    record(
      `rebuild from the page over ${events} events: first progress shown after`,
      progressAfter,
      'ms',
      '≤ 1000',
      progressAfter <= 1000,
    );
    record(
      `rebuild of the search index over ${events} events, to the switch`,
      rebuildSeconds,
      's',
      '-',
      true,
    );
    record(
      `listing p95 at ${sizes.listingRate} req/s, idle (${idle.times.length} answers, ${idle.errors()} not 200)`,
      idleP95,
      'ms',
      '-',
      idle.errors() === 0,
    );
    record(
      `listing p95 during the rebuild ÷ idle (${busyP95.toFixed(1)} / ${idleP95.toFixed(1)} ms, ${busy.times.length} answers, ${busy.errors()} not 200)`,
      busyP95 / idleP95,
      'ratio',
      '≤ 1.2',
      busyP95 / idleP95 <= 1.2 && busy.errors() === 0,
    );
  } finally {
    await stopProcess(server?.process ?? null);
    await adminPool.end();
    await postgres.stop();
  }
}

// Alone: `npm run bench:rebuild`.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const sizes = rebuildBenchSizes();
  console.error(`bench: rebuild from the admin page (${JSON.stringify(sizes)})`);
  const rows: Row[] = [];
  await benchRebuild(printingRecorder(rows), sizes);
  console.log(
    `results written to ${path.relative(process.cwd(), await writeResults('rebuild', sizes, rows))}`,
  );
  process.exit(0);
}
