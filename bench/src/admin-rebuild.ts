// Read-model rebuild from the admin page (issue 17, "Speed"): over a board of BENCH_REBUILD_OFFERS
// (default 100,000) offers seeded through the offer command path (~220,000 events), the board's server
// runs as its own process and a rebuild of the search index is started as the projections page starts
// it (POST /api/admin/projections/search-index/rebuild). Targets: the page's status
// (GET /api/admin/projections/search-index, asked every 100 ms as a stand-in for its poll) shows
// progress within 1 s, and the listing's p95 at a constant rate during the rebuild stays within 20 % of
// the same load's idle figure. The board is seeded once into the database `seeded` of
// .data/bench-rebuild and kept; each run starts from a copy of it. `npm run bench:admin` runs it after
// the audit figures; `npm run bench:rebuild` alone.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import { startEmbeddedPostgres } from '@tablica/platform/postgres/embedded';
import { migrate, platformMigrationsDir } from '@tablica/platform/postgres/migrate';
import { createPool } from '@tablica/platform/postgres/pool';
import { searchMigrationsDir } from '@tablica/platform/search/postgres';
import { projectionMigrationDirs } from '@tablica/projections/catalogue';
import { seedBoard } from '@tablica/server/seed/writer';
import { listQueries, startBoardServer, stopProcess } from './digests';
import { benchRoot, printingRecorder, writeResults, type Record, type Row } from './report';

export const rebuildBenchSizes = () => ({
  offers: Number(process.env.BENCH_REBUILD_OFFERS ?? 100_000),
  /** The listing load beside the rebuild, requests per second. */
  listingRate: Number(process.env.BENCH_REBUILD_LISTING_RATE ?? 100),
  idleSeconds: Number(process.env.BENCH_REBUILD_IDLE_SECONDS ?? 20),
});

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RebuildStatus {
  readonly active: { readonly version: number } | null;
  readonly rebuild: {
    readonly version: number;
    readonly eventsDone: number | null;
    readonly eventsApplied: number;
  } | null;
}

/** The kept board: seeded once through the offer command path, its read models built by the server. */
async function ensureSeededBoard(seededUrl: string, offers: number): Promise<void> {
  await migrate(seededUrl, [platformMigrationsDir, searchMigrationsDir, ...projectionMigrationDirs]);
  const pool = createPool(seededUrl, 10, 'bulk');
  try {
    await pool.query('CREATE TABLE IF NOT EXISTS bench_rebuild_board (offers int NOT NULL)');
    const kept = await pool.query<{ offers: number }>('SELECT offers FROM bench_rebuild_board');
    if (kept.rows[0]?.offers === offers) return;
    if (kept.rows[0])
      throw new Error(`.data/bench-rebuild holds ${kept.rows[0].offers} offers: remove it for ${offers}`);
    console.error(`seeding ${offers} offers into .data/bench-rebuild (once)…`);
    const store = new PostgresEventStore(pool, seededUrl);
    await seedBoard({ store, pool }, { tenant: 'it', offers, seed: 42, now: new Date() }, (p) =>
      process.stderr.write(`\r  ${p.done}/${p.total} offers, ${p.events} events   `),
    );
    process.stderr.write('\n');
    await store.close();
    await pool.query('INSERT INTO bench_rebuild_board (offers) VALUES ($1)', [offers]);
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
    await ensureSeededBoard(postgres.urlFor('seeded'), sizes.offers);
    await adminPool.query('DROP DATABASE IF EXISTS rebuild WITH (FORCE)');
    await adminPool.query('CREATE DATABASE rebuild TEMPLATE seeded STRATEGY FILE_COPY');
    const databaseUrl = postgres.urlFor('rebuild');
    const token = randomUUID();
    console.error('starting the board (its read models catching up)…');
    server = await startBoardServer(databaseUrl, { ADMIN_TOKEN: token });
    const { url } = server;
    const admin = { authorization: `Bearer ${token}` };
    const status = async () =>
      (await (
        await fetch(`${url}/api/admin/projections/search-index`, { headers: admin })
      ).json()) as RebuildStatus;
    const events = await (async () => {
      const pool = createPool(databaseUrl, 1);
      try {
        return Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
      } finally {
        await pool.end();
      }
    })();

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
