// Job alert digests (issue 16, "Speed"): BENCH_DIGEST_ALERTS (default 10,000) active alerts over a board
// of BENCH_DIGEST_OFFERS (default 100,000) offers with BENCH_DIGEST_NEW (default 2,000) published since
// the alerts' last digest. The digest worker (bench/src/digest-worker.ts: the projection worker's
// digests, a process of its own) computes every digest and hands every mail to SMTP (a capture server
// in this process): target ≤ 2 minutes and the worker's peak RSS ≤ 400 MB. Meanwhile the board's
// listing (the server as its own process) is asked at a constant rate: its p95 within 20 % of the same
// load's idle figure.
//
// Everything is written through the real write paths: the board by the seed (offers imported through
// the offer command path, as a paying employer's), the saved searches and alerts by the job alert
// aggregate's command path, the new offers by the offer command path. The board is seeded once into
// the database `seeded` of .data/bench-digests (read models built, kept); each run starts from a copy
// of it (CREATE DATABASE … TEMPLATE), so every run sees the same board and no earlier run's alerts.
// `npm run bench` runs it at its end; `npm run bench:digests` alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { savedSearchOf } from '@tablica/domain/job-alerts/form';
import type { JobAlertFrequency } from '@tablica/domain/job-alerts/job-alert';
import { defaultListFilters, type ListFilters } from '@tablica/domain/listing/filters';
import { filtersToUrl } from '@tablica/domain/listing/url-codec';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import { sendJobAlertCommand, jobFilterIdFor } from '@tablica/platform/job-alerts/write-path';
import { startCaptureServer } from '@tablica/platform/mail/capture-server';
import { freePort, startEmbeddedPostgres } from '@tablica/platform/postgres/embedded';
import { migrate, platformMigrationsDir } from '@tablica/platform/postgres/migrate';
import { createPool, type Pool } from '@tablica/platform/postgres/pool';
import { jobIdFor, openQueue } from '@tablica/platform/queue/queue';
import { searchMigrationsDir } from '@tablica/platform/search/postgres';
import { projectionMigrationDirs } from '@tablica/projections/catalogue';
import { digestIdOf } from '@tablica/projections/job-alerts/schedule';
import { digestBatchJob, digestSlotJob } from '@tablica/projections/job-alerts/digests';
import { seedOffers } from '@tablica/server/seed/generator';
import { commandMigrationsDir } from '@tablica/command-api/migrations';
import { seedBoard, writeSeededOffer } from '@tablica/server/seed/writer';
import {
  benchRoot,
  percentile,
  printingRecorder,
  waitCaughtUp,
  writeResults,
  type Record,
  type Row,
} from './report';

export interface DigestBenchSizes {
  readonly offers: number;
  readonly alerts: number;
  readonly fresh: number;
  /** The listing load beside the digests, requests per second. */
  readonly listingRate: number;
  readonly idleSeconds: number;
  /** The worker's batches at once and jobs per batch; empty: its defaults. */
  readonly concurrency: string;
  readonly parallel: string;
}

export const digestBenchSizes = (): DigestBenchSizes => ({
  offers: Number(process.env.BENCH_DIGEST_OFFERS ?? 100_000),
  alerts: Number(process.env.BENCH_DIGEST_ALERTS ?? 10_000),
  fresh: Number(process.env.BENCH_DIGEST_NEW ?? 2_000),
  listingRate: Number(process.env.BENCH_DIGEST_LISTING_RATE ?? 100),
  idleSeconds: Number(process.env.BENCH_DIGEST_IDLE_SECONDS ?? 20),
  concurrency: process.env.BENCH_DIGEST_CONCURRENCY ?? '',
  parallel: process.env.BENCH_DIGEST_PARALLEL ?? '',
});

const tenant = 'it' as const;
const hour = 60 * 60 * 1000;
const day = 24 * hour;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const statusOf = async (pid: number | undefined, field: 'VmHWM' | 'VmRSS') =>
  Number(
    new RegExp(`${field}:\\s+(\\d+)`).exec(
      await readFile(`/proc/${pid}/status`, 'utf8').catch(() => ''),
    )?.[1] ?? 0,
  ) / 1024;

