import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compression from 'compression';
import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../observability/logger';
import type { Metrics } from '../observability/metrics';
import { rejectBadBody, rejectBadRequestTarget } from './input-guard';
import { apiNotFound, problemHandler } from './problem';
import { resolveTenant } from './tenant';

export interface HttpAppOptions {
  readonly logger: Logger;
  readonly metrics: Metrics;
  readonly production: boolean;
  /** Serving pages (not only JSON): a CSP the web apps pass. */
  readonly servesPages: boolean;
  /** Origins the pages load images from besides their own (the maps' tile server). */
  readonly imageOrigins?: readonly string[] | undefined;
  /** The board loads reCAPTCHA v3 (a site key is configured): its script and frame origins are allowed. */
  readonly recaptcha?: boolean | undefined;
}

/** Where reCAPTCHA v3's script, its code and its invisible frame come from (Google's CSP guide). */
export const recaptchaOrigins = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const;

/** The middleware every Tablica process puts in front of its routes: request ids, logs, metrics, headers. */
export function createHttpApp({
  logger,
  metrics,
  production,
  servesPages,
  imageOrigins = [],
  recaptcha = false,
}: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const header = req.headers['x-request-id'];
        const id = typeof header === 'string' && /^[\w-]{1,100}$/.test(header) ? header : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/api/health' || req.url === '/metrics' },
      serializers: { req: withoutSecrets },
    }),
  );
  app.use((req, res, next) => {
    const stop = metrics.httpRequests.startTimer({ method: req.method });
    res.on('finish', () =>
      stop({ route: req.route?.path ?? (req.baseUrl || 'unmatched'), status: res.statusCode }),
    );
    next();
  });
  // Pages and JSON compressed as they go out (br, else gzip; Vary: Accept-Encoding); built files come
  // pre-compressed and are passed through. Level 4 of brotli: most of the gain for little CPU per request.
  app.use(
    compression({
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      // A live stream (server-sent events) must reach the browser as it is written, not when a buffer fills.
      filter: (req, res) =>
        !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') &&
        compression.filter(req, res),
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: servesPages
        ? {
            directives: {
              'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
              // Only with a captcha site key: otherwise the pages load no script from elsewhere.
              ...(recaptcha
                ? {
                    'script-src': ["'self'", ...recaptchaOrigins.script],
                    'frame-src': ["'self'", ...recaptchaOrigins.frame],
                  }
                : {}),
              // Plain http on localhost during development must keep working.
              'upgrade-insecure-requests': production ? [] : null,
            },
          }
        : undefined,
      strictTransportSecurity: production,
    }),
  );
  return app;
}

/** Query parameters and headers that carry secrets: `?token=` of the offer editor links, captcha answers. */
const secretParam = /([?&][\w-]*token=)[^&#]*/gi;
const secretHeaders = ['recaptcha-token', 'idempotency-key'];

/** pino-http's serialised request without secrets (the logger's redact list covers cookies). */
function withoutSecrets<Req extends { url?: unknown; query?: unknown; headers?: unknown }>(req: Req): Req {
  if (typeof req.url === 'string') req.url = req.url.replace(secretParam, '$1[redacted]');
  if (req.query && typeof req.query === 'object')
    req.query = Object.fromEntries(
      Object.entries(req.query).map(([name, value]) => [name, /token$/i.test(name) ? '[redacted]' : value]),
    );
  if (req.headers && typeof req.headers === 'object')
    req.headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [
        name,
        secretHeaders.includes(name)
          ? '[redacted]'
          : // The editor page's own URL carries its token.
            name === 'referer' && typeof value === 'string'
            ? value.replace(secretParam, '$1[redacted]')
            : value,
      ]),
    );
  return req;
}

/** Mounts API routers under /api: clean input, JSON bodies, tenant resolution, problem+json for every error. */
export function mountApi(app: Express, logger: Logger, routers: readonly Router[]): void {
  const api = express.Router();
  api.use(rejectBadRequestTarget, express.json({ limit: '1mb' }), rejectBadBody);
  api.use(resolveTenant);
  routers.forEach((router) => api.use(router));
  api.use(apiNotFound);
  api.use(problemHandler((error) => logger.error({ err: error }, 'unhandled API error')));
  app.use('/api', api);
}
