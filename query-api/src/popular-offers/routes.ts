import { Router } from 'express';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '@tablica/domain/errors';
import { maxItemsCount } from '@tablica/domain/offers/listing';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { tenants } from '@tablica/domain/tenants';
import {
  jsonBody,
  jsonResponse,
  problemResponse,
  queryParameters,
  type OpenApiPaths,
} from '@tablica/platform/http/openapi';
import { parseQuery } from '@tablica/platform/http/query-params';
import type { Pool } from '@tablica/platform/postgres/pool';
import { listPopularOffers, recordView } from '@tablica/projections/offer-views/queries';
import { parseOrThrow } from '@tablica/domain/validation';
import { sendCacheable } from '../candidate/cache';
import { appliedByReader } from '../applications/applied';
import { forCandidate } from '../candidate/category';
import { requestLocale } from '../candidate/locale';
import { pageMeta } from '../offer-search/pages';

export interface PopularOffersDeps {
  readonly db: Pool;
  readonly now: () => Date;
}

/** Spec §7 `POST /v1/views {brand, offerSlug, visitedAt}`. */
const viewBody = z.object({
  brand: z.enum(Object.keys(tenants) as [keyof typeof tenants]),
  offerSlug: z.string().trim().min(1).max(200),
  visitedAt: z.iso.datetime({ offset: true }),
});

const popularQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(maxItemsCount).default(20),
});

/**
 * "Popular this week": views are recorded here, on the query side, because a view is a click-stream
 * counter for a read model, not a business fact: it has no aggregate, no rule to decide and no
 * history to audit, and the command side would have to read a read model to know the slug anyway.
 */
export function popularOffersRoutes(deps: PopularOffersDeps): Router {
  const router = Router();

  router.post('/v1/views', async (req, res) => {
    const view = parseOrThrow(viewBody, req.body ?? {});
    if (view.brand !== req.tenant)
      throw new ValidationError(
        [{ path: 'brand', code: 'errors.invalidValue', message: 'The brand is not the board asked.' }],
        'The view names another brand.',
      );
    const recorded = await recordView(deps.db, {
      tenant: req.tenant,
      slug: view.offerSlug,
      ip: req.ip ?? req.socket.remoteAddress ?? '',
      visitedAt: new Date(view.visitedAt),
      now: deps.now(),
    });
    if (recorded === 'not_found') throw new NotFoundError('offer.not_found', 'There is no such offer.');
    // A repeat within the minute is accepted and not counted again: the client has nothing to do about it.
    res.status(204).end();
  });

  router.get('/v2/user-panel/offers/popular', async (req, res) => {
    const { page, perPage } = parseQuery(popularQuery, req.query);
    const result = await listPopularOffers(deps.db, {
      tenant: req.tenant,
      now: deps.now(),
      offset: (page - 1) * perPage,
      limit: perPage,
    });
    const config = tenantConfig(req.tenant);
    const locale = requestLocale(req);
    const applied = await appliedByReader(
      deps.db,
      req,
      result.items.map((item) => item.guid),
    );
    sendCacheable(
      req,
      res,
      {
        data: result.items.map((item) => forCandidate(config, locale, item, applied)),
        meta: pageMeta(page, perPage, result.total),
      },
      ['Accept-Language'],
    );
  });

  return router;
}

export const popularOffersPaths: OpenApiPaths = {
  '/v1/views': {
    post: {
      summary: "Records a candidate's view of an offer; repeats from one address within a minute count once",
      requestBody: jsonBody(viewBody),
      responses: {
        204: { description: 'Recorded (or a repeat, not counted again)' },
        400: problemResponse('A field is missing or invalid, or the brand is not the board asked'),
        404: problemResponse('No such offer on this board'),
      },
    },
  },
  '/v2/user-panel/offers/popular': {
    get: {
      summary: 'Active offers viewed in the last 7 days, most viewed first: data and meta',
      parameters: queryParameters(popularQuery),
      responses: { 200: jsonResponse('{data, meta}'), 400: problemResponse('Bad paging') },
    },
  },
};
