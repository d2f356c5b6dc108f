import { slugify } from '../offers/listing';
import { allCategories, cityBySlug, filterParam } from '../tenant-config/tenant-config';
import type { CategoryConfig, TenantConfig } from '../tenant-config/types';
import { defaultListFilters, freeTextLimit, type ListFilters } from './filters';
import {
  listItems,
  parseCurrency,
  parseFreeText,
  parseFrom,
  parseItemsCount,
  parseRadius,
  parseSort,
  pickOptions,
  rangeBounds,
  rangeFromEnds,
  rawStrings,
} from './filter-values';

/**
 * The candidate API's form of the list filters (spec §7 `GET /v2/user-panel/offers/by-cursor`):
 * backend keys, catalogue values, arrays as indexed-array query strings (`experienceLevels[0]=mid`).
 */

const indexedKey = /^(.+?)\[(\d*)\]$/;

/**
 * Every value of every key, arrays in index order, whichever way the query was parsed: qs arrays,
 * qs index objects (`{0: 'mid', 1: 'senior'}`), or flat `key[0]` / `key[]` keys (Express 5's
 * default parser), or plain repeated keys.
 */
function queryValues(query: unknown): ReadonlyMap<string, readonly string[]> {
  const found = new Map<string, { index: number; seq: number; values: string[] }[]>();
  if (typeof query !== 'object' || query === null) return new Map();
  Object.entries(query).forEach(([rawKey, value], seq) => {
    const indexed = indexedKey.exec(rawKey);
    const key = indexed?.[1] ?? rawKey;
    const position = indexed?.[2];
    const index = position === undefined ? -1 : position === '' ? Number.MAX_SAFE_INTEGER : Number(position);
    const entries = found.get(key) ?? [];
    entries.push({ index, seq, values: rawStrings(value) });
    found.set(key, entries);
  });
  return new Map(
    [...found].map(([key, entries]) => [
      key,
      entries.sort((a, b) => a.index - b.index || a.seq - b.seq).flatMap((entry) => entry.values),
    ]),
  );
}

/**
 * Categories by key (or slug): the first one recognised decides the main category; its children
 * named alongside become subcategories, anything under another parent is dropped.
 */
function categoriesFromApi(
  config: TenantConfig,
  named: readonly string[],
): Pick<ListFilters, 'category' | 'subcategories'> {
  const filterable = allCategories(config).filter((category) => !category.static);
  const recognised = named
    .map((name) => filterable.find((category) => category.key === name || category.slug === name))
    .filter((category): category is CategoryConfig => category !== undefined);
  const first = recognised[0];
  if (!first) return { category: null, subcategories: [] };
  const mainKey = first.parentKey ?? first.key;
  const main = config.categories.find((category) => category.key === mainKey);
  const keys = new Set(recognised.map((category) => category.key));
  return {
    category: mainKey,
    subcategories: (main?.children ?? []).filter((child) => keys.has(child.key)).map((child) => child.key),
  };
}

/** `true` or `1`; anything else is off. */
function apiBoolean(values: readonly string[]): boolean {
  return values.length === 1 && (values[0] === 'true' || values[0] === '1');
}

/**
 * The filters of an API request. Never throws on bad input: what is invalid is dropped, as in
 * `parseListFilters`. Option values may be given as catalogue values or as URL slugs; the city as
 * its slug or its name.
 */
export function parseApiFilters(query: unknown, config: TenantConfig): ListFilters {
  const values = queryValues(query);
  const all = (key: string): readonly string[] => values.get(key) ?? [];
  const one = (key: string): string | undefined => {
    const found = all(key);
    return found.length === 1 ? found[0] : undefined;
  };
  const cityName = one('city');
  const city = cityName === undefined ? undefined : cityBySlug(config, slugify(cityName));
  const salaryMin = all('salaryMin');
  const salaryMax = all('salaryMax');

  return {
    ...categoriesFromApi(config, listItems(all('categories'))),
    city: city?.slug ?? null,
    radiusKm: city ? parseRadius(one('cityRadiusKm')?.trim(), config.distanceOptions) : null,
    keywords: parseFreeText(all('keywords'), freeTextLimit(config, 'keyword')),
    skills: parseFreeText(all('skills'), freeTextLimit(config, 'skills')),
    titles: parseFreeText(all('jobTitles'), freeTextLimit(config, 'titles')),
    companies: parseFreeText(all('companyNames'), freeTextLimit(config, 'companies')),
    salary:
      salaryMin.length > 1 || salaryMax.length > 1
        ? null
        : rangeFromEnds(salaryMin[0] ?? '', salaryMax[0] ?? '', rangeBounds(filterParam(config, 'salary'))),
    withSalary: apiBoolean(all('withSalary')),
    employmentTypes: pickOptions(listItems(all('employmentTypes')), config.employmentTypes, true),
    experienceLevels: pickOptions(listItems(all('experienceLevels')), config.experienceLevels, true),
    workingTimes: pickOptions(listItems(all('workingTimes')), config.workingTimes, true),
    remoteWorkOptions: pickOptions(listItems(all('remoteWorkOptions')), config.remoteWorkOptions, true),
    ukraineFriendly: apiBoolean(all('ukraineFriendly')),
    remote: apiBoolean(all('remote')),
    showMap: defaultListFilters.showMap,
    sort: parseSort(all('sortBy'), all('orderBy')),
    currency: parseCurrency(all('currency'), config.currencies),
    from: parseFrom(all('from')),
    itemsCount: parseItemsCount(all('itemsCount')),
  };
}

/**
 * The API query for filters, arrays as indexed keys (`experienceLevels[0]`), ready for
 * `new URLSearchParams(...)`. A category with subcategories is sent as its subcategories.
 * `showMap` is not sent.
 */
export function filtersToApiQuery(filters: ListFilters): Record<string, string> {
  const entries: [string, string][] = [];
  const list = (key: string, items: readonly string[]) =>
    items.forEach((item, index) => entries.push([`${key}[${index}]`, item]));
  const flag = (key: string, on: boolean) => {
    if (on) entries.push([key, 'true']);
  };

  list(
    'categories',
    filters.subcategories.length > 0 ? filters.subcategories : filters.category ? [filters.category] : [],
  );
  list('keywords', filters.keywords);
  list('companyNames', filters.companies);
  list('skills', filters.skills);
  list('jobTitles', filters.titles);
  flag('withSalary', filters.withSalary);
  list('remoteWorkOptions', filters.remoteWorkOptions);
  flag('remote', filters.remote);
  if (filters.city !== null) entries.push(['city', filters.city]);
  if (filters.salary) {
    entries.push(['salaryMin', String(filters.salary.min)], ['salaryMax', String(filters.salary.max)]);
  }
  flag('ukraineFriendly', filters.ukraineFriendly);
  list('experienceLevels', filters.experienceLevels);
  list('employmentTypes', filters.employmentTypes);
  list('workingTimes', filters.workingTimes);
  if (filters.radiusKm !== null) entries.push(['cityRadiusKm', String(filters.radiusKm)]);
  entries.push(
    ['sortBy', filters.sort.sortBy],
    ['orderBy', filters.sort.orderBy],
    ['from', String(filters.from)],
    ['itemsCount', String(filters.itemsCount)],
  );
  if (filters.currency !== null) entries.push(['currency', filters.currency]);
  return Object.fromEntries(entries);
}
