// The digest bench's worker (bench/src/digests.ts spawns it): the saved searches' digests as the
// projection worker runs them (projections/src/main.ts: pg-boss, the offer-details read model, SMTP,
// the link-signing key), as a process of its own so its memory is measured alone. It does not schedule slots: the bench
// sends the slot jobs itself. Prints `ready` once it works the queue; SIGTERM stops it.
import { isTenantId, defaultTenant } from '@tablica/domain/tenants';
import { openAccounts } from '@tablica/platform/auth/create';
import { loadConfig } from '@tablica/platform/config/config';
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import { jobAlertCodePurpose } from '@tablica/platform/job-alerts/codes';
import { openMail } from '@tablica/platform/mail/create';
import { createLogger } from '@tablica/platform/observability/logger';
import { createPool } from '@tablica/platform/postgres/pool';
import { lowerPriority } from '@tablica/platform/process';
import { openQueue } from '@tablica/platform/queue/queue';
import { startJobAlertDigests } from '@tablica/projections/job-alerts/digests';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const databaseUrl = config.DATABASE_URL!;
// As the projection worker does (WORKER_NICE).
lowerPriority(config.WORKER_NICE, logger);
const pool = createPool(databaseUrl, config.DATABASE_POOL_SIZE);
const store = new PostgresEventStore(pool, databaseUrl);
const queue = await openQueue({ connectionString: databaseUrl, logger });
const mail = await openMail({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
const accounts = await openAccounts({ config, pool, logger });
const digests = await startJobAlertDigests({
  queue,
  pool,
  store,
  mailer: mail.mailer,
  originFor: (tenant) => accounts.origins.forTenant(isTenantId(tenant) ? tenant : defaultTenant),
  codeKey: accounts.signingKey(jobAlertCodePurpose),
  now: () => new Date(),
  logger,
  schedule: false,
  pollingIntervalSeconds: 0.5,
  // The production defaults unless the bench is asked to try others.
  ...(process.env.DIGEST_CONCURRENCY ? { concurrency: Number(process.env.DIGEST_CONCURRENCY) } : {}),
  ...(process.env.DIGEST_PARALLEL ? { parallel: Number(process.env.DIGEST_PARALLEL) } : {}),
});
console.log('ready');
process.once('SIGTERM', () => {
  void (async () => {
    await digests.stop();
    await queue.stop();
    await mail.close();
    await store.close();
    await pool.end();
    process.exit(0);
  })();
});
