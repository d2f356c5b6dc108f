// npm run seed -- --tenant it --offers 100000 [--seed 42]
// Seeds a board through the real command path, on DATABASE_URL or the embedded database under DATA_DIR
// (the running board's, when `npm start` is up).
import { parseArgs } from 'node:util';
import { isTenantId } from '@tablica/domain/tenants';
import { commandMigrationsDir } from '@tablica/command-api/migrations';
import { ConfigError, loadConfig } from '@tablica/platform/config/config';
import { createEventStore } from '@tablica/platform/event-store/create';
import { createLogger } from '@tablica/platform/observability/logger';
import { openDatabase } from '@tablica/platform/postgres/database';
import { migrate, platformMigrationsDir } from '@tablica/platform/postgres/migrate';
import { createPool } from '@tablica/platform/postgres/pool';
import { projectionMigrationDirs } from '@tablica/projections/catalogue';
import { seedBoard } from './writer';

const usage = 'usage: npm run seed -- --tenant it|work --offers N [--seed S] [--concurrency C]';

async function main() {
  const { values } = parseArgs({
    options: {
      tenant: { type: 'string', default: 'it' },
      offers: { type: 'string', default: '1000' },
      seed: { type: 'string', default: '42' },
      concurrency: { type: 'string', default: '8' },
    },
  });
  const offers = Number(values.offers);
  const seed = Number(values.seed);
  const concurrency = Number(values.concurrency);
  if (
    !isTenantId(values.tenant) ||
    !Number.isInteger(offers) ||
    offers < 1 ||
    !Number.isInteger(seed) ||
    !(concurrency >= 1)
  ) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const database = await openDatabase(config, logger, 'attach');
  await migrate(
    database.url,
    [platformMigrationsDir, commandMigrationsDir, ...projectionMigrationDirs],
    logger,
  );
  // Bulk loading: a crash may lose the last commits (the seed is re-runnable), never corrupt anything.
  const pool = createPool(database.url, concurrency + 2, 'bulk');
  const store = createEventStore(config, pool, database.url);
  const started = Date.now();
  const progress = await seedBoard(
    { store, pool },
    { tenant: values.tenant, offers, seed, now: new Date(), concurrency },
    (p) => {
      const seconds = (Date.now() - started) / 1000;
      const rate = p.done / Math.max(seconds, 0.001);
      const eta = rate > 0 ? Math.round((p.total - p.done) / rate) : 0;
      process.stderr.write(
        `\r${values.tenant}: ${p.done}/${p.total} offers (${Math.round((100 * p.done) / p.total)}%), ${p.events} events, ${Math.round(rate)} offers/s, ETA ${eta}s   `,
      );
    },
  );
  process.stderr.write('\n');
  console.log(
    `seeded ${progress.done - progress.skipped} offers (${progress.skipped} already there), ${progress.events} events, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await store.close();
  await pool.end();
  await database.stop();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
