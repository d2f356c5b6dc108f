import { categoryByKey, cityBySlug } from '../tenant-config/tenant-config';
import type { FilterOption, FilterParam, Locale, TenantConfig } from '../tenant-config/types';
import { defaultListFilters, parseListFilters, type ListFilters } from './filters';
import { defaultSort, wellFormed } from './filter-values';

/**
 * The list page URL (spec §2): `/{prefix}/{city|all-cities}/{category}/{subcategory,subcategory}`
 * then the filters under translated query keys. Only what differs from the defaults is written,
 * always in the config's order, so equal filters give equal URLs (one canonical link per list).
 */

function encodeText(text: string): string {
  return encodeURIComponent(wellFormed(text));
}

function optionSlugs<Value extends string>(
  options: readonly FilterOption<Value>[],
  chosen: readonly Value[],
): string[] {
  return options.filter((option) => chosen.includes(option.value)).map((option) => option.slug);
}

function joined(items: readonly string[]): string | undefined {
  return items.length === 0 ? undefined : items.join(',');
}

/** A filter's query value, already encoded; undefined when the filter is off. */
function queryValue(
  param: FilterParam,
  filters: ListFilters,
  config: TenantConfig,
  locale: Locale,
): string | undefined {
  const booleanSlug = encodeText(config.slugs.booleanTrue[locale]);
  const flag = (on: boolean) => (on ? booleanSlug : undefined);
  const texts = (values: readonly string[]) => joined(values.map(encodeText));
  switch (param.backendKey) {
    case 'keyword':
      return texts(filters.keywords);
    case 'skills':
      return texts(filters.skills);
    case 'titles':
      return texts(filters.titles);
    case 'companies':
      return texts(filters.companies);
    case 'radius': {
      const option = config.distanceOptions.find((distance) => distance.km === filters.radiusKm);
      return filters.city !== null && option && option.km > 0 ? encodeText(option.slug) : undefined;
    }
    case 'salary':
      return filters.salary ? `${filters.salary.min},${filters.salary.max}` : undefined;
    case 'withSalary':
      return flag(filters.withSalary);
    case 'employmentTypes':
      return joined(optionSlugs(config.employmentTypes, filters.employmentTypes));
    case 'experienceLevels':
      return joined(optionSlugs(config.experienceLevels, filters.experienceLevels));
    case 'workingTimes':
      return joined(optionSlugs(config.workingTimes, filters.workingTimes));
    case 'remoteWorkOptions':
      return joined(optionSlugs(config.remoteWorkOptions, filters.remoteWorkOptions));
    case 'ukraineFriendly':
      return flag(filters.ukraineFriendly);
    case 'remote':
      return flag(filters.remote);
    case 'showMap':
      return flag(filters.showMap);
    default: {
      const unknownKey: never = param.backendKey;
      return unknownKey;
    }
  }
}

/** The path and query of the list page showing `filters`, in `locale`. */
export function filtersToUrl(filters: ListFilters, config: TenantConfig, locale: Locale): string {
  const city = filters.city === null ? undefined : cityBySlug(config, filters.city);
  const category = filters.category === null ? undefined : categoryByKey(config, filters.category);
  const segments = [config.slugs.listPrefix[locale], city?.slug ?? config.slugs.allCities[locale]];
  if (category && category.parentKey === null) {
    segments.push(category.slug);
    const subcategories = category.children
      .filter((child) => filters.subcategories.includes(child.key))
      .map((child) => child.slug);
    if (subcategories.length > 0) segments.push(subcategories.join(','));
  }
  const path = '/' + segments.map((segment) => segment.split(',').map(encodeText).join(',')).join('/');

  const query: string[] = [];
  for (const param of config.params) {
    const value = queryValue(param, filters, config, locale);
    if (value !== undefined) query.push(`${encodeText(param.frontendKey[locale])}=${value}`);
  }
  if (filters.sort.sortBy !== defaultSort.sortBy || filters.sort.orderBy !== defaultSort.orderBy) {
    query.push(`sortBy=${filters.sort.sortBy}`, `orderBy=${filters.sort.orderBy}`);
  }
  if (filters.currency !== null) query.push(`currency=${filters.currency}`);
  if (filters.from !== defaultListFilters.from) query.push(`from=${filters.from}`);
  if (filters.itemsCount !== defaultListFilters.itemsCount) query.push(`itemsCount=${filters.itemsCount}`);
  return query.length === 0 ? path : `${path}?${query.join('&')}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The filters of a list page URL: a path with query, or a whole URL (origin and `#hash` are
 * ignored). Accepts `key_value` path segments (dots for commas). Never throws.
 */
export function urlToFilters(pathAndQuery: string, config: TenantConfig, locale: Locale): ListFilters {
  const withoutOrigin = pathAndQuery.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const beforeHash = withoutOrigin.split('#', 1)[0] ?? '';
  const queryStart = beforeHash.indexOf('?');
  const path = queryStart < 0 ? beforeHash : beforeHash.slice(0, queryStart);
  const search = queryStart < 0 ? '' : beforeHash.slice(queryStart + 1);

  const raw: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const [key, value] of new URLSearchParams(search)) (raw[key] ??= []).push(value);
  raw['slug'] = path
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
  return parseListFilters(raw, config, locale);
}
