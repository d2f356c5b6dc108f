import path from 'node:path';
import { announceBrandStoriesOnStart } from '@tablica/command-api/companies/brand-stories';
import {
  startApplicationRetention,
  type ApplicationRetention,
} from '@tablica/command-api/applications/retention';
import { commandMigrationsDir } from '@tablica/command-api/migrations';
import {
  startOrderReconciliation,
  type OrderReconciliation,
} from '@tablica/command-api/payments/reconciling';
import { openAccounts } from '@tablica/platform/auth/create';
import { defaultTenant, isTenantId } from '@tablica/domain/tenants';
import { type Config } from '@tablica/platform/config/config';
import { openFileStore } from '@tablica/platform/files/create';
import { openGeocoder } from '@tablica/platform/geocoding/create';
import { platformContainer } from '@tablica/platform/container';
import type { EventStore } from '@tablica/platform/event-store/port';
import { createLogger, logFormat, type Logger } from '@tablica/platform/observability/logger';
import type { Metrics } from '@tablica/platform/observability/metrics';
import { openMail, type Mail } from '@tablica/platform/mail/create';
import { openDatabase } from '@tablica/platform/postgres/database';
import { migrate, platformMigrationsDir } from '@tablica/platform/postgres/migrate';
import type { Pool } from '@tablica/platform/postgres/pool';
import { openPayments } from '@tablica/platform/payments/create';
import { closeServer, listen } from '@tablica/platform/process';
import { readModelWaiter } from '@tablica/platform/projections/await';
import type { ProjectionRunner } from '@tablica/platform/projections/runner';
import { openQueue, type JobQueue } from '@tablica/platform/queue/queue';
import { CachedSearchIndex } from '@tablica/platform/search/cached';
import type { SearchIndex } from '@tablica/platform/search/port';
import { TOKENS } from '@tablica/platform/tokens';
import { projectionMigrationDirs } from '@tablica/projections/catalogue';
import { startJobAlertDigests, type JobAlertDigests } from '@tablica/projections/job-alerts/digests';
import { jobAlertCodePurpose } from '@tablica/platform/job-alerts/codes';
import { startOfferTimers, type OfferTimers } from '@tablica/projections/offer-timers/scheduler';
import { bindProjectionRunners } from '@tablica/projections/runners';
import { openSearch } from '@tablica/projections/search-index/open';
import { createApp } from './app';
import { loadDemoBrandStories, loadDemoOffers } from './demo';
import { consoleTileOrigin, mapTileSettings } from './map-tiles';
import { employerDir, webRoutes } from './web';
import { devRoutes } from './dev-routes';

export interface TablicaOptions {
  readonly config: Config;
  readonly logger?: Logger;
  /** Serve the web apps: 'built' from dist, 'dev' through Vite, 'none' for API-only tests. */
  readonly web?: 'built' | 'dev' | 'none';
  /** Run the projection runners in this process (default true). */
  readonly projections?: boolean;
  readonly now?: () => Date;
}

export interface Tablica {
  readonly url: string;
  readonly port: number;
  readonly databaseUrl: string;
  readonly pool: Pool;
  readonly store: EventStore;
  readonly runners: readonly ProjectionRunner[];
  readonly search: SearchIndex;
  readonly mail: Mail;
  /** Expiry, scheduled publication and bumps (pg-boss jobs); null when projections run elsewhere. */
  readonly offerTimers: OfferTimers | null;
  /** The applications' retention job (with the offer timers); null when they run elsewhere. */
  readonly applicationRetention: ApplicationRetention | null;
  /** Orders left pending, looked up at the payment provider (with the offer timers); null when elsewhere. */
  readonly orderReconciliation: OrderReconciliation | null;
  /** The saved searches' e-mail digests (pg-boss, with the offer timers); null when they run elsewhere. */
  readonly jobAlertDigests: JobAlertDigests | null;
  /** Resolves when every projection has applied everything up to `checkpoint`. */
  awaitReadModels(checkpoint: string, timeoutMs?: number): Promise<boolean>;
  stop(): Promise<void>;
}

