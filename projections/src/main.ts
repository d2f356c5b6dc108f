import { isTenantId, defaultTenant } from '@tablica/domain/tenants';
import { openAccounts } from '@tablica/platform/auth/create';
import { platformContainer } from '@tablica/platform/container';
import type { EventStore } from '@tablica/platform/event-store/port';
import { createHttpApp } from '@tablica/platform/http/app-kit';
import { healthRoutes } from '@tablica/platform/http/health';
import type { Metrics } from '@tablica/platform/observability/metrics';
import { jobAlertCodePurpose } from '@tablica/platform/job-alerts/codes';
import { openMail } from '@tablica/platform/mail/create';
import { migrate, platformMigrationsDir } from '@tablica/platform/postgres/migrate';
import type { Pool } from '@tablica/platform/postgres/pool';
import {
  closeServer,
  listen,
  lowerPriority,
  requireDatabaseUrl,
  runProcess,
} from '@tablica/platform/process';
import type { ProjectionRunner } from '@tablica/platform/projections/runner';
import { openQueue } from '@tablica/platform/queue/queue';
import { TOKENS } from '@tablica/platform/tokens';
import { projectionMigrationDirs } from './catalogue';
import { startJobAlertDigests } from './job-alerts/digests';
import { startOfferTimers, type OfferTimers } from './offer-timers/scheduler';
import { bindProjectionRunners } from './runners';
import { openSearch } from './search-index/open';

/**
 * The projection worker on its own (docker-compose): migrates, then keeps every read model. Start two
 * for a hot standby; one runner per projection is active at a time.
 */
runProcess('projections', async (config, logger) => {
  const databaseUrl = requireDatabaseUrl(config);
  lowerPriority(config.WORKER_NICE, logger);
  await migrate(databaseUrl, [platformMigrationsDir, ...projectionMigrationDirs], logger);
  const container = platformContainer({ config, logger, databaseUrl });
  const pool = container.get<Pool>(TOKENS.Pool);
  const search = await openSearch(config, pool);
  let timers: OfferTimers | null = null;
  bindProjectionRunners(
    container,
    search.projections,
    (projection) => {
      if (projection === 'offer-timers') timers?.wake();
    },
    { buildShare: config.REBUILD_SHARE },
  );
  const store = container.get<EventStore>(TOKENS.EventStore);
  const metrics = container.get<Metrics>(TOKENS.Metrics);
  const runners = container.get<ProjectionRunner[]>(TOKENS.ProjectionRunners);
  runners.forEach((runner) => runner.start());
  // The time-driven transitions (expiry, scheduled publication, bumps) as pg-boss jobs, in its schema pgboss.
  const queue = config.OFFER_TIMERS ? await openQueue({ connectionString: databaseUrl, logger }) : null;
  if (queue)
    timers = await startOfferTimers({
      queue,
      pool,
      store,
      now: container.get<() => Date>(TOKENS.Clock),
      logger,
    });
  // The saved searches' digests ride on the same queue; they need the mail and the link-signing key.
  const mail = queue
    ? await openMail({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        logger,
        production: config.NODE_ENV === 'production',
      })
    : null;
  const accounts = queue && mail ? await openAccounts({ config, pool, logger }) : null;
  const digests =
    queue && mail && accounts
      ? await startJobAlertDigests({
          queue,
          pool,
          store,
          mailer: mail.mailer,
          originFor: (tenant) => accounts.origins.forTenant(isTenantId(tenant) ? tenant : defaultTenant),
          codeKey: accounts.signingKey(jobAlertCodePurpose),
          now: container.get<() => Date>(TOKENS.Clock),
          logger,
        })
      : null;
  const app = createHttpApp({
    logger,
    metrics,
    production: config.NODE_ENV === 'production',
    servesPages: false,
  });
  app.use(healthRoutes({ pool, store, metrics, projections: search.projections, runners }));
  const server = await listen(app, config);
  return {
    async stop() {
      await closeServer(server);
      await timers?.stop();
      await digests?.stop();
      await queue?.stop();
      await mail?.close();
      await Promise.all(runners.map((runner) => runner.stop()));
      await search.index.close();
      await store.close();
      await pool.end();
    },
  };
});
