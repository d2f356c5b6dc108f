import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { offerContentSchema } from '@tablica/domain/offers/schemas';
import type { FileStore } from '@tablica/platform/files/port';
import { OfflineGeocoder } from '@tablica/platform/geocoding/offline';
import type { Geocoder } from '@tablica/platform/geocoding/port';
import { companyMember } from '@tablica/platform/http/guards';
import { jsonBody, jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Metrics } from '@tablica/platform/observability/metrics';
import type { Pool } from '@tablica/platform/postgres/pool';
import type { CaptchaVerifier } from './captcha';
import { publishOffer, type OfferCommandDeps } from './handlers';
import { offerLifecyclePaths } from './lifecycle-paths';
import { creatingOffers } from './creating';
import { editingOffers } from './editing';
import { endingOffers } from './ending';
import { offerLifecycle } from './lifecycle';
import { payingForOffers } from './paying';
import { readingOffers } from './reading';
import { verifyCodePaths, verifyCodeRoutes } from './verifying-code';
import { offerLogoPaths, offerLogoRoutes } from './logos';
import { forgetOfferSlug, recordOfferSlug } from './slugs';

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
 * Employer offer commands: the offer wizard and lifecycle of spec §7 (one file per use case), offer
 * logos, and the direct publication the console and the demo data use.
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

  router.post('/v2/employer-panel/offers', async (req, res) => {
    const { companyId, account } = companyMember(req, 'offers.manage');
    const correlationId = req.get('x-correlation-id') ?? randomUUID();
    const { offerId, published, checkpoint, version } = await publishOffer(deps, {
      tenant: req.tenant,
      actor: { kind: 'employer', id: account.userId },
      companyId,
      correlationId,
      offer: req.body,
      // The v1 paths (finish, delete, edit) find the offer by its slug.
      slugs: {
        record: (offerId, slug) => recordOfferSlug(deps.pool, { tenant: req.tenant, offerId, slug }),
        forget: (slug) => forgetOfferSlug(deps.pool, slug),
      },
    });
    deps.metrics?.eventsAppended.inc({ type: 'OfferPublished' });
    await deps.awaitReadModels(checkpoint);
    res
      .status(201)
      .location(`/api/v2/employer-panel/offers/${offerId}`)
      .set('ETag', `"${version}"`)
      .json({
        id: offerId,
        slug: published.slug,
        title: published.title,
        companyName: published.companyName,
        city: published.locations[0]?.city ?? '',
        categoryId: published.categoryId,
        experienceLevel: published.experienceLevel,
        workplaceType: published.workplaceType,
        status: 'published',
        publishedAt: published.publishedAt,
        expiredAt: published.expiredAt,
      });
  });

  return router;
}

export const offerCommandPaths: OpenApiPaths = {
  ...offerLifecyclePaths,
  ...verifyCodePaths,
  ...offerLogoPaths,
  '/v2/employer-panel/offers': {
    post: {
      summary: 'Publish an offer (walking skeleton; the offer-lifecycle issue brings drafts and codes)',
      requestBody: jsonBody(offerContentSchema),
      responses: {
        201: jsonResponse('The published offer as the console lists it; ETag is the stream version'),
        400: problemResponse('Invalid offer: `errors` maps each field to its spec error key'),
      },
    },
  },
};
