import { Router } from 'express';
import { NotFoundError } from '@tablica/domain/errors';
import { candidate } from '@tablica/platform/http/guards';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Pool } from '@tablica/platform/postgres/pool';
import { findOfferDetails } from '@tablica/projections/offer-details/queries';
import { offerChangesFor } from './changes';

export interface OfferChangesDeps {
  readonly db: Pool;
  readonly now: () => Date;
}

const offerNotFound = () => new NotFoundError('offer.not_found', 'There is no such offer.');

/**
 * An offer's freshness for everyone; what changed since they applied for the candidate who did
 * (issue 13 item 2), from the offer's recorded history.
 */
export function offerChangesRoutes(deps: OfferChangesDeps): Router {
  const router = Router();

  const changesOf = async (req: Parameters<typeof offerChangesFor>[1], slug: string) => {
    const offer = /^[a-z0-9-]{1,300}$/.test(slug)
      ? await findOfferDetails(deps.db, req.tenant, slug, deps.now())
      : null;
    const view = offer ? await offerChangesFor(deps.db, req, offer.offerId) : null;
    if (!view) throw offerNotFound();
    return view;
  };

  router.get('/v2/user-panel/offers/:slug/freshness', async (req, res) => {
    const { freshness } = await changesOf(req, req.params.slug);
    res.set('Cache-Control', 'public, max-age=60').json(freshness);
  });

  router.get('/v2/candidate-panel/offers/:slug/changes-since-applied', async (req, res) => {
    candidate(req);
    const { sinceApplied } = await changesOf(req, req.params.slug);
    // Another candidate's application is never read: without one of their own, nothing to tell.
    if (!sinceApplied)
      throw new NotFoundError('application.not_found', 'You have not applied to this offer.');
    res.set('Cache-Control', 'private, no-store').json(sinceApplied);
  });

  return router;
}

const slugParameter = { name: 'slug', in: 'path', required: true, schema: { type: 'string' } };

export const offerChangesPaths: OpenApiPaths = {
  '/v2/user-panel/offers/{slug}/freshness': {
    get: {
      summary:
        "An offer's freshness from its events: firstPublishedAt, lastRefreshedAt, refreshes, edits (that changed something), lastEditedAt",
      parameters: [slugParameter],
      responses: {
        200: jsonResponse('{firstPublishedAt, lastRefreshedAt, refreshes, edits, lastEditedAt}'),
        404: problemResponse('offer.not_found'),
      },
    },
  },
  '/v2/candidate-panel/offers/{slug}/changes-since-applied': {
    get: {
      summary:
        "What changed in the offer since the version the signed-in candidate applied to (title, salary raised/lowered/changed, cities and skills added or removed, workplace, experience, working time, description, other): the offer history's edits after the application's recorded offer version",
      parameters: [slugParameter],
      responses: {
        200: jsonResponse('{appliedAt, edits, lastEditedAt, changes: [{kind, …}]}'),
        401: problemResponse('auth.unauthenticated'),
        403: problemResponse('auth.not_a_candidate'),
        404: problemResponse('offer.not_found, or application.not_found: this candidate has not applied'),
      },
    },
  },
};
