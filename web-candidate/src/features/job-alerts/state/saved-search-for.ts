import { savedSearchOf } from '@tablica/domain/job-alerts/saved-search';
import { isTenantId } from '@tablica/domain/tenants';
import type { SavedSearch } from '../api/job-alerts-api';

/**
 * A list's search as saved (the codec's canonical URL of `searchUrl`) and the saved search that is it,
 * if any: what the "save this search" switch shows. Apart from the saved searches' state, which every
 * page's header reads: this needs the URL codec with the brand's categories and cities.
 */
export function savedSearchFor(
  tenant: string,
  searches: readonly SavedSearch[],
  searchUrl: string,
): { readonly canonical: string; readonly saved: SavedSearch | undefined } {
  const canonical =
    (isTenantId(tenant) ? savedSearchOf(tenant, searchUrl)?.searchUrl : undefined) ?? searchUrl;
  return { canonical, saved: searches.find((search) => search.searchUrl === canonical) };
}
