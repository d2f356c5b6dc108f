import { Router } from 'express';
import { z } from 'zod';
import { NotFoundError } from '@tablica/domain/errors';
import { maxItemsCount, listPageSize } from '@tablica/domain/offers/listing';
import { jsonParam, parseQuery } from '@tablica/platform/http/query-params';
import type { Pool } from '@tablica/platform/postgres/pool';
import {
  employerOfferSortFields,
  getEmployerOffer,
  listEmployerOffers,
  listOffersByCursor,
} from '@tablica/projections/offer-listing/queries';

export interface OfferQueryDeps {
  readonly db: Pool;
  readonly now: () => Date;
}

const byCursorQuery = z.object({
  from: z.coerce.number().int().min(0).default(0),
  itemsCount: z.coerce.number().int().min(1).max(maxItemsCount).default(listPageSize),
});

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

export function offerQueryRoutes(deps: OfferQueryDeps): Router {
  const router = Router();

  router.get('/v2/user-panel/offers/by-cursor', async (req, res) => {
    const { from, itemsCount } = parseQuery(byCursorQuery, req.query);
    res.json(await listOffersByCursor(deps.db, { tenant: req.tenant, from, itemsCount, now: deps.now() }));
  });

  router.get('/v2/employer-panel/offers', async (req, res) => {
    const { sort, range, filter } = parseQuery(employerListQuery, req.query);
    const [start, end] = range;
    const { rows, total } = await listEmployerOffers(deps.db, {
      tenant: req.tenant,
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
    const row = await getEmployerOffer(deps.db, req.tenant, req.params.id, deps.now());
    if (!row) throw new NotFoundError('offer.not_found', 'There is no such offer.');
    res.json(row);
  });

  return router;
}
