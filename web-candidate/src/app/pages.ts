import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { isTenantId } from '@tablica/domain/tenants';
import type { RenderInput } from './render-input';

export const profilePath = '/profile';

/** Candidate accounts (sign-in, profile) exist only where the brand turns `enableLoginToCP` on. */
export function candidateAccountsOn(input: RenderInput): boolean {
  return isTenantId(input.tenant.id) && tenantConfig(input.tenant.id).featureFlags.enableLoginToCP;
}

/** Which page a URL shows: the server has decided which URLs name no page (spec §2 catch-all). */
export function pageOf(input: RenderInput): 'profile' | 'listing' | 'offer' | 'not-found' {
  if (input.status === 404) return 'not-found';
  if (input.offer) return 'offer';
  const path = new URL(input.url, 'http://placeholder.invalid').pathname.replace(/\/+$/, '');
  return path === profilePath && candidateAccountsOn(input) ? 'profile' : 'listing';
}
