import type { Router } from 'express';
import type { Accounts } from '@tablica/platform/auth/create';
import type { EventStore } from '@tablica/platform/event-store/port';
import type { FileStore } from '@tablica/platform/files/port';
import type { Geocoder } from '@tablica/platform/geocoding/port';
import type { Mailer } from '@tablica/platform/mail/port';
import type { Metrics } from '@tablica/platform/observability/metrics';
import type { OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Payments } from '@tablica/platform/payments/create';
import type { Pool } from '@tablica/platform/postgres/pool';
import { accountPaths, accountRoutes } from './accounts/routes';
import { erasureCodePurpose } from './applications/erasure-link';
import { applicationPaths } from './applications/paths';
import { applicationRoutes } from './applications/routes';
import { clamdScanner } from './applications/virus-scan';
import { adminOfferPaths, adminOfferRoutes } from './admin/routes';
import { candidatePaths, candidateRoutes } from './candidates/routes';
import { codePaths, codeRoutes } from './codes/routes';
import { companyPaths, companyRoutes } from './companies/routes';
import { jobAlertCodePurpose } from '@tablica/platform/job-alerts/codes';
import { jobAlertPaths } from './job-alerts/paths';
import { jobAlertRoutes } from './job-alerts/routes';
import { offerCommandPaths, offerRoutes } from './offers/routes';
import { paymentPaths, paymentRoutes } from './payments/routes';
import { planPaths, planRoutes } from './plans/routes';

export interface CommandApiDeps {
  readonly store: EventStore;
  readonly pool: Pool;
  readonly accounts: Accounts;
  readonly files: FileStore;
  readonly now: () => Date;
  readonly metrics: Metrics;
  readonly awaitReadModels: (checkpoint: string) => Promise<unknown>;
  /** GEOCODER: coordinates for locations sent without them. */
  readonly geocoder: Geocoder;
  /** CAPTCHA_SECRET / CAPTCHA_VERIFY_URL: the captcha on initiate (none when the secret is unset). */
  readonly captchaSecret?: string | undefined;
  readonly captchaVerifyUrl?: string | undefined;
  /** The mail port (application mails); absent: none are sent. */
  readonly mailer?: Mailer | undefined;
  /** CLAMAV_HOST: clamd scans application attachments. */
  readonly clamavHost?: string | undefined;
  /** Applications per IP and per e-mail per hour (APPLICATIONS_PER_IP_PER_HOUR, APPLICATIONS_PER_EMAIL_PER_HOUR). */
  readonly applicationLimits?:
    { readonly perIpPerHour: number; readonly perEmailPerHour: number } | undefined;
  /** PAYMENTS / STRIPE_* / INVOICE_SELLER_*: the card payment provider (`POST /v1/payments`) and the invoices' seller; absent: no payment routes. */
  readonly payments?: Pick<Payments, 'provider' | 'seller'> | undefined;
}

/**
 * Every command route, mounted under /api by whichever process serves them, after the platform's
 * `sessionRouter` (CSRF check and `req.account`).
 */
export function commandApi(deps: CommandApiDeps): Router[] {
  return [
    accountRoutes({ ...deps.accounts, pool: deps.pool }),
    candidateRoutes({ ...deps.accounts, pool: deps.pool, files: deps.files }),
    companyRoutes({
      ...deps.accounts,
      pool: deps.pool,
      files: deps.files,
      store: deps.store,
      awaitReadModels: deps.awaitReadModels,
    }),
    // Before the offer routes: /v1/offers/{id}/applications is not one of theirs.
    applicationRoutes({
      ...deps,
      origins: deps.accounts.origins,
      erasureKey: deps.accounts.signingKey(erasureCodePurpose),
      limits: deps.applicationLimits,
      scanner: deps.clamavHost ? clamdScanner(deps.clamavHost) : null,
    }),
    // Before the offer routes: /v1/offers/form-inputs-data is not an offer's slug.
    planRoutes(),
    codeRoutes(deps),
    offerRoutes(deps),
    adminOfferRoutes(deps),
    ...(deps.payments ? [paymentRoutes({ ...deps, ...deps.payments })] : []),
    jobAlertRoutes({
      ...deps,
      auth: deps.accounts.auth,
      origins: deps.accounts.origins,
      codeKey: deps.accounts.signingKey(jobAlertCodePurpose),
    }),
  ];
}

export const commandApiPaths: readonly OpenApiPaths[] = [
  accountPaths,
  applicationPaths,
  candidatePaths,
  companyPaths,
  offerCommandPaths,
  adminOfferPaths,
  planPaths,
  codePaths,
  paymentPaths,
  jobAlertPaths,
];
