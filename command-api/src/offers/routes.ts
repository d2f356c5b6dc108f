import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { offerContentSchema } from '@tablica/domain/offers/schemas';
import { companyMember } from '@tablica/platform/http/guards';
import { jsonBody, jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Metrics } from '@tablica/platform/observability/metrics';
import { publishOffer, type OfferCommandDeps } from './handlers';

export interface OfferRoutesDeps extends OfferCommandDeps {
  /** Read-your-writes: resolves once the read models have caught up with `checkpoint` (or gave up). */
  readonly awaitReadModels: (checkpoint: string) => Promise<unknown>;
  readonly metrics?: Metrics;
}

/**
 * Employer offer commands. The walking skeleton publishes directly; the offer-lifecycle issue brings
 * drafts, codes, edits and the spec's v1 paths.
 */
export function offerRoutes(deps: OfferRoutesDeps): Router {
  const router = Router();

  router.post('/v2/employer-panel/offers', async (req, res) => {
    const { companyId, account } = companyMember(req, 'offers.manage');
    const correlationId = req.get('x-correlation-id') ?? randomUUID();
    const { offerId, published, checkpoint, version } = await publishOffer(deps, {
      tenant: req.tenant,
      actor: { kind: 'employer', id: account.userId },
      companyId,
      correlationId,
      offer: req.body,
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
