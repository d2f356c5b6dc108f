import { openAccounts } from '@tablica/platform/auth/create';
import { platformContainer } from '@tablica/platform/container';
import type { EventStore } from '@tablica/platform/event-store/port';
import { createHttpApp, mountApi } from '@tablica/platform/http/app-kit';
import { sessionRouter } from '@tablica/platform/http/guards';
import { healthPaths, healthRoutes } from '@tablica/platform/http/health';
import { openMail } from '@tablica/platform/mail/create';
import { openFileStore } from '@tablica/platform/files/create';
import { openGeocoder } from '@tablica/platform/geocoding/create';
import { migrate, platformMigrationsDir } from '@tablica/platform/postgres/migrate';
import { openApiRoutes } from '@tablica/platform/http/openapi';
import type { Metrics } from '@tablica/platform/observability/metrics';
import type { Pool } from '@tablica/platform/postgres/pool';
import { closeServer, listen, requireDatabaseUrl, runProcess } from '@tablica/platform/process';
import { readModelWaiter } from '@tablica/platform/projections/await';
import { openQueue } from '@tablica/platform/queue/queue';
import { TOKENS } from '@tablica/platform/tokens';
import { startApplicationRetention } from './applications/retention';
import { announceBrandStoriesOnStart } from './companies/brand-stories';
import { commandMigrationsDir } from './migrations';
import { commandApi, commandApiPaths } from './router';

/** The command API on its own (docker-compose): stateless, run as many as needed. */
runProcess('command-api', async (config, logger) => {
  const databaseUrl = requireDatabaseUrl(config);
  await migrate(databaseUrl, [platformMigrationsDir, commandMigrationsDir], logger);
  const container = platformContainer({ config, logger, databaseUrl });
  const pool = container.get<Pool>(TOKENS.Pool);
  const store = container.get<EventStore>(TOKENS.EventStore);
  const metrics = container.get<Metrics>(TOKENS.Metrics);
  const now = container.get<() => Date>(TOKENS.Clock);
  const production = config.NODE_ENV === 'production';
  const mail = await openMail({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger, production });
  const accounts = await openAccounts({ config, pool, mailer: mail.mailer, logger });
  const files = openFileStore(config);
  // The applications' retention job (pg-boss; replicas share it: one job per application).
  const queue = await openQueue({ connectionString: databaseUrl, logger });
  const retention = await startApplicationRetention({ queue, pool, store, files, now, logger });
  const app = createHttpApp({
    logger,
    metrics,
    production,
    servesPages: false,
  });
  app.use(healthRoutes({ pool, store, metrics, projections: [], runners: [] }));
  // Read-your-writes against what the console and the candidate side read (projections/src/catalogue.ts;
  // named here since the command side does not import the projections).
  const readModels = [
    'offer-details',
    'offer-views',
    'employer-offers',
    'offer-history',
    'search-index',
    'applications',
  ];
  mountApi(app, logger, [
    openApiRoutes([healthPaths, ...commandApiPaths]),
    sessionRouter(accounts.loadAccount),
    ...commandApi({
      store,
      pool,
      accounts,
      files,
      geocoder: openGeocoder(config),
      captchaSecret: config.CAPTCHA_SECRET,
      captchaVerifyUrl: config.CAPTCHA_VERIFY_URL,
      mailer: mail.mailer,
      clamavHost: config.CLAMAV_HOST,
      applicationLimits: {
        perIpPerHour: config.APPLICATIONS_PER_IP_PER_HOUR,
        perEmailPerHour: config.APPLICATIONS_PER_EMAIL_PER_HOUR,
      },
      now,
      metrics,
      awaitReadModels: readModelWaiter(pool, store, readModels),
    }),
  ]);
  // Stories the read models were never told of reach the offers now, in the background.
  const announcing = announceBrandStoriesOnStart({ pool, store }, now, logger);
  const server = await listen(app, config);
  logger.info({ port: config.PORT }, 'command-api listening');
  return {
    async stop() {
      await closeServer(server);
      await retention.stop();
      await queue.stop();
      await announcing;
      await store.close();
      await mail.close();
      await files.close();
      await pool.end();
    },
  };
});
