import { Router } from 'express';
import { companyMember } from '@tablica/platform/http/guards';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Pool } from '@tablica/platform/postgres/pool';
import {
  employerOfferStatistics,
  employerOfferStatuses,
  expiringWithinDays,
  viewsWindowDays,
} from '@tablica/projections/employer-offers/queries';

export interface EmployerOfferStatisticsDeps {
  readonly db: Pool;
  readonly now: () => Date;
}

/**
 * The console dashboard's numbers for the signed-in company. Mounted before the offer routes: their
 * `/v2/employer-panel/offers/:id` would take `statistics` for an id.
 */
export function employerOfferStatisticsRoutes(deps: EmployerOfferStatisticsDeps): Router {
  const router = Router();

  router.get('/v2/employer-panel/offers/statistics', async (req, res) => {
    const { companyId } = companyMember(req, 'offers.manage');
    const statistics = await employerOfferStatistics(deps.db, { tenant: req.tenant, companyId }, deps.now());
    res.set('Cache-Control', 'private, no-store').json(statistics);
  });

  return router;
}

const count = { type: 'integer', minimum: 0 };

export const employerOfferStatisticsPaths: OpenApiPaths = {
  '/v2/employer-panel/offers/statistics': {
    get: {
      summary: "The company's offer numbers for the console dashboard",
      responses: {
        200: jsonResponse("Counts of the signed-in company's offers (deleted ones are not counted)", {
          type: 'object',
          properties: {
            byStatus: {
              type: 'object',
              description: 'Offers in each state; a published offer past its expiry counts as expired',
              properties: Object.fromEntries(employerOfferStatuses.map((status) => [status, count])),
            },
            total: count,
            active: { ...count, description: 'Published and not past their expiry' },
            expiringSoon: {
              ...count,
              description: `Active offers whose publication ends within ${expiringWithinDays} days`,
            },
            expiringWithinDays: count,
            bumpsLeft: { ...count, description: "Bumps the active offers' plans still allow this period" },
            views: { ...count, description: `Views in the last ${viewsWindowDays} days` },
            viewsWindowDays: count,
            applications: count,
          },
        }),
        401: problemResponse('Not signed in'),
        403: problemResponse('Not a member of a company allowed to manage offers'),
      },
    },
  },
};
