import { Router } from 'express';
import type { FileStore } from '@tablica/platform/files/port';
import { OfflineGeocoder } from '@tablica/platform/geocoding/offline';
import type { Geocoder } from '@tablica/platform/geocoding/port';
import type { OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Metrics } from '@tablica/platform/observability/metrics';
import type { Pool } from '@tablica/platform/postgres/pool';
import type { CaptchaVerifier } from './captcha';
import type { OfferCommandDeps } from './handlers';
import { offerLifecyclePaths } from './lifecycle-paths';
import { creatingOffers } from './creating';
import { editingOffers } from './editing';
import { endingOffers } from './ending';
import { offerLifecycle } from './lifecycle';
import { payingForOffers } from './paying';
import { readingOffers } from './reading';
import { verifyCodePaths, verifyCodeRoutes } from './verifying-code';
import { offerLogoPaths, offerLogoRoutes } from './logos';

export interface OfferRoutesDeps extends OfferCommandDeps {
  readonly pool: Pool;
  readonly files: FileStore;
  /** Read-your-writes: resolves once the read models have caught up with `checkpoint` (or gave up). */
  readonly awaitReadModels: (checkpoint: string) => Promise<unknown>;
  readonly metrics?: Metrics;
  /** Locations sent without coordinates; the offline gazetteer (GEOCODER's default) when not given. */
  readonly geocoder?: Geocoder;
  /** CAPTCHA_SECRET: initiate asks for a captcha answer when set. */
  readonly captchaSecret?: string | undefined;
  readonly captchaVerifyUrl?: string | undefined;
  readonly captchaVerifier?: CaptchaVerifier;
}

/**
 * Employer offer commands: the offer wizard and lifecycle of spec §7 (one file per use case) and offer
 * logos. An offer is published only when paid for: with a code (paying.ts) or an order (payments).
 */
export function offerRoutes(deps: OfferRoutesDeps): Router {
  const router = Router();
  router.use(offerLogoRoutes(deps));
  // The employer offer API of spec §7 by use case, in this order (reading's GET falls through to the
  // candidate side's offer page for anyone who may not manage the offer).
  const lifecycle = offerLifecycle({ ...deps, geocoder: deps.geocoder ?? new OfflineGeocoder() });
  for (const useCase of [creatingOffers, readingOffers, editingOffers, payingForOffers, endingOffers])
    router.use(useCase(lifecycle));
  router.use(verifyCodeRoutes(deps));

  return router;
}

export const offerCommandPaths: OpenApiPaths = {
  ...offerLifecyclePaths,
  ...verifyCodePaths,
  ...offerLogoPaths,
};
