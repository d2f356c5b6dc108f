import { filtersToApiQuery } from '@tablica/domain/listing/api-query';
import type { ListFilters } from '@tablica/domain/listing/filters';
import type { CursorPage } from '@tablica/domain/offers/listing';
import type { ListedOffer } from '../../offers/listed-offer';
import type { Locale } from '../../../lib/i18n/locale';
import { sharedGet } from './shared-get';

const base = '/api/v2/user-panel/offers';

/** The filters as the candidate API reads them, without the window (`from`, `itemsCount`). */
export function filterQuery(filters: ListFilters): URLSearchParams {
  const query = new URLSearchParams(filtersToApiQuery(filters));
  query.delete('from');
  query.delete('itemsCount');
  return query;
}

/** One window of the list (spec §7 by-cursor). */
export function getWindow(
  filters: ListFilters,
  from: number,
  itemsCount: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<CursorPage<ListedOffer>> {
  const query = filterQuery(filters);
  query.set('from', String(from));
  query.set('itemsCount', String(itemsCount));
  return sharedGet(`${base}/by-cursor?${query}`, locale, signal);
}

/** How many offers the filters find (the More filters preview). */
export async function getCount(filters: ListFilters, locale: Locale, signal?: AbortSignal): Promise<number> {
  const { count } = await sharedGet<{ count: number }>(
    `${base}/count?${filterQuery(filters)}`,
    locale,
    signal,
  );
  return count;
}

/** Offers per subcategory of a category, by the filters without the category (spec §2 overlay). */
export function getSubcategoryCounts(
  categoryKey: string,
  filters: ListFilters,
  locale: Locale,
  signal?: AbortSignal,
): Promise<Readonly<Record<string, number>>> {
  return sharedGet(
    `${base}/count/categories/${encodeURIComponent(categoryKey)}?${filterQuery(filters)}`,
    locale,
    signal,
  );
}

export interface Suggestions {
  readonly titles: readonly { readonly title: string; readonly count: number }[];
  readonly companies: readonly { readonly title: string; readonly count: number }[];
  readonly skills: readonly { readonly title: string; readonly count: number }[];
}

/** Titles, companies and skills for what was typed, within the list's city and category. */
export function getSuggestions(
  text: string,
  filters: ListFilters,
  locale: Locale,
  signal?: AbortSignal,
): Promise<Suggestions> {
  const scope = new URLSearchParams();
  const query = filterQuery({
    ...filters,
    keywords: [],
    titles: [],
    skills: [],
    companies: [],
  });
  for (const [key, value] of query)
    if (key === 'city' || key.startsWith('categories')) scope.append(key, value);
  scope.set('search', text);
  return sharedGet(`${base}/suggest?${scope}`, locale, signal);
}
