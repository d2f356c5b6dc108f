import { openAccounts } from '@tablica/platform/auth/create';
import { platformContainer } from '@tablica/platform/container';
import type { EventStore } from '@tablica/platform/event-store/port';
import { createHttpApp, mountApi } from '@tablica/platform/http/app-kit';
import { sessionRouter } from '@tablica/platform/http/guards';
import { healthPaths, healthRoutes } from '@tablica/platform/http/health';
import { openApiRoutes } from '@tablica/platform/http/openapi';
import type { Metrics } from '@tablica/platform/observability/metrics';
import { migrate, platformMigrationsDir } from '@tablica/platform/postgres/migrate';
import type { Pool } from '@tablica/platform/postgres/pool';
import { closeServer, listen, requireDatabaseUrl, runProcess } from '@tablica/platform/process';
import { TOKENS } from '@tablica/platform/tokens';
import { projectionMigrationDirs } from '@tablica/projections/catalogue';
import { openSearch } from '@tablica/projections/search-index/open';
import { queryApi, queryApiPaths } from './router';

/**
 * The query API on its own (docker-compose): reads read models and the search index, and records offer
 * views (popular offers); run as many as needed. Migrates like the other services (idempotent, locked),
 * so the views table is there whichever starts first.
 */
runProcess('query-api', async (config, logger) => {
  const databaseUrl = requireDatabaseUrl(config);
  await migrate(databaseUrl, [platformMigrationsDir, ...projectionMigrationDirs], logger);
  const container = platformContainer({ config, logger, databaseUrl });
  const pool = container.get<Pool>(TOKENS.Pool);
  const search = await openSearch(config, pool);
  const store = container.get<EventStore>(TOKENS.EventStore);
  const metrics = container.get<Metrics>(TOKENS.Metrics);
  const app = createHttpApp({
    logger,
    metrics,
    production: config.NODE_ENV === 'production',
    servesPages: false,
  });
  app.use(healthRoutes({ pool, store, metrics, projections: search.projections, runners: [] }));
  mountApi(app, logger, [
    openApiRoutes([healthPaths, ...queryApiPaths]),
    // Sessions are read only; the command API migrates and writes the account tables.
    sessionRouter((await openAccounts({ config, pool, logger })).loadAccount),
    ...queryApi({
      db: pool,
      store,
      search: search.index,
      now: container.get<() => Date>(TOKENS.Clock),
      adminToken: config.ADMIN_TOKEN,
    }),
  ]);
  const server = await listen(app, config);
  logger.info({ port: config.PORT }, 'query-api listening');
  return {
    async stop() {
      await closeServer(server);
      await search.index.close();
      await store.close();
      await pool.end();
    },
  };
});