/** Starts the whole board in this process: database, migrations, projections, APIs and web apps. */
export async function startTablica(options: TablicaOptions): Promise<Tablica> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.LOG_LEVEL, {}, logFormat(config));
  const now = options.now ?? (() => new Date());
  const database = await openDatabase(config, logger);
  const closers: (() => Promise<unknown>)[] = [() => database.stop()];
  const stop = async () => {
    for (const close of closers.reverse())
      await close().catch((error) => logger.error({ err: error }, 'stop failed'));
    closers.length = 0;
  };
  try {
    await migrate(
      database.url,
      [platformMigrationsDir, commandMigrationsDir, ...projectionMigrationDirs],
      logger,
    );

    const container = platformContainer({ config, logger, databaseUrl: database.url, now });
    const pool = container.get<Pool>(TOKENS.Pool);
    closers.push(() => pool.end());
    const search = await openSearch(config, pool);
    // Many candidates ask the same questions (the first page, the live count, the map of Poland): answers
    // are reused until the search-index projection, running in this process, commits its next batch.
    const metrics = container.get<Metrics>(TOKENS.Metrics);
    const index = new CachedSearchIndex(search.index, {
      onLookup: (method, outcome) => metrics.searchCacheLookups.inc({ method, outcome }),
    });
    closers.push(() => index.close());
    let offerTimers: OfferTimers | null = null;
    let queue: JobQueue | null = null;
    bindProjectionRunners(
      container,
      search.projections,
      (projection) => {
        if (projection === 'search-index') index.forget();
        if (projection === 'offer-timers') offerTimers?.wake();
      },
      { buildShare: config.REBUILD_SHARE },
    );

    const store = container.get<EventStore>(TOKENS.EventStore);
    const runners = container.get<ProjectionRunner[]>(TOKENS.ProjectionRunners);
    closers.push(() => store.close());
    if (options.projections ?? true) {
      runners.forEach((runner) => runner.start());
      closers.push(() => Promise.all(runners.map((runner) => runner.stop())));
      // The time-driven transitions, as pg-boss jobs (pg-boss keeps its own schema, pgboss).
      if (config.OFFER_TIMERS) {
        const jobs = await openQueue({ connectionString: database.url, logger });
        queue = jobs;
        closers.push(() => jobs.stop());
        const timers = await startOfferTimers({ queue: jobs, pool, store, now, logger });
        closers.push(() => timers.stop());
        offerTimers = timers;
      }
    }

    const awaitReadModels = readModelWaiter(
      pool,
      store,
      search.projections.map((projection) => projection.name),
    );

    const production = config.NODE_ENV === 'production';
    const mail = await openMail({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger, production });
    closers.push(() => mail.close());
    const accounts = await openAccounts({ config, pool, mailer: mail.mailer, logger });
    const files = openFileStore(config);
    closers.push(() => files.close());
    // CVs and personal data past their retention are erased by pg-boss jobs (with the offer timers' queue).
    const applicationRetention = queue
      ? await startApplicationRetention({ queue, pool, store, files, now, logger })
      : null;
    if (applicationRetention) closers.push(() => applicationRetention.stop());
    const jobAlertDigests = queue
      ? await startJobAlertDigests({
          queue,
          pool,
          store,
          mailer: mail.mailer,
          originFor: (tenant) => accounts.origins.forTenant(isTenantId(tenant) ? tenant : defaultTenant),
          codeKey: accounts.signingKey(jobAlertCodePurpose),
          now,
          logger,
        })
      : null;
    if (jobAlertDigests) closers.push(() => jobAlertDigests.stop());

    const webMode = options.web ?? 'built';
    const map = mapTileSettings(config.MAP_TILE_URL, config.MAP_TILE_ATTRIBUTION);
    const web =
      webMode === 'none'
        ? undefined
        : await webRoutes({
            search: index,
            db: pool,
            now,
            dev: webMode === 'dev',
            mapTiles: map.tiles,
            captchaSiteKey: config.CAPTCHA_SITE_KEY,
            surveyUrls: config.SURVEY_URLS ?? {},
          });
    if (web) closers.push(() => web.close());
    // The board's tiles (MAP_TILE_URL) and the console's (VITE_MAP_TILE_URL, when it was built).
    const consoleTiles = web ? consoleTileOrigin(path.join(employerDir, 'dist')) : null;
    const imageOrigins = [...new Set([map.imageOrigin, consoleTiles].filter((origin) => origin !== null))];
    const payments = openPayments(config, { db: pool, now, logger });
    if (payments.sandbox) {
      const { sandbox } = payments;
      closers.push(() => sandbox.settle());
    }
    // Orders whose webhook never came are asked about at the provider by pg-boss jobs (the same queue).
    const orderReconciliation = queue
      ? await startOrderReconciliation({
          queue,
          pool,
          store,
          files,
          now,
          logger,
          provider: payments.provider,
          seller: payments.seller,
          reconcileAfterMs: config.PAYMENTS_RECONCILE_AFTER_SECONDS * 1000,
        })
      : null;
    if (orderReconciliation) closers.push(() => orderReconciliation.stop());
    const app = createApp({
      payments,
      pool,
      store,
      runners,
      search: index,
      projections: search.projections,
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
      adminToken: config.ADMIN_TOKEN,
      logger,
      metrics,
      now,
      awaitReadModels,
      production,
      web: web?.router,
      imageOrigins,
      recaptcha: web !== undefined && config.CAPTCHA_SITE_KEY !== undefined,
      // The captured mail (and sending a digest now) is for development and tests only.
      mailbox: !production && mail.capture ? devRoutes(mail.capture, jobAlertDigests, now) : undefined,
    });

    if (config.DEMO_DATA && (await store.readAll({ batchSize: 1 })).events.length === 0) {
      const last = await loadDemoOffers({ store, pool, now }, logger, config.DEMO_OFFERS);
      await loadDemoBrandStories(pool, config.DEMO_OFFERS, now());
      // A first start opens with the whole demo board, not one still filling up.
      if (options.projections ?? true) {
        logger.info('waiting for the read models to take in the demo board');
        await awaitReadModels(last, 600_000);
      }
    }

    // Stories the read models were never told of (saved before the brand-story events existed) reach
    // the offers now, in the background; stopping waits for it.
    const announcing = announceBrandStoriesOnStart({ pool, store }, now, logger);
    closers.push(() => announcing);

    const server = await listen(app, config);
    closers.push(() => closeServer(server));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
    return {
      url,
      port,
      databaseUrl: database.url,
      pool,
      store,
      runners,
      search: index,
      mail,
      offerTimers,
      applicationRetention,
      orderReconciliation,
      jobAlertDigests,
      awaitReadModels,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
