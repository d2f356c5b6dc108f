import { Router } from 'express';
import { z } from 'zod';
import { NotFoundError } from '@tablica/domain/errors';
import { companyMember } from '@tablica/platform/http/guards';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { jsonParam, parseQuery } from '@tablica/platform/http/query-params';
import type { Pool } from '@tablica/platform/postgres/pool';
import {
  employerOfferSortFields,
  employerOfferStatuses,
  getEmployerOffer,
  listEmployerOffers,
} from '@tablica/projections/employer-offers/queries';

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
  filter: jsonParam(
    z.object({
      q: z.string().max(500).optional(),
      // One state or several (react-admin sends an array for a multi-select filter).
      status: z
        .union([z.enum(employerOfferStatuses), z.array(z.enum(employerOfferStatuses)).max(6)])
        .optional(),
    }),
  ).default({}),
});

/**
 * The employer console's offer list: every offer of the signed-in company, drafts to finished (the
 * employer-offers read model). The candidate side's routes are in the sibling folders.
 */
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
      statuses: filter.status === undefined ? undefined : [filter.status].flat(),
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
      summary:
        "The console's offer list: the company's offers in every state but deleted (ra-data-simple-rest: sort, range, filter; Content-Range header)",
      description: `Sort by ${Object.keys(employerOfferSortFields).join(', ')}. Filter by \`q\` (title or company) and \`status\` (${employerOfferStatuses.join(', ')}; one or an array). A published offer past its expiry counts as expired.`,
      parameters: [
        { name: 'sort', in: 'query', schema: { type: 'string', example: '["publishedAt","DESC"]' } },
        { name: 'range', in: 'query', schema: { type: 'string', example: '[0,24]' } },
        {
          name: 'filter',
          in: 'query',
          schema: { type: 'string', example: '{"q":"react","status":["draft","published"]}' },
        },
      ],
      responses: {
        200: jsonResponse(
          'Rows: id, slug, title, companyName, city, categoryId, experienceLevel, workplaceType, status, creationType, planKey, createdAt, updatedAt, publishAt, firstPublishedAt, publishedAt, expiredAt, finishedAt, bumpsUsed, bumpsLeft, views (last 7 days), applications, newApplications (status new: not yet looked at)',
        ),
        400: problemResponse('Bad sort, range or filter'),
        401: problemResponse('Not signed in'),
        403: problemResponse('Not a member of a company allowed to manage offers'),
      },
    },
  },
  '/v2/employer-panel/offers/{id}': {
    get: {
      summary: 'One offer of the console list',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
      responses: {
        200: jsonResponse('The row, as in the list'),
        404: problemResponse(
          "No such offer of the signed-in company (another company's offer is not found either)",
        ),
      },
    },
  },
};
