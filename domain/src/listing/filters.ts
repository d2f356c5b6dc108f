import type { Currency, EmploymentTypeKind, ExperienceLevel, WorkingTime, WorkplaceType } from '../catalogue';
import { listPageSize } from '../offers/listing';
import { freeTextMaxLength } from '../tenant-config/filter-params';
import { cityBySlug, filterParam, mainCategoryBySlug } from '../tenant-config/tenant-config';
import { isLocale, type FilterKey, type Locale, type TenantConfig } from '../tenant-config/types';
import {
  defaultSort,
  listItems,
  parseBooleanSlug,
  parseCurrency,
  parseFreeText,
  parseFrom,
  parseItemsCount,
  parseRadius,
  parseRange,
  parseSort,
  pickOptions,
  rangeBounds,
  rawStrings,
  singleValue,
  type ListSort,
  type SalaryRange,
} from './filter-values';

/**
 * What a candidate's offer list is narrowed and ordered by. Option filters hold catalogue values
 * (what offers carry), categories their keys, the city its slug.
 */
export interface ListFilters {
  /** Key of a main category, or null for all categories. */
  readonly category: string | null;
  /** Keys of children of `category`, in config order; empty = the whole category. */
  readonly subcategories: readonly string[];
  readonly city: string | null;
  /** Only with a city; one of the configured distances above 0. */
  readonly radiusKm: number | null;
  readonly keywords: readonly string[];
  readonly skills: readonly string[];
  readonly titles: readonly string[];
  readonly companies: readonly string[];
  /** In `currency` (or the active currency), monthly. */
  readonly salary: SalaryRange | null;
  readonly withSalary: boolean;
  readonly employmentTypes: readonly EmploymentTypeKind[];
  readonly experienceLevels: readonly ExperienceLevel[];
  readonly workingTimes: readonly WorkingTime[];
  readonly remoteWorkOptions: readonly WorkplaceType[];
  readonly ukraineFriendly: boolean;
  /** The "fully remote" switch. */
  readonly remote: boolean;
  /** View state carried in the list URL (the map is open), not a filter: never sent to the API. */
  readonly showMap: boolean;
  readonly sort: ListSort;
  /** Null: the candidate's active currency. */
  readonly currency: Currency | null;
  readonly from: number;
  readonly itemsCount: number;
}

export const defaultListFilters: ListFilters = {
  category: null,
  subcategories: [],
  city: null,
  radiusKm: null,
  keywords: [],
  skills: [],
  titles: [],
  companies: [],
  salary: null,
  withSalary: false,
  employmentTypes: [],
  experienceLevels: [],
  workingTimes: [],
  remoteWorkOptions: [],
  ukraineFriendly: false,
  remote: false,
  showMap: false,
  sort: defaultSort,
  currency: null,
  from: 0,
  itemsCount: listPageSize,
};

/** Whether anything narrows the list (sort, window, currency and the map do not). */
export function isFiltered(filters: ListFilters): boolean {
  return (
    filters.category !== null ||
    filters.city !== null ||
    filters.salary !== null ||
    filters.withSalary ||
    filters.ukraineFriendly ||
    filters.remote ||
    [
      filters.keywords,
      filters.skills,
      filters.titles,
      filters.companies,
      filters.employmentTypes,
      filters.experienceLevels,
      filters.workingTimes,
      filters.remoteWorkOptions,
    ].some((values) => values.length > 0)
  );
}

/** The keys of the list window and order: the same in every language. */
export const windowKeys = ['sortBy', 'orderBy', 'from', 'itemsCount', 'currency'] as const;

/**
 * A list page's route parameters as a router hands them over: `slug` holds the catch-all path
 * segments (`['praca', 'warszawa', 'javascript', 'react,vue']`), the rest are query parameters
 * under their translated keys. `locale` may name the language when no argument does.
 */
export type RawListQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

const pathParameter = /^([A-Za-z0-9-]+)_(.*)$/;

interface ListPath {
  readonly city: string | undefined;
  readonly category: string | undefined;
  readonly subcategories: string | undefined;
  /** `key_value` segments, dots standing for commas (spec §2). */
  readonly parameters: ReadonlyMap<string, string>;
}

