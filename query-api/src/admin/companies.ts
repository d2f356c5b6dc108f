import { Router } from 'express';
import { z } from 'zod';
import { requireAdminToken } from '@tablica/platform/http/admin-token';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { parseQuery } from '@tablica/platform/http/query-params';
import type { Queryable } from '@tablica/platform/postgres/pool';

export interface AdminCompaniesDeps {
  readonly db: Queryable;
  readonly adminToken?: string | undefined;
}

const companiesQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Escapes LIKE's wildcards: a search for `50%` looks for those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The brand's companies by a piece of their name or their id (the admin forms' company picker: codes
 * for a company, an imported offer for one), names in order.
 */
export function adminCompanyRoutes(deps: AdminCompaniesDeps): Router {
  const router = Router();
  router.get('/admin/companies', requireAdminToken(deps.adminToken), async (req, res) => {
    const { q, limit } = parseQuery(companiesQuerySchema, req.query);
    const found = await deps.db.query<{ id: string; name: string }>(
      `SELECT id, name FROM company
        WHERE tenant = $1 AND ($2 = '' OR id = $2 OR name ILIKE $3)
        ORDER BY name, id LIMIT $4`,
      [req.tenant, q, likePattern(q), limit],
    );
    res.set('Cache-Control', 'no-store').json({ companies: found.rows });
  });
  return router;
}

export const adminCompanyPaths: OpenApiPaths = {
  '/admin/companies': {
    get: {
      summary: "The brand's companies whose name contains `q` (or whose id is `q`), by name (platform admin)",
      parameters: [
        { name: 'q', in: 'query', required: false, schema: { type: 'string' } },
        { name: 'limit', in: 'query', required: false, schema: { type: 'integer', example: 20 } },
      ],
      responses: {
        200: jsonResponse('{ companies: [{ id, name }] }'),
        400: problemResponse('A bad q or limit (`errors.<parameter>`)'),
        404: problemResponse('Not a platform admin of this brand (nor ADMIN_TOKEN)'),
      },
    },
  },
};
