import { Router, type Express } from 'express';
import { paymentWebhookRoutes } from '@tablica/command-api/payments/routes';
import { sandboxPages } from '@tablica/command-api/payments/sandbox-pages';
import { commandApi, commandApiPaths } from '@tablica/command-api/router';
import { queryApi, queryApiPaths } from '@tablica/query-api/router';
import type { Accounts } from '@tablica/platform/auth/create';
import type { EventStore } from '@tablica/platform/event-store/port';
import type { FileStore } from '@tablica/platform/files/port';
import type { Geocoder } from '@tablica/platform/geocoding/port';
import { authenticate, sessionRouter } from '@tablica/platform/http/guards';
import { createHttpApp, mountApi } from '@tablica/platform/http/app-kit';
import { healthPaths, healthRoutes } from '@tablica/platform/http/health';
import { requireAdminToken } from '@tablica/platform/http/admin-token';
import { openApiRoutes } from '@tablica/platform/http/openapi';
import { projectionAdminPaths, projectionAdminRoutes } from '@tablica/projections/admin-routes';
import { problemHandler } from '@tablica/platform/http/problem';
import { resolveTenant } from '@tablica/platform/http/tenant';
import type { Logger } from '@tablica/platform/observability/logger';
import type { Mailer } from '@tablica/platform/mail/port';
import type { Metrics } from '@tablica/platform/observability/metrics';
import type { Payments } from '@tablica/platform/payments/create';
import type { Pool } from '@tablica/platform/postgres/pool';
import type { Projection } from '@tablica/platform/projections/projection';
import type { ProjectionRunner } from '@tablica/platform/projections/runner';
import type { SearchIndex } from '@tablica/platform/search/port';

export interface AppDeps {
  readonly pool: Pool;
  readonly store: EventStore;
  readonly runners: readonly ProjectionRunner[];
  readonly search: SearchIndex;
  readonly logger: Logger;
  readonly metrics: Metrics;
  readonly now: () => Date;
  readonly awaitReadModels: (checkpoint: string) => Promise<unknown>;
  readonly accounts: Accounts;
  readonly files: FileStore;
  readonly geocoder: Geocoder;
  readonly captchaSecret?: string | undefined;
  readonly captchaVerifyUrl?: string | undefined;
  readonly mailer?: Mailer | undefined;
  readonly clamavHost?: string | undefined;
  readonly applicationLimits?:
    { readonly perIpPerHour: number; readonly perEmailPerHour: number } | undefined;
  readonly production: boolean;
  /** The card payment provider (the sandbox's checkout pages are served here too). */
  readonly payments?: Payments | undefined;
  /** The projections this installation keeps (their names and versions for health and admin). */
  readonly projections: readonly Projection[];
  /** ADMIN_TOKEN: the bearer token of the operator routes under /api/admin (unset: they answer 404). */
  readonly adminToken: string | undefined;
  /** Image origins of the web apps besides their own (the map tiles', see `mapTileSettings`). */
  readonly imageOrigins?: readonly string[] | undefined;
  /** CAPTCHA_SITE_KEY is set: the pages may load reCAPTCHA (its origins in the CSP). */
  readonly recaptcha?: boolean | undefined;
  /** The web apps (candidate board and employer console); absent in API-only tests. */
  readonly web?: Router | undefined;
  /** /dev/mailbox over the captured mail and the dev digest route (outside production, when SMTP_URL is unset). */
  readonly mailbox?: Router | undefined;
}

/** The one-process app: both APIs under /api, health and metrics, then the web apps. */
export function createApp(deps: AppDeps): Express {
  const app = createHttpApp({
    ...deps,
    servesPages: deps.web !== undefined || deps.mailbox !== undefined,
    imageOrigins: deps.imageOrigins,
    recaptcha: deps.recaptcha,
  });
  app.use(healthRoutes(deps));
  const admin = Router();
  admin.use('/admin', requireAdminToken(deps.adminToken));
  admin.use(projectionAdminRoutes(deps));
  if (deps.payments) {
    // Before the API's JSON parser: webhook signatures cover the raw body.
    const payments = { ...deps, provider: deps.payments.provider, seller: deps.payments.seller };
    app.use(paymentWebhookRoutes(payments));
    if (deps.payments.sandbox) app.use(sandboxPages(deps.payments.sandbox));
  }
  mountApi(app, deps.logger, [
    openApiRoutes([healthPaths, ...commandApiPaths, ...queryApiPaths, projectionAdminPaths]),
    sessionRouter(deps.accounts.loadAccount),
    admin,
    ...commandApi(deps),
    ...queryApi({
      db: deps.pool,
      store: deps.store,
      search: deps.search,
      now: deps.now,
      adminToken: deps.adminToken,
    }),
  ]);
  if (deps.mailbox) app.use(deps.mailbox);
  if (deps.web) {
    app.use(resolveTenant);
    // The pages read the session too: the signed-in candidate's "applied" and "changed since" on offers.
    const session = authenticate(deps.accounts.loadAccount);
    app.use((req, res, next) =>
      /^\/(assets|employer|documents)(\/|$)/.test(req.path) ? next() : session(req, res, next),
    );
    app.use(deps.web);
  }
  app.use(problemHandler((error) => deps.logger.error({ err: error }, 'unhandled error')));
  return app;
}
