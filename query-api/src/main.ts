import { platformContainer } from '@tablica/platform/container';
import type { EventStore } from '@tablica/platform/event-store/port';
import { createHttpApp, mountApi } from '@tablica/platform/http/app-kit';
import { healthPaths, healthRoutes } from '@tablica/platform/http/health';
import { openApiRoutes } from '@tablica/platform/http/openapi';
import type { Metrics } from '@tablica/platform/observability/metrics';
import type { Pool } from '@tablica/platform/postgres/pool';
import { closeServer, listen, requireDatabaseUrl, runProcess } from '@tablica/platform/process';
import { TOKENS } from '@tablica/platform/tokens';
import { projections } from '@tablica/projections/catalogue';
import { queryApi, queryApiPaths } from './router';

/** The query API on its own (docker-compose): reads read models only; run as many as needed. */
runProcess('query-api', async (config, logger) => {
  const container = platformContainer({ config, logger, databaseUrl: requireDatabaseUrl(config) });
  const pool = container.get<Pool>(TOKENS.Pool);
  const store = container.get<EventStore>(TOKENS.EventStore);
  const metrics = container.get<Metrics>(TOKENS.Metrics);
  const app = createHttpApp({
    logger,
    metrics,
    production: config.NODE_ENV === 'production',
    servesPages: false,
  });
  app.use(healthRoutes({ pool, store, metrics, projections, runners: [] }));
  mountApi(app, logger, [
    openApiRoutes([healthPaths, ...queryApiPaths]),
    ...queryApi({ db: pool, now: container.get<() => Date>(TOKENS.Clock) }),
  ]);
  const server = await listen(app, config);
  logger.info({ port: config.PORT }, 'query-api listening');
  return {
    async stop() {
      await closeServer(server);
      await store.close();
      await pool.end();
    },
  };
});
