import type { RequestHandler } from 'express';
import { NotFoundError } from '@tablica/domain/errors';
import type { FeatureFlags } from '@tablica/domain/tenant-config/feature-flags';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import type { TenantId } from '@tablica/domain/tenants';

export type FlagsOf = (tenant: TenantId) => FeatureFlags;

const configuredFlags: FlagsOf = (tenant) => tenantConfig(tenant).featureFlags;

/**
 * Candidate accounts exist only on brands with `enableLoginToCP` (spec §6); elsewhere their routes
 * answer as if they were not there (404 `feature.disabled`).
 */
export function candidateAccountsEnabled(flagsOf: FlagsOf = configuredFlags): RequestHandler {
  return (req, _res, next) => {
    if (!flagsOf(req.tenant).enableLoginToCP)
      throw new NotFoundError('feature.disabled', 'Candidate accounts are not available on this board.');
    next();
  };
}
