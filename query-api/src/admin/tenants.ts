import { Router } from 'express';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { tenants, type TenantId } from '@tablica/domain/tenants';
import { requireAdminToken } from '@tablica/platform/http/admin-token';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';

export interface AdminTenantsDeps {
  readonly adminToken?: string | undefined;
}

/** The brands this installation serves, each with its feature flags (read-only: they live in the code). */
export function listTenants(current: string) {
  return (Object.keys(tenants) as TenantId[]).map((id) => ({
    ...tenants[id],
    current: id === current,
    flags: tenantConfig(id).featureFlags,
  }));
}

export function adminTenantRoutes(deps: AdminTenantsDeps): Router {
  const router = Router();
  router.get('/admin/tenants', requireAdminToken(deps.adminToken), (req, res) => {
    res.set('Cache-Control', 'no-store').json({ tenants: listTenants(req.tenant) });
  });
  return router;
}

export const adminTenantPaths: OpenApiPaths = {
  '/admin/tenants': {
    get: {
      summary:
        "The installation's brands (tenants) and each one's feature flags, read-only; `current` marks the one asked through (platform admin)",
      responses: {
        200: jsonResponse(
          '{ tenants: [{ id, name, hostPrefix, baseCurrency, current, flags: { name: boolean } }] }',
        ),
        404: problemResponse('Not a platform admin of this brand (nor ADMIN_TOKEN)'),
      },
    },
  },
};
