import type { Currency, EmploymentTypeKind, ExperienceLevel, WorkingTime, WorkplaceType } from '../catalogue';
import type { TenantId } from '../tenants';
import type { CategoryIcon } from './category-icons';
import type { FeatureFlags } from './feature-flags';
import type { TermsConfig } from './terms';

/** The interface languages (spec: Polish and English). */
export const locales = ['pl', 'en'] as const;
export type Locale = (typeof locales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** One text per interface language: labels, and the slugs and query keys that are translated. */
export type Translated = Readonly<Record<Locale, string>>;

/** A text that is written the same in both languages unless `en` says otherwise. */
export function label(pl: string, en: string = pl): Translated {
  return { pl, en };
}

/** Where a static category sends the candidate (opened in a new window): a page of a sister board. */
export interface CategoryRedirect {
  readonly tenant: TenantId;
  readonly path: string;
}

/**
 * A category of offers (spec §3 Category). `key` is the stable id offers carry as `categoryId`;
 * `slug` is its form in list URLs. Two levels: main categories and their subcategories.
 */
export interface CategoryConfig {
  readonly key: string;
  readonly slug: string;
  readonly label: Translated;
  /** Position among its siblings, from 1. */
  readonly order: number;
  /** One of the 28 icon slugs; null where none fits (the web app then shows its own technology icon). */
  readonly icon: CategoryIcon | null;
  readonly parentKey: string | null;
  /** Shown in the desktop category strip; the others appear in the all-categories dialog. */
  readonly isMain: boolean;
  readonly children: readonly CategoryConfig[];
  /** A static category is a link, not a filter: it never appears in a list URL or an API filter. */
  readonly static?: boolean;
  readonly redirectTo?: CategoryRedirect;
}

export interface MapView {
  readonly latitude: number;
  readonly longitude: number;
  readonly zoom: number;
}

/** A city of the location picker (spec §3 City). */
export interface CityConfig {
  /** `slugify` of the gazetteer name, so an offer's city name maps onto it. */
  readonly slug: string;
  readonly label: Translated;
  readonly countryCode: string;
  readonly map: MapView;
  /** Offered as a quick button in the location modal (group `top`). */
  readonly top: boolean;
}

/** A radius around the chosen city. `km: 0` is the "this city only" choice and filters nothing. */
export interface DistanceOption {
  readonly slug: string;
  readonly km: number;
  readonly label: Translated;
}

/** One choice of a multiselect filter: `slug` in list URLs, `value` in the API and on offers. */
export interface FilterOption<Value extends string = string> {
  readonly slug: string;
  readonly value: Value;
  readonly label: Translated;
}

/** The spec's known backend keys plus the three filters the spec lists only as URL parameters. */
export const filterKeys = [
  'keyword',
  'skills',
  'titles',
  'companies',
  'radius',
  'salary',
  'withSalary',
  'employmentTypes',
  'experienceLevels',
  'workingTimes',
  'remoteWorkOptions',
  'ukraineFriendly',
  'remote',
  'showMap',
] as const;
export type FilterKey = (typeof filterKeys)[number];

/**
 * `multiselect`: comma-separated values (config slugs, or free text for keyword, skills, titles,
 * companies); `range`: `min,max`; `boolean`: the translated boolean slug; `select`: one config slug.
 */
export type FilterParamType = 'multiselect' | 'range' | 'boolean' | 'select';

/** A list query parameter (spec §3 Config `params`). */
export interface FilterParam {
  readonly backendKey: FilterKey;
  readonly frontendKey: Translated;
  readonly type: FilterParamType;
  /** Range: accepted bounds of both ends. Free text: `max` is the length cut, in characters. */
  readonly validation?: { readonly min?: number; readonly max?: number };
}

/** The salary slider (spec §5, §9). Missing values take `salarySliderDefaults`. */
export interface SalarySliderConfig {
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
}

/** The translated fixed parts of list URLs and the hash slugs that open dialogs (spec §2). */
export interface BoardSlugs {
  readonly listPrefix: Translated;
  readonly allCities: Translated;
  /** The only value a boolean filter accepts, e.g. `?zdalnie=tak`. */
  readonly booleanTrue: Translated;
  readonly moreFilters: Translated;
  readonly categories: Translated;
  readonly location: Translated;
}

/** Everything the candidate board and the query side need to know about one tenant (spec §3 Config). */
export interface TenantConfig {
  readonly tenant: TenantId;
  readonly defaultLocale: Locale;
  readonly baseCurrency: Currency;
  readonly currencies: readonly Currency[];
  readonly slugs: BoardSlugs;
  readonly categories: readonly CategoryConfig[];
  readonly cities: readonly CityConfig[];
  /** The map with no city chosen. */
  readonly allCitiesMap: MapView;
  readonly distanceOptions: readonly DistanceOption[];
  readonly employmentTypes: readonly FilterOption<EmploymentTypeKind>[];
  readonly experienceLevels: readonly FilterOption<ExperienceLevel>[];
  readonly workingTimes: readonly FilterOption<WorkingTime>[];
  readonly remoteWorkOptions: readonly FilterOption<WorkplaceType>[];
  readonly salary: SalarySliderConfig;
  /** In the order their query parameters appear in list URLs. */
  readonly params: readonly FilterParam[];
  readonly featureFlags: FeatureFlags;
  /** The legal documents of the terms page and the sign-up forms' links. */
  readonly terms: TermsConfig;
}