function readPath(slug: unknown, knownKeys: ReadonlySet<string>): ListPath {
  const segments = rawStrings(slug)
    .flatMap((text) => text.split('/'))
    .filter((segment) => segment !== '');
  const positional: string[] = [];
  const parameters = new Map<string, string>();
  // The first segment is the list prefix: the route already matched it.
  for (const segment of segments.slice(1)) {
    const parameter = pathParameter.exec(segment);
    const key = parameter?.[1];
    if (key !== undefined && knownKeys.has(key)) {
      if (!parameters.has(key)) parameters.set(key, (parameter?.[2] ?? '').replaceAll('.', ','));
    } else positional.push(segment);
  }
  return { city: positional[0], category: positional[1], subcategories: positional[2], parameters };
}

/** A main category named by slug (else none: an unknown category clears it) and its named children. */
function categoryFromPath(
  config: TenantConfig,
  categorySlug: string | undefined,
  subcategorySlugs: string | undefined,
): Pick<ListFilters, 'category' | 'subcategories'> {
  const category = categorySlug === undefined ? undefined : mainCategoryBySlug(config, categorySlug);
  if (!category) return { category: null, subcategories: [] };
  const named = new Set(listItems(subcategorySlugs));
  return {
    category: category.key,
    subcategories: category.children
      .filter((child) => !child.static && named.has(child.slug))
      .map((child) => child.key),
  };
}

export function freeTextLimit(config: TenantConfig, key: FilterKey): number {
  return filterParam(config, key)?.validation?.max ?? freeTextMaxLength;
}

/**
 * The list page's filters from its route parameters (spec §2, §5). Never throws: unknown keys,
 * unknown slugs and values that break a rule are dropped. A filter the tenant's `params` lack is
 * never read.
 */
export function parseListFilters(raw: RawListQuery, config: TenantConfig, locale?: Locale): ListFilters {
  const rawLocale = singleValue(raw['locale']);
  const language = locale ?? (isLocale(rawLocale) ? rawLocale : config.defaultLocale);
  const keyOf = new Map<FilterKey, string>();
  for (const param of config.params) keyOf.set(param.backendKey, param.frontendKey[language]);
  const path = readPath(raw['slug'], new Set<string>([...keyOf.values(), ...windowKeys]));

  const read = (key: string): unknown =>
    Object.hasOwn(raw, key) && raw[key] !== undefined ? raw[key] : path.parameters.get(key);
  const readFilter = (key: FilterKey): unknown => {
    const queryKey = keyOf.get(key);
    return queryKey === undefined ? undefined : read(queryKey);
  };
  const booleanSlug = config.slugs.booleanTrue[language];
  const city = path.city === undefined ? undefined : cityBySlug(config, path.city);

  return {
    ...categoryFromPath(config, path.category, path.subcategories),
    city: city?.slug ?? null,
    radiusKm: city ? parseRadius(singleValue(readFilter('radius')), config.distanceOptions) : null,
    keywords: parseFreeText(readFilter('keyword'), freeTextLimit(config, 'keyword')),
    skills: parseFreeText(readFilter('skills'), freeTextLimit(config, 'skills')),
    titles: parseFreeText(readFilter('titles'), freeTextLimit(config, 'titles')),
    companies: parseFreeText(readFilter('companies'), freeTextLimit(config, 'companies')),
    salary: parseRange(readFilter('salary'), rangeBounds(filterParam(config, 'salary'))),
    withSalary: parseBooleanSlug(readFilter('withSalary'), booleanSlug),
    employmentTypes: pickOptions(listItems(readFilter('employmentTypes')), config.employmentTypes),
    experienceLevels: pickOptions(listItems(readFilter('experienceLevels')), config.experienceLevels),
    workingTimes: pickOptions(listItems(readFilter('workingTimes')), config.workingTimes),
    remoteWorkOptions: pickOptions(listItems(readFilter('remoteWorkOptions')), config.remoteWorkOptions),
    ukraineFriendly: parseBooleanSlug(readFilter('ukraineFriendly'), booleanSlug),
    remote: parseBooleanSlug(readFilter('remote'), booleanSlug),
    showMap: parseBooleanSlug(readFilter('showMap'), booleanSlug),
    sort: parseSort(read('sortBy'), read('orderBy')),
    currency: parseCurrency(read('currency'), config.currencies),
    from: parseFrom(read('from')),
    itemsCount: parseItemsCount(read('itemsCount')),
  };
}
