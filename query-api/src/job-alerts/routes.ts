import { Router } from 'express';
import type { SavedJobFilter } from '@tablica/domain/job-alerts/job-alert';
import { isTenantId } from '@tablica/domain/tenants';
import { candidate, requireCandidate } from '@tablica/platform/http/guards';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Pool } from '@tablica/platform/postgres/pool';
import type { SearchIndex } from '@tablica/platform/search/port';
import { candidateJobFilters } from '@tablica/projections/job-alerts/queries';

export interface JobFilterQueryDeps {
  readonly db: Pool;
  readonly search: SearchIndex;
  readonly now: () => Date;
}

/** A saved search as the board lists it (spec §3 job filter), with its consent trail (GDPR art. 7(1)). */
async function listItem(deps: JobFilterQueryDeps, tenant: string, filter: SavedJobFilter, now: Date) {
  const alert = filter.alert;
  const on = alert !== null && (alert.status === 'active' || alert.status === 'pending');
  // New offers: those that first appeared since the candidate last opened the search, counted by the
  // same search port the list uses (PostgreSQL or Meilisearch).
  const count = isTenantId(tenant)
    ? await deps.search.count({
        tenant,
        filters: filter.filters,
        now,
        appeared: { after: new Date(filter.readAt) },
      })
    : 0;
  return {
    id: filter.jobFilterId,
    searchUrl: filter.searchUrl,
    filterName: filter.name,
    filters: filter.filters,
    jobAlert: on ? { status: alert.status, frequency: alert.frequency } : null,
    count,
    consent: filter.consent,
  };
}

/** `GET /job-filters` (spec §7): the signed-in candidate's saved searches with their new-offer counts. */
export function jobFilterQueryRoutes(deps: JobFilterQueryDeps): Router {
  const router = Router();
  router.get('/job-filters', requireCandidate, async (req, res) => {
    const { userId } = candidate(req);
    const now = deps.now();
    const filters = await candidateJobFilters(deps.db, req.tenant, userId);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await Promise.all(filters.map((filter) => listItem(deps, req.tenant, filter, now))));
  });
  return router;
}

export const jobFilterQueryPaths: OpenApiPaths = {
  '/job-filters': {
    get: {
      summary:
        'The signed-in candidate’s saved searches (prefix /{tenant}): id, searchUrl, filterName, filters, jobAlert (null or { status, frequency }), count of offers new since the search was last opened, and the consent trail',
      responses: {
        200: jsonResponse('Saved searches', { type: 'array', items: { type: 'object' } }),
        401: problemResponse('auth.unauthenticated'),
        403: problemResponse('auth.not_a_candidate'),
      },
    },
  },
};
