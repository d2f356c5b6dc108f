import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { offerRoutes } from '@tablica/command-api/offers/routes';
import { offerQueryRoutes } from '@tablica/query-api/offers/routes';
import type { EventStore } from '@tablica/platform/event-store/port';
import { apiNotFound, problemHandler } from '@tablica/platform/http/problem';
import { resolveTenant } from '@tablica/platform/http/tenant';
import type { Logger } from '@tablica/platform/observability/logger';
import type { Metrics } from '@tablica/platform/observability/metrics';
import type { Pool } from '@tablica/platform/postgres/pool';
import type { ProjectionRunner } from '@tablica/platform/projections/runner';
import { healthRoutes } from './health';

export interface AppDeps {
  readonly pool: Pool;
  readonly store: EventStore;
  readonly runners: readonly ProjectionRunner[];
  readonly logger: Logger;
  readonly metrics: Metrics;
  readonly now: () => Date;
  readonly awaitReadModels: (checkpoint: string) => Promise<void>;
  readonly production: boolean;
  /** The web apps (candidate board and employer console); absent in API-only tests. */
  readonly web?: express.Router;
}

/** One express app: both APIs under /api, health and metrics, then the web apps. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const id = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/api/health' || req.url === '/metrics' },
    }),
  );
  app.use((req, res, next) => {
    const stop = deps.metrics.httpRequests.startTimer({ method: req.method });
    res.on('finish', () =>
      stop({ route: req.route?.path ?? (req.baseUrl || 'unmatched'), status: res.statusCode }),
    );
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: deps.web
        ? {
            directives: {
              'img-src': ["'self'", 'data:', 'blob:'],
              'upgrade-insecure-requests': deps.production ? [] : null,
            },
          }
        : undefined,
      // Plain http on localhost during development must keep working.
      strictTransportSecurity: deps.production,
    }),
  );
  app.use(healthRoutes(deps));

  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  api.use(resolveTenant);
  api.use(
    offerRoutes({
      store: deps.store,
      now: deps.now,
      awaitReadModels: deps.awaitReadModels,
      metrics: deps.metrics,
    }),
  );
  api.use(offerQueryRoutes({ db: deps.pool, now: deps.now }));
  api.use(apiNotFound);
  api.use(problemHandler((error) => deps.logger.error({ err: error }, 'unhandled API error')));
  app.use('/api', api);

  if (deps.web) {
    app.use(resolveTenant);
    app.use(deps.web);
  }
  app.use(problemHandler((error) => deps.logger.error({ err: error }, 'unhandled error')));
  return app;
}
