import { Router } from 'express';
import { z } from 'zod';
import { requireAdminToken } from '@tablica/platform/http/admin-token';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { parseQuery } from '@tablica/platform/http/query-params';
import { searchAuditedOffers } from '@tablica/projections/offer-history/queries';

export interface AdminOfferSearchDeps {
  readonly db: Queryable;
  readonly adminToken?: string | undefined;
}

const searchQuerySchema = z.object({
  q: z.string().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/**
 * The audit's way in: the brand's offers (deleted ones too) whose id is the text, or whose slug, title
 * or company name contains it; the most recently changed first.
 */
export function adminOfferSearchRoutes(deps: AdminOfferSearchDeps): Router {
  const router = Router();
  router.get('/admin/offers', requireAdminToken(deps.adminToken), async (req, res) => {
    const { q, limit } = parseQuery(searchQuerySchema, req.query);
    const offers = await searchAuditedOffers(deps.db, { tenant: req.tenant, text: q, limit });
    res.set('Cache-Control', 'no-store').json({ offers });
  });
  return router;
}

export const adminOfferSearchPaths: OpenApiPaths = {
  '/admin/offers': {
    get: {
      summary:
        "Find the brand's offers by id, slug, title or company name, deleted ones too (platform admin)",
      parameters: [
        { name: 'q', in: 'query', required: false, schema: { type: 'string', example: 'node' } },
        { name: 'limit', in: 'query', required: false, schema: { type: 'integer', example: 25 } },
      ],
      responses: {
        200: jsonResponse('{ offers: [...] }, the most recently changed first', {
          type: 'object',
          properties: {
            offers: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  offerId: { type: 'string', format: 'uuid' },
                  tenant: { type: 'string' },
                  slug: { type: 'string' },
                  status: { type: 'string' },
                  version: { type: 'integer' },
                  title: { type: ['string', 'null'] },
                  companyName: { type: ['string', 'null'] },
                },
              },
            },
          },
        }),
        400: problemResponse('`q` longer than 200 characters or `limit` outside 1–100'),
        404: problemResponse('Not a platform admin of this brand (`not_found`)'),
      },
    },
  },
};
