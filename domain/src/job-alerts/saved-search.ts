import { defaultListFilters, type ListFilters } from '../listing/filters';
import { filtersToUrl, urlToFilters } from '../listing/url-codec';
import { tenantConfig } from '../tenant-config/tenant-config';
import { locales, type Locale } from '../tenant-config/types';
import type { TenantId } from '../tenants';

// Without zod: the board reads saved searches on every list page (the save switch, local searches).

export interface SavedSearch {
  /** The list URL as the codec writes it for these filters: one saved search per list. */
  readonly searchUrl: string;
  readonly filters: ListFilters;
  readonly locale: Locale;
}

/**
 * What a saved search is: the board's list URL, read with the listing URL codec (its language from
 * the list prefix) and written back canonically, so two spellings of one list are one saved search.
 * The window (`from`, `itemsCount`) and the map are not part of a search. Null: not a list URL.
 */
export function savedSearchOf(tenant: TenantId, url: string): SavedSearch | null {
  const config = tenantConfig(tenant);
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const prefix = path.split(/[/?#]/)[1] ?? '';
  const locale = locales.find((candidate) => config.slugs.listPrefix[candidate] === prefix);
  if (!path.startsWith('/') || !locale) return null;
  const parsed = urlToFilters(path, config, locale);
  const filters: ListFilters = {
    ...parsed,
    from: defaultListFilters.from,
    itemsCount: defaultListFilters.itemsCount,
    showMap: false,
  };
  return { searchUrl: filtersToUrl(filters, config, locale), filters, locale };
}
