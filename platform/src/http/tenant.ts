import type { Request, RequestHandler } from 'express';
import { isTenantId, tenantFromHost, type TenantId } from '@tablica/domain/tenants';

declare module 'express-serve-static-core' {
  interface Request {
    tenant: TenantId;
  }
}

/**
 * Resolves the tenant of a request: the `/api/{tenant}/...` prefix wins (stripped from the URL so
 * routes are written once), otherwise the Host (`it.localhost`, `work.localhost`).
 */
export const resolveTenant: RequestHandler = (req, _res, next) => {
  const [, first, ...rest] = req.url.split('/');
  const prefix = first?.split('?')[0] ?? '';
  if (isTenantId(prefix)) {
    req.tenant = prefix;
    req.url = `/${rest.join('/')}`;
  } else {
    req.tenant = tenantFromHost(req.headers.host);
  }
  next();
};

export function tenantOf(req: Request): TenantId {
  return req.tenant;
}
