import type { Locale } from '../../../lib/i18n/locale';
import { readFilteredOffers, type SavedSearch } from '../api/job-alerts-api';

/**
 * Opens a saved search's list. With new offers the API is told first (spec §7
 * read-filtered-offers), so the count starts again; a failed call does not keep the candidate away.
 */
export async function openSavedSearch(tenant: string, search: SavedSearch, locale: Locale): Promise<void> {
  if (search.count > 0) await readFilteredOffers(tenant, search.id, locale).catch(() => undefined);
  window.location.assign(search.searchUrl);
}
