import { Router } from 'express';
import { z } from 'zod';
import { NotFoundError } from '@tablica/domain/errors';
import { companyMember } from '@tablica/platform/http/guards';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { jsonParam, parseQuery } from '@tablica/platform/http/query-params';
import type { Pool } from '@tablica/platform/postgres/pool';
import {
  employerOfferSortFields,
  getEmployerOffer,
  listEmployerOffers,
} from '@tablica/projections/offer-listing/queries';

export interface OfferQueryDeps {
  readonly db: Pool;
  readonly now: () => Date;
}

const employerListQuery = z.object({
  sort: jsonParam(
    z.tuple([
      z.enum(Object.keys(employerOfferSortFields) as [keyof typeof employerOfferSortFields]),
      z.enum(['ASC', 'DESC']),
    ]),
  ).default(['publishedAt', 'DESC']),
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]))
    .refine(([start, end]) => end >= start && end - start < 1000, 'errors.invalidValue')
    .default([0, 24]),
  filter: jsonParam(z.object({ q: z.string().max(500).optional() })).default({}),
});

/** The employer console's offer list (the candidate side's routes are in the sibling folders). */
export function offerQueryRoutes(deps: OfferQueryDeps): Router {
  const router = Router();

  router.get('/v2/employer-panel/offers', async (req, res) => {
    const { companyId } = companyMember(req, 'offers.manage');
    const { sort, range, filter } = parseQuery(employerListQuery, req.query);
    const [start, end] = range;
    const { rows, total } = await listEmployerOffers(deps.db, {
      tenant: req.tenant,
      companyId,
      sort: sort[0],
      order: sort[1],
      start,
      end,
      q: filter.q?.trim() || undefined,
      now: deps.now(),
    });
    const last = rows.length === 0 ? start : start + rows.length - 1;
    res.set('Content-Range', `offers ${start}-${last}/${total}`).json(rows);
  });

  router.get('/v2/employer-panel/offers/:id', async (req, res) => {
    const { companyId } = companyMember(req, 'offers.manage');
    const row = await getEmployerOffer(deps.db, { tenant: req.tenant, companyId }, req.params.id, deps.now());
    if (!row) throw new NotFoundError('offer.not_found', 'There is no such offer.');
    res.json(row);
  });

  return router;
}

export const offerQueryPaths: OpenApiPaths = {
  '/v2/employer-panel/offers': {
    get: {
      summary: "The console's offer list (ra-data-simple-rest: sort, range, filter; Content-Range header)",
      parameters: [
        { name: 'sort', in: 'query', schema: { type: 'string', example: '["publishedAt","DESC"]' } },
        { name: 'range', in: 'query', schema: { type: 'string', example: '[0,24]' } },
        { name: 'filter', in: 'query', schema: { type: 'string', example: '{"q":"react"}' } },
      ],
      responses: { 200: jsonResponse('Rows of the list'), 400: problemResponse('Bad sort, range or filter') },
    },
  },
  '/v2/employer-panel/offers/{id}': {
    get: {
      summary: 'One offer of the console list',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
      responses: { 200: jsonResponse('The row'), 404: problemResponse('No such offer in this tenant') },
    },
  },
};