/** The listing questions of the main bench's mix (spec §7 indexed-array filters). */
export const listQueries = [
  '',
  'categories[0]=javascript',
  'categories[0]=java&experienceLevels[0]=senior',
  'keywords[0]=react',
  'city=warszawa&cityRadiusKm=25',
  'withSalary=true&sortBy=salary&orderBy=DESC',
  'remoteWorkOptions[0]=remote',
  'salaryMin=15000&salaryMax=30000&employmentTypes[0]=b2b',
  'sortBy=newest&orderBy=DESC',
  'experienceLevels[0]=junior&city=krakow',
].map((query) => `/api/v2/user-panel/offers/by-cursor?from=0&itemsCount=100${query ? `&${query}` : ''}`);

/** A small deterministic generator (the alerts' filters are the same every run). */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
  };
}

/**
 * What candidates save: a category (often), sometimes a subcategory, a city (half of them, mostly the
 * big ones), a level, remote work or a keyword — as list URLs, canonical as the API stores them.
 */
export function benchSearches(count: number): { searchUrl: string; filters: ListFilters }[] {
  const config = tenantConfig(tenant);
  const rnd = random(16);
  const categories = config.categories.filter((category) => !category.static);
  const bigCities = config.cities.slice(0, 6);
  const keywords = ['react', 'java', 'python', 'sql', 'excel', 'kotlin', 'sprzedaż', 'angular'];
  const searches: { searchUrl: string; filters: ListFilters }[] = [];
  for (let i = 0; i < count; i++) {
    const category = rnd.chance(0.85) ? rnd.pick(categories) : null;
    const children = category?.children.filter((child) => !child.static) ?? [];
    const filters: ListFilters = {
      ...defaultListFilters,
      category: category?.key ?? null,
      subcategories: children.length > 0 && rnd.chance(0.4) ? [rnd.pick(children).key] : [],
      city: rnd.chance(0.5) ? rnd.pick(rnd.chance(0.7) ? bigCities : config.cities).slug : null,
      experienceLevels: rnd.chance(0.3) ? [rnd.pick(['junior', 'mid', 'senior'] as const)] : [],
      remoteWorkOptions: rnd.chance(0.1) ? ['remote'] : [],
      keywords: rnd.chance(0.1) ? [rnd.pick(keywords)] : [],
    };
    const locale = i % 3 === 0 ? 'en' : 'pl';
    const saved = savedSearchOf(tenant, filtersToUrl(filters, config, locale));
    if (!saved) throw new Error('a bench search is not a list URL');
    searches.push({ searchUrl: saved.searchUrl, filters: saved.filters });
  }
  return searches;
}

const frequencyOf = (i: number): JobAlertFrequency =>
  i % 5 < 2 ? 'twiceAWeek' : i % 5 < 4 ? 'daily' : 'weekly';

