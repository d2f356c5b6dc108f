import { brandBasics } from '@tablica/domain/tenant-config/brand-basics';
import { isTenantId } from '@tablica/domain/tenants';
import type { RenderInput } from './render-input';

export const profilePath = '/profile';
export const savedSearchesPath = '/saved-searches';
/** The erasure link of an application's confirmation mail (its code in the fragment). */
export const applicationErasurePath = '/application-erasure';
/** The legal documents (spec §2); `…/privacy-policy` below it is the fixed link to the policy in force. */
export const termsPath = '/terms-and-privacy-policies';

/** Candidate accounts (sign-in, profile) exist only where the brand turns `enableLoginToCP` on. */
export function candidateAccountsOn(input: RenderInput): boolean {
  return isTenantId(input.tenant.id) && brandBasics(input.tenant.id).featureFlags.enableLoginToCP;
}

/** Saved searches and e-mail alerts exist where the brand turns `enableJobAlert` on. */
export function jobAlertsOn(input: RenderInput): boolean {
  return isTenantId(input.tenant.id) && brandBasics(input.tenant.id).featureFlags.enableJobAlert;
}

/** The board's pages: each is one module under `app/routes/` of the same name, loaded on its own. */
export const pages = [
  'home',
  'profile',
  'saved-searches',
  'listing',
  'offer',
  'application-erasure',
  'terms',
  'brand-story',
  'not-found',
] as const;
export type Page = (typeof pages)[number];

/** Which page a URL shows: the server has decided which URLs name no page (spec §2 catch-all). */
export function pageOf(input: RenderInput): Page {
  if (input.status === 404) return 'not-found';
  if (input.home) return 'home';
  if (input.offer) return 'offer';
  if (input.brandStory) return 'brand-story';
  const path = new URL(input.url, 'http://placeholder.invalid').pathname.replace(/\/+$/, '');
  if (path === applicationErasurePath) return 'application-erasure';
  if (path === termsPath) return 'terms';
  if (path === savedSearchesPath && candidateAccountsOn(input) && jobAlertsOn(input)) return 'saved-searches';
  return path === profilePath && candidateAccountsOn(input) ? 'profile' : 'listing';
}
