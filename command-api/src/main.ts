import { platformContainer } from '@tablica/platform/container';
import type { EventStore } from '@tablica/platform/event-store/port';
import { createHttpApp, mountApi } from '@tablica/platform/http/app-kit';
import { healthPaths, healthRoutes } from '@tablica/platform/http/health';
import { openApiRoutes } from '@tablica/platform/http/openapi';
import type { Metrics } from '@tablica/platform/observability/metrics';
import type { Pool } from '@tablica/platform/postgres/pool';
import { closeServer, listen, requireDatabaseUrl, runProcess } from '@tablica/platform/process';
import { readModelWaiter } from '@tablica/platform/projections/await';
import { TOKENS } from '@tablica/platform/tokens';
import { commandApi, commandApiPaths } from './router';

/** The command API on its own (docker-compose): stateless, run as many as needed. */
runProcess('command-api', async (config, logger) => {
  const container = platformContainer({ config, logger, databaseUrl: requireDatabaseUrl(config) });
  const pool = container.get<Pool>(TOKENS.Pool);
  const store = container.get<EventStore>(TOKENS.EventStore);
  const metrics = container.get<Metrics>(TOKENS.Metrics);
  const now = container.get<() => Date>(TOKENS.Clock);
  const app = createHttpApp({
    logger,
    metrics,
    production: config.NODE_ENV === 'production',
    servesPages: false,
  });
  app.use(healthRoutes({ pool, store, metrics, projections: [], runners: [] }));
  // Read-your-writes against what the console and the candidate side read (projections/src/catalogue.ts;
  // named here since the command side does not import the projections).
  const readModels = ['offer-listing', 'offer-details', 'offer-views', 'search-index'];
  mountApi(app, logger, [
    openApiRoutes([healthPaths, ...commandApiPaths]),
    ...commandApi({ store, now, metrics, awaitReadModels: readModelWaiter(pool, store, readModels) }),
  ]);
  const server = await listen(app, config);
  logger.info({ port: config.PORT }, 'command-api listening');
  return {
    async stop() {
      await closeServer(server);
      await store.close();
      await pool.end();
    },
  };
});
