// Every read model's catch-up from position zero (issue 18, item 5): a blue/green rebuild of each
// projection in the catalogue (as `npm run projections -- rebuild`), one after another, over a seeded
// board; its rate is the events in the store ÷ the time until the new version is active. Target:
// ≥ 10,000 events/s for each. `npm run bench` runs it on its board; `npm run bench:catch-up` runs it
// alone on a board of BENCH_CATCHUP_OFFERS (default 20,000) offers seeded once into .data/bench-catch-up.
// BENCH_CATCHUP_ONLY=offer-history,offer-timers limits it to some read models.
import path from 'node:path';
import type { EventStore } from '@tablica/platform/event-store/port';
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import { startEmbeddedPostgres } from '@tablica/platform/postgres/embedded';
import { migrate, platformMigrationsDir } from '@tablica/platform/postgres/migrate';
import { createPool, type Pool } from '@tablica/platform/postgres/pool';
import { rebuildProjection } from '@tablica/platform/projections/rebuild';
import { projectionMigrationDirs, projections } from '@tablica/projections/catalogue';
import { commandMigrationsDir } from '@tablica/command-api/migrations';
import { seedBoard } from '@tablica/server/seed/writer';
import { benchRoot, printingRecorder, writeResults, type Record, type Row } from './report';

export interface CatchUpDeps {
  readonly pool: Pool;
  readonly store: EventStore;
  readonly connectionString: string;
}

export async function benchCatchUp(deps: CatchUpDeps, record: Record): Promise<void> {
  const only = process.env.BENCH_CATCHUP_ONLY?.split(',').map((name) => name.trim());
  const total = Number((await deps.pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
  for (const projection of projections) {
    if (only && !only.includes(projection.name)) continue;
    const started = Date.now();
    const { version } = await rebuildProjection(deps, projection, { reason: 'bench', dropAfterMs: 0 });
    // Until the new version was active (its switch's commit; the old one's drop after it is not waited
    // for), and what the rebuild itself reported (projection_versions, about once a second while it built).
    const reported = await deps.pool.query<{ activated: number; events_per_second: number | null }>(
      `SELECT extract(epoch FROM activated_at) * 1000 AS activated, events_per_second
         FROM projection_versions WHERE name = $1 AND version = $2`,
      [projection.name, version],
    );
    const rate = total / ((Number(reported.rows[0]!.activated) - started) / 1000);
    const own = reported.rows[0]?.events_per_second;
    record(
      `catch-up from zero: ${projection.name} (${total} events${own ? `; the rebuild reported ${Math.round(own)}/s` : ''})`,
      rate,
      'events/s',
      '≥ 10000',
      rate >= 10_000,
    );
  }
}

// Alone: `npm run bench:catch-up`.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const offers = Number(process.env.BENCH_CATCHUP_OFFERS ?? 20_000);
  const postgres = await startEmbeddedPostgres({
    dir: path.join(benchRoot, '.data/bench-catch-up/postgres'),
  });
  await postgres.createDatabase('tablica');
  const url = postgres.urlFor('tablica');
  await migrate(url, [platformMigrationsDir, commandMigrationsDir, ...projectionMigrationDirs]);
  const pool = createPool(url, 12);
  const store = new PostgresEventStore(pool, url);
  const rows: Row[] = [];
  try {
    const seeded = await pool.query<{ n: number }>(
      "SELECT count(DISTINCT stream_id)::int AS n FROM events WHERE stream_id LIKE 'offer-%'",
    );
    if (seeded.rows[0]!.n < offers) {
      console.error(`seeding ${offers} offers (once; kept in .data/bench-catch-up)…`);
      const seedPool = createPool(url, 10, 'bulk');
      const seedStore = new PostgresEventStore(seedPool, url);
      await seedBoard(
        { store: seedStore, pool: seedPool },
        { tenant: 'it', offers, seed: 42, now: new Date() },
        (p) => process.stderr.write(`\r  ${p.done}/${p.total} offers, ${p.events} events   `),
      );
      process.stderr.write('\n');
      await seedStore.close();
      await seedPool.end();
    }
    console.error(`bench: every read model's catch-up from zero (${offers} offers)`);
    await benchCatchUp({ pool, store, connectionString: url }, printingRecorder(rows));
  } finally {
    await store.close();
    await pool.end();
    await postgres.stop();
  }
  console.log(
    `results written to ${path.relative(process.cwd(), await writeResults('catch-up', { offers }, rows))}`,
  );
  process.exit(0);
}
