import { Router } from 'express';
import { z } from 'zod';
import { adminActions, listAdminActivity } from '@tablica/platform/admin-activity/record';
import { requireAdminToken } from '@tablica/platform/http/admin-token';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { parseQuery } from '@tablica/platform/http/query-params';
import type { Queryable } from '@tablica/platform/postgres/pool';

export interface AdminActivityDeps {
  readonly db: Queryable;
  readonly adminToken?: string | undefined;
}

const activityQuerySchema = z.object({
  action: z.enum(adminActions).optional(),
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'errors.invalidValue')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** The "Admin activity" page: who imported, rebuilt, issued codes or exported, and when (newest first). */
export function adminActivityRoutes(deps: AdminActivityDeps): Router {
  const router = Router();
  router.get('/admin/activity', requireAdminToken(deps.adminToken), async (req, res) => {
    const { action, before, limit } = parseQuery(activityQuerySchema, req.query);
    const activity = await listAdminActivity(deps.db, { tenant: req.tenant, action, before, limit });
    res.set('Cache-Control', 'no-store').json({
      activity,
      next: activity.length === limit ? activity.at(-1)!.id : null,
    });
  });
  return router;
}

export const adminActivityPaths: OpenApiPaths = {
  '/admin/activity': {
    get: {
      summary:
        "The brand's admin actions (imports, exports, code batches, rebuilds), who and when, newest first (platform admin)",
      parameters: [
        {
          name: 'action',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: [...adminActions] },
        },
        {
          name: 'before',
          in: 'query',
          required: false,
          description: "The previous page's `next`",
          schema: { type: 'string' },
        },
        { name: 'limit', in: 'query', required: false, schema: { type: 'integer', example: 50 } },
      ],
      responses: {
        200: jsonResponse('{ activity: [{ id, tenant, at, actor, action, subject, details }], next }'),
        400: problemResponse('A bad action, before or limit (`errors.<parameter>`)'),
        404: problemResponse('Not a platform admin of this brand (nor ADMIN_TOKEN)'),
      },
    },
  },
};
