import type { Request } from 'express';
import { tenants, type TenantId } from '@tablica/domain/tenants';

const localHost = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/i;

/**
 * The origin links in mails point to. With PUBLIC_URL set it comes from there (`{tenant}` stands for
 * the brand's host prefix); without it, from the request's Host only when that is a local address, so
 * a forged Host header can never plant a foreign link in a password-reset mail.
 */
export function publicOrigins(publicUrl: string | undefined, port: number) {
  const configured = (tenant: TenantId) =>
    publicUrl
      ? publicUrl.replace('{tenant}', tenants[tenant].hostPrefix).replace(/\/+$/, '')
      : `http://localhost:${port}`;
  return {
    forTenant: configured,
    forRequest(req: Request): string {
      const host = req.headers.host ?? '';
      if (!publicUrl && localHost.test(host)) return `${req.protocol}://${host}`;
      return configured(req.tenant);
    },
  };
}

export type PublicOrigins = ReturnType<typeof publicOrigins>;
