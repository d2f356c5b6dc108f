import { employmentTypeKinds, type EmploymentTypeKind } from '@tablica/domain/catalogue';
import type { ListFilters } from '@tablica/domain/listing/filters';
import type { ListSort } from '@tablica/domain/listing/filter-values';
import {
  defaultExchangeRates,
  salaryFilterInBase,
  type ExchangeRates,
} from '@tablica/domain/listing/salary-normalisation';
import { cityBySlug, tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import type { TenantId } from '@tablica/domain/tenants';
import { distinctWords, searchWords, skillKey } from './text';

/**
 * The list filters as both adapters apply them: texts already split into folded words, the city
 * given its centre, the salary in monthly base-currency amounts. One plan, so the PostgreSQL and
 * Meilisearch adapters cannot drift apart on what a filter means.
 */
export interface FilterPlan {
  /** Offers filed under this main category (or one of its subcategories). */
  readonly category: string | null;
  /** Offers filed under any of these (replaces `category` when not empty). */
  readonly subcategories: readonly string[];
  readonly city: {
    readonly slug: string;
    readonly latitude: number;
    readonly longitude: number;
    /** Null: the city itself only. */
    readonly radiusMeters: number | null;
  } | null;
  /** Every one must be a word of the title, the company, a skill or a city. */
  readonly keywordWords: readonly string[];
  /** Any chip matches; a chip matches when each of its words is a word of the title. */
  readonly titleChips: readonly (readonly string[])[];
  readonly companyChips: readonly (readonly string[])[];
  /** Every one must be a skill of the offer (`skillKey`). */
  readonly skillKeys: readonly string[];
  /** The employment types salary, withSalary and the type filter look at; null = all of them. */
  readonly employmentKinds: readonly EmploymentTypeKind[] | null;
  /** Monthly, base currency, both ends included. */
  readonly salary: { readonly min: number; readonly max: number } | null;
  readonly withSalary: boolean;
  readonly experienceLevels: readonly string[];
  readonly workingTimes: readonly string[];
  readonly workplaceTypes: readonly string[];
  readonly ukraineFriendly: boolean;
  readonly remote: boolean;
  readonly sort: ListSort;
}

/** Texts with no letter or digit (`#`, `++`) say nothing to match and are left out. */
function chips(texts: readonly string[]): string[][] {
  return texts.map((text) => [...new Set(searchWords(text))]).filter((words) => words.length > 0);
}

export function planFilters(
  tenant: TenantId,
  filters: ListFilters,
  rates: ExchangeRates = defaultExchangeRates,
): FilterPlan {
  const config = tenantConfig(tenant);
  const city = filters.city === null ? undefined : cityBySlug(config, filters.city);
  const employmentKinds =
    filters.employmentTypes.length === 0
      ? null
      : // An offer paying on `any` terms offers every type of contract.
        employmentTypeKinds.filter((kind) => kind === 'any' || filters.employmentTypes.includes(kind));
  return {
    category: filters.subcategories.length > 0 ? null : filters.category,
    subcategories: filters.subcategories,
    city:
      filters.city === null
        ? null
        : {
            slug: filters.city,
            latitude: city?.map.latitude ?? 0,
            longitude: city?.map.longitude ?? 0,
            radiusMeters: city && filters.radiusKm !== null ? filters.radiusKm * 1000 : null,
          },
    keywordWords: distinctWords(filters.keywords),
    titleChips: chips(filters.titles),
    companyChips: chips(filters.companies),
    skillKeys: [...new Set(filters.skills.map(skillKey).filter((key) => key !== ''))],
    employmentKinds,
    salary: filters.salary ? salaryFilterInBase(filters.salary, filters.currency, rates) : null,
    withSalary: filters.withSalary,
    experienceLevels: filters.experienceLevels,
    workingTimes: filters.workingTimes,
    workplaceTypes: filters.remoteWorkOptions,
    ukraineFriendly: filters.ukraineFriendly,
    remote: filters.remote,
    sort: filters.sort,
  };
}

/** The top of an offer's pay: the salary sort's key (null when no employment type states pay). */
export function salaryTop(employmentTypes: readonly { readonly monthlyTo: number | null }[]): number | null {
  const tops = employmentTypes.map((type) => type.monthlyTo).filter((to): to is number => to !== null);
  return tops.length === 0 ? null : Math.max(...tops);
}

/**
 * An offer's pay per employment type: several entries of one type merge into the range covering
 * them (the index keeps one range per type).
 */
export function payByKind(
  employmentTypes: readonly {
    readonly type: EmploymentTypeKind;
    readonly monthlyFrom: number | null;
    readonly monthlyTo: number | null;
  }[],
): Partial<Record<EmploymentTypeKind, { readonly min: number; readonly max: number }>> {
  const pay: Partial<Record<EmploymentTypeKind, { min: number; max: number }>> = {};
  for (const { type, monthlyFrom, monthlyTo } of employmentTypes) {
    if (monthlyFrom === null || monthlyTo === null) continue;
    const known = pay[type];
    pay[type] = known
      ? { min: Math.min(known.min, monthlyFrom), max: Math.max(known.max, monthlyTo) }
      : { min: monthlyFrom, max: monthlyTo };
  }
  return pay;
}

/** A minimal suggest text: at least `minimum` letters or digits. */
export function suggestWords(text: string, minimum: number): string[] | null {
  const words = searchWords(text);
  return words.join('').length >= minimum ? words : null;
}