export function spawnProcess(script: string, env: NodeJS.ProcessEnv, profile = false): ChildProcess {
  // BENCH_PROFILE=<dir>: the digest worker writes a CPU profile there.
  const flags =
    profile && process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : [];
  return spawn(process.execPath, [...flags, '--import', 'tsx', script], {
    cwd: benchRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

export async function stopProcess(child: ChildProcess | null) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** The board's server as its own process (no offer timers, no digests); resolves once caught up. */
export async function startBoardServer(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawnProcess('server/src/main.ts', {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    DEMO_DATA: 'false',
    OFFER_TIMERS: 'false',
    DATABASE_POOL_SIZE: '16',
    ...env,
  });
  server.stdout?.resume();
  await waitCaughtUp(url, server);
  return { url, process: server };
}

/** The kept board: seeded once through the offer command path, its read models built. */
async function ensureSeededBoard(adminPool: Pool, seededUrl: string, offers: number) {
  await migrate(seededUrl, [
    platformMigrationsDir,
    commandMigrationsDir,
    searchMigrationsDir,
    ...projectionMigrationDirs,
  ]);
  const pool = createPool(seededUrl, 10, 'bulk');
  try {
    await pool.query(
      'CREATE TABLE IF NOT EXISTS bench_digest_board (offers int NOT NULL, ready_at timestamptz)',
    );
    const kept = await pool.query<{ offers: number; ready: boolean }>(
      'SELECT offers, ready_at IS NOT NULL AS ready FROM bench_digest_board',
    );
    const known = kept.rows[0];
    // Seeded before: only bring the read models up to date (the code may have a new version of one,
    // which rebuilds here once instead of in every run's copy).
    if (!known || known.offers < offers) {
      console.error(`seeding ${offers} offers into .data/bench-digests (once)…`);
      const store = new PostgresEventStore(pool, seededUrl);
      // As of a day ago: the run's alerts (activated two hours ago) see none of these as new.
      await seedBoard({ store, pool }, { tenant, offers, seed: 42, now: new Date(Date.now() - day) }, (p) =>
        process.stderr.write(`\r  ${p.done}/${p.total} offers, ${p.events} events   `),
      );
      process.stderr.write('\n');
      await store.close();
      await pool.query('DELETE FROM bench_digest_board');
      await pool.query('INSERT INTO bench_digest_board (offers) VALUES ($1)', [offers]);
    }
    console.error(
      known?.ready ? 'bringing the kept board up to date…' : 'building the read models of the kept board…',
    );
    const server = await startBoardServer(seededUrl);
    await stopProcess(server.process);
    await pool.query('UPDATE bench_digest_board SET ready_at = now()');
  } finally {
    await pool.end();
  }
  void adminPool;
}

export async function benchDigests(record: Record, sizes = digestBenchSizes()): Promise<void> {
  const postgres = await startEmbeddedPostgres({ dir: path.join(benchRoot, '.data/bench-digests/postgres') });
  await postgres.createDatabase('seeded');
  const adminPool = createPool(postgres.url, 2);
  let server: ChildProcess | null = null;
  let worker: ChildProcess | null = null;
  let mails = 0;
  // The relay takes and counts each mail without parsing it: a real relay runs on a machine of its own.
  const relay = await startCaptureServer({
    parse: false,
    onReceived: () => {
      mails++;
    },
  });
  try {
    await ensureSeededBoard(adminPool, postgres.urlFor('seeded'), sizes.offers);
    // A fresh copy of the kept board for this run.
    await adminPool.query('DROP DATABASE IF EXISTS digests WITH (FORCE)');
    await adminPool.query('CREATE DATABASE digests TEMPLATE seeded STRATEGY FILE_COPY');
    const databaseUrl = postgres.urlFor('digests');
    const board = await startBoardServer(databaseUrl);
    server = board.process;
    const pool = createPool(databaseUrl, 12);
    const store = new PostgresEventStore(pool, databaseUrl);
    try {
      // 1. The alerts, through the job alert command path: saved and activated two hours ago (as a
      // signed-in candidate's with a verified address: active at once).
      const started = Date.now();
      const activatedAt = new Date(started - 2 * hour);
      const searches = benchSearches(sizes.alerts);
      let next = 0;
      const seedAlert = async () => {
        for (let i = next++; i < sizes.alerts; i = next++) {
          const { searchUrl, filters } = searches[i]!;
          const candidateId = jobIdFor(`bench-digest-candidate:${i}`);
          const jobFilterId = jobFilterIdFor(tenant, candidateId, searchUrl);
          const call = { tenant, actor: { kind: 'candidate', id: candidateId } as const, at: activatedAt };
          await sendJobAlertCommand(
            store,
            jobFilterId,
            {
              type: 'SaveJobFilter',
              data: { jobFilterId, candidateId, name: `Alert ${i}`, searchUrl, filters },
            },
            call,
          );
          await sendJobAlertCommand(
            store,
            jobFilterId,
            {
              type: 'CreateJobAlert',
              data: {
                by: candidateId,
                email: `bench-digest-${i}@example.com`,
                frequency: frequencyOf(i),
                language: i % 3 === 0 ? 'en' : 'pl',
                confirmationId: jobIdFor(`bench-digest-confirmation:${i}`),
                verifiedAccount: true,
              },
            },
            call,
          );
        }
      };
      await Promise.all(Array.from({ length: 8 }, seedAlert));
      const alertsSeconds = (Date.now() - started) / 1000;

      // 2. The new offers, through the offer command path, published after the alerts' activation.
      const freshStarted = Date.now();
      const span = freshStarted - 60_000 - activatedAt.getTime();
      let n = 0;
      const fresh = [
        ...seedOffers({ tenant, offers: sizes.fresh, seed: 4242, now: new Date(freshStarted) }),
      ].map((offer) => ({
        ...offer,
        publishedAt: new Date(activatedAt.getTime() + ((n++ + 1) * span) / sizes.fresh),
        steps: [],
      }));
      let nextOffer = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let i = nextOffer++; i < fresh.length; i = nextOffer++)
            await writeSeededOffer({ store, pool }, tenant, fresh[i]!);
        }),
      );
      console.error(
        `  ${sizes.alerts} alerts in ${alertsSeconds.toFixed(0)} s, ${sizes.fresh} new offers in ${((Date.now() - freshStarted) / 1000).toFixed(0)} s`,
      );
      await waitCaughtUp(board.url, server);

      // 3. The digest worker, waiting for work; the listing's idle figure beside it.
      worker = spawnProcess(
        'bench/src/digest-worker.ts',
        {
          DATABASE_URL: databaseUrl,
          // A small pool: the digests must not take the database from the board.
          DATABASE_POOL_SIZE: process.env.BENCH_DIGEST_POOL ?? '4',
          SMTP_URL: `${relay.url}?pool=true`,
          DIGEST_CONCURRENCY: sizes.concurrency,
          DIGEST_PARALLEL: sizes.parallel,
        },
        true,
      );
      await new Promise<void>((resolve, reject) => {
        worker!.stdout!.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('ready')) resolve();
        });
        worker!.once('exit', () => reject(new Error('the digest worker exited')));
      });
      const listing = (seconds: number) => {
        const times: number[] = [];
        let errors = 0;
        const run = autocannon(
          {
            url: board.url,
            connections: 8,
            overallRate: sizes.listingRate,
            duration: seconds,
            requests: listQueries.map((p) => ({ method: 'GET' as const, path: p })),
          },
          () => undefined,
        );
        run.on('response', (_client, status, _bytes, ms) => {
          times.push(ms);
          if (status !== 200) errors++;
        });
        const done = new Promise<void>((resolve) => run.once('done', () => resolve()));
        return { times, errors: () => errors, stop: () => run.stop(), done };
      };
      for (const warm of listQueries) await (await fetch(board.url + warm)).arrayBuffer();
      const idle = listing(sizes.idleSeconds);
      await idle.done;
      const idleP95 = percentile(idle.times, 95);

      // 4. The digests: a slot job per frequency (what the schedule sends at 08:00 Warsaw time), then
      // every alert's digest job; done when every digest job has ended and the mails are at the relay.
      const queue = await openQueue({ connectionString: databaseUrl });
      const busy = listing(3600);
      const slot = new Date();
      const digestStarted = performance.now();
      await queue.send(
        digestSlotJob,
        (['daily', 'weekly', 'twiceAWeek'] as const).map((frequency) => ({
          id: jobIdFor(`job-alert-digest-slot:${digestIdOf(frequency, slot)}`),
          data: { frequency, slot: slot.toISOString() },
        })),
      );
      // Done when the slot jobs have sent every batch and every batch has ended; the batches' outputs
      // count the digests (one per alert) by how each ended.
      let ended = { slots: 0, completed: 0, failed: 0, total: 0, digests: 0 };
      let rssPeakSeen = 0;
      for (;;) {
        const counts = await pool.query<typeof ended>(
          `SELECT count(*) FILTER (WHERE name = $1 AND state = 'completed')::int AS slots,
                  count(*) FILTER (WHERE name = $2 AND state = 'completed')::int AS completed,
                  count(*) FILTER (WHERE name = $2 AND state = 'failed')::int AS failed,
                  count(*) FILTER (WHERE name = $2)::int AS total,
                  coalesce(sum((SELECT sum(value::int) FROM jsonb_each_text(output->'outcomes')))
                    FILTER (WHERE name = $2 AND state = 'completed'), 0)::int AS digests
             FROM pgboss.job WHERE name IN ($1, $2)`,
          [digestSlotJob.name, digestBatchJob.name],
        );
        ended = counts.rows[0]!;
        rssPeakSeen = Math.max(rssPeakSeen, await statusOf(worker.pid, 'VmRSS'));
        if (ended.slots === 3 && ended.completed + ended.failed >= ended.total) break;
        if (performance.now() - digestStarted > 15 * 60_000) break;
        if (worker.exitCode !== null) throw new Error('the digest worker exited');
        await sleep(200);
      }
      const digestSeconds = (performance.now() - digestStarted) / 1000;
      busy.stop();
      await busy.done;
      const busyP95 = percentile(busy.times, 95);
      const workerPeak = Math.max(rssPeakSeen, await statusOf(worker.pid, 'VmHWM'));
      const sent = (
        await pool.query<{ n: number; offers: number }>(
          `SELECT count(*)::int AS n, coalesce(sum(cardinality(offer_ids)), 0)::int AS offers
             FROM job_alert_digest_sends WHERE state = 'sent'`,
        )
      ).rows[0]!;
      await queue.stop();

      record(
        `every digest of ${sizes.alerts} active alerts (${sizes.offers} offers, ${sizes.fresh} new; ${ended.digests} digests in ${ended.completed} of ${ended.total} batch jobs done${ended.slots < 3 || ended.completed + ended.failed < ended.total ? ' when the bench gave up after 15 minutes' : ''}; ${sent.n} mails with ${sent.offers} offers handed to SMTP, ${mails} received)`,
        digestSeconds,
        's',
        '≤ 120',
        digestSeconds <= 120 && ended.digests === sizes.alerts && ended.failed === 0 && mails >= sent.n,
      );
      record('digest batch jobs failed', ended.failed, 'count', '0', ended.failed === 0);
      record('digest worker peak RSS', workerPeak, 'MiB', '≤ 400', workerPeak <= 400);
      record(
        `listing p95 at ${sizes.listingRate} req/s, idle (${idle.times.length} answers, ${idle.errors()} not 200)`,
        idleP95,
        'ms',
        'report',
        idle.errors() === 0,
      );
      const ratio = busyP95 / idleP95;
      record(
        `listing p95 during the digests ÷ idle (${busyP95.toFixed(1)} / ${idleP95.toFixed(1)} ms, ${busy.times.length} answers, ${busy.errors()} not 200)`,
        ratio,
        '×',
        '≤ 1.2',
        ratio <= 1.2 && busy.errors() === 0,
      );
    } finally {
      await store.close();
      await pool.end();
    }
  } finally {
    await stopProcess(worker);
    await stopProcess(server);
    await adminPool.end();
    await relay.stop();
    await postgres.stop();
  }
}

// Alone: `npm run bench:digests`.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const sizes = digestBenchSizes();
  console.error(`bench: job alert digests (${JSON.stringify(sizes)})`);
  const rows: Row[] = [];
  await benchDigests(printingRecorder(rows), sizes);
  const note = process.env.BENCH_NOTE ?? null;
  console.log(
    `results written to ${path.relative(process.cwd(), await writeResults('digests', { ...sizes, note }, rows))}`,
  );
  process.exit(0);
}
