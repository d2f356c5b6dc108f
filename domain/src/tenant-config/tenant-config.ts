import { tenants, type TenantId } from '../tenants';
import { europeanCities, polandMap, polishCities } from './board-cities';
import { brandBasics } from './brand-basics';
import {
  distanceOptions,
  employmentTypeOptions,
  experienceLevelOptions,
  itSalarySlider,
  remoteWorkOptions,
  workSalarySlider,
  workingTimeOptions,
} from './filter-options';
import { boardParams } from './filter-params';
import { itCategories } from './it-categories';
import { itTerms, workTerms } from './terms-documents';
import {
  label,
  type BoardSlugs,
  type CategoryConfig,
  type CityConfig,
  type FilterKey,
  type FilterParam,
  type Locale,
  type TenantConfig,
} from './types';
import { workCategories } from './work-categories';

/** Both boards speak the same URL language; only their content differs. */
const slugs: BoardSlugs = {
  listPrefix: label('praca', 'jobs'),
  allCities: label('wszystkie-miasta', 'all-cities'),
  booleanTrue: label('tak', 'yes'),
  moreFilters: label('wiecej-filtrow', 'more-filters'),
  categories: label('kategorie', 'categories'),
  location: label('lokalizacja', 'location'),
};

const configs: Readonly<Record<TenantId, TenantConfig>> = {
  it: {
    tenant: 'it',
    defaultLocale: 'pl',
    baseCurrency: tenants.it.baseCurrency,
    currencies: brandBasics('it').currencies,
    slugs,
    categories: itCategories,
    cities: [...polishCities, ...europeanCities],
    allCitiesMap: polandMap,
    distanceOptions,
    employmentTypes: employmentTypeOptions,
    experienceLevels: experienceLevelOptions,
    workingTimes: workingTimeOptions,
    remoteWorkOptions,
    salary: itSalarySlider,
    params: boardParams,
    featureFlags: brandBasics('it').featureFlags,
    terms: itTerms,
  },
  work: {
    tenant: 'work',
    defaultLocale: 'pl',
    baseCurrency: tenants.work.baseCurrency,
    currencies: brandBasics('work').currencies,
    slugs,
    categories: workCategories,
    cities: polishCities,
    allCitiesMap: polandMap,
    distanceOptions,
    employmentTypes: employmentTypeOptions,
    experienceLevels: experienceLevelOptions,
    workingTimes: workingTimeOptions,
    remoteWorkOptions,
    salary: workSalarySlider,
    params: boardParams,
    featureFlags: brandBasics('work').featureFlags,
    terms: workTerms,
  },
};

export function tenantConfig(tenant: TenantId): TenantConfig {
  return configs[tenant];
}

/** Main categories followed by every subcategory: the flat view lookups need. */
export function allCategories(config: TenantConfig): readonly CategoryConfig[] {
  return [...config.categories, ...config.categories.flatMap((category) => category.children)];
}

/** A category a list can be filtered by (not static) with this key. */
export function categoryByKey(config: TenantConfig, key: string): CategoryConfig | undefined {
  return allCategories(config).find((category) => category.key === key && !category.static);
}

/** A main category a list URL can name (not static) with this slug. */
export function mainCategoryBySlug(config: TenantConfig, slug: string): CategoryConfig | undefined {
  return config.categories.find((category) => category.slug === slug && !category.static);
}

export function cityBySlug(config: TenantConfig, slug: string): CityConfig | undefined {
  return config.cities.find((city) => city.slug === slug);
}

export function filterParam(config: TenantConfig, key: FilterKey): FilterParam | undefined {
  return config.params.find((param) => param.backendKey === key);
}

/** The query key of a filter in this language (undefined when the tenant does not offer the filter). */
export function queryKey(config: TenantConfig, key: FilterKey, locale: Locale): string | undefined {
  return filterParam(config, key)?.frontendKey[locale];
}
