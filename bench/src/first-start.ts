// The board server's first start (issue 18, item 5: a seeded 220,000-event board fully caught up in
// ≤ 30 s): every read model built from zero by the server's own runners, all at once, until each has
// applied every event and created its readers' indexes. `npm run bench` records it when its board's start
// is a first one (BENCH_FIRST_START=true makes it one); `npm run bench:first-start` forgets the read
// models of the .data/bench board (seeded by `npm run bench` or `DATA_DIR=.data/bench npm run seed`;
// the events stay) and measures that start alone.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startEmbeddedPostgres } from '@tablica/platform/postgres/embedded';
import { createPool, type Pool } from '@tablica/platform/postgres/pool';
import { quoteIdentifier } from '@tablica/platform/projections/read-models';
import { benchRoot, printingRecorder, waitCaughtUp, writeResults, type Record, type Row } from './report';

/** Drops every read model of the board (schemas, versions, checkpoints): the next start is a first one. */
export async function forgetReadModels(pool: Pool): Promise<void> {
  const schemas = await pool.query<{ schema_name: string }>('SELECT schema_name FROM projection_versions');
  for (const { schema_name: schema } of schemas.rows)
    await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
  await pool.query('DELETE FROM projection_versions');
  await pool.query('DELETE FROM projection_checkpoints');
}

/**
 * The board server as its own process on `databaseUrl`, as the bench's loads meet it, started and
 * waited for until every read model has caught up; with the figure above when its start was a first one.
 */
export async function startBoardServer(
  pool: Pool,
  databaseUrl: string,
  record: Record,
): Promise<{ server: ChildProcess; url: string }> {
  const firstStart =
    (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM projection_versions')).rows[0]!.n === 0;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: benchRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DEMO_DATA: 'false',
      // The seeded board is a snapshot: its time-driven jobs (thousands of bumps and expiries fell due
      // since it was seeded) would append all through the loads, each write dropping the answers cache.
      OFFER_TIMERS: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '16',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  // When each read model was done: which one the start waits for, and how long the others shared the cores.
  const readyAt: string[] = [];
  await waitCaughtUp(url, server, (name) =>
    readyAt.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`),
  );
  const seconds = (Date.now() - started) / 1000;
  console.error(`read models caught up in ${seconds.toFixed(0)} s (${readyAt.join(', ')})`);
  if (firstStart) {
    const events = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
    // The 30 s for 220,000 events, in proportion to this board's.
    const target = (30 * events) / 220_000;
    record(
      `first start: every read model from zero, its indexes included (${events} events, ${Math.round(events / seconds)} events/s; each done at: ${readyAt.join(', ')})`,
      seconds,
      's',
      `≤ ${target.toFixed(0)}`,
      seconds <= target,
    );
  }
  return { server, url };
}

// Alone: `npm run bench:first-start`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const postgres = await startEmbeddedPostgres({ dir: path.join(benchRoot, '.data/bench/postgres') });
  const databaseUrl = postgres.urlFor('tablica');
  const pool = createPool(databaseUrl, 4);
  const rows: Row[] = [];
  try {
    await forgetReadModels(pool);
    const { server } = await startBoardServer(pool, databaseUrl, printingRecorder(rows));
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    console.log(`results written to ${await writeResults('first-start', {}, rows)}`);
  } finally {
    await pool.end();
    await postgres.stop();
  }
}
