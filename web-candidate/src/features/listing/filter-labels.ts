import type { ListFilters } from '@tablica/domain/listing/filters';
import { rangeBounds } from '@tablica/domain/listing/filter-values';
import { categoryByKey, cityBySlug, filterParam } from '@tablica/domain/tenant-config/tenant-config';
import type { FilterOption, TenantConfig } from '@tablica/domain/tenant-config/types';
import { formatCount } from '../../lib/i18n/format-count';
import type { Locale } from '../../lib/i18n/locale';
import type { Translate } from '../../lib/i18n/use-translate';

/** One chosen filter as a removable chip: its words and the filters without it (spec §2 mobile chips). */
export interface FilterChip {
  readonly key: string;
  readonly label: string;
  readonly without: ListFilters;
}

function optionChips<Value extends string>(
  options: readonly FilterOption<Value>[],
  chosen: readonly Value[],
  locale: Locale,
  key: 'employmentTypes' | 'experienceLevels' | 'workingTimes' | 'remoteWorkOptions',
  filters: ListFilters,
): FilterChip[] {
  return options
    .filter((option) => chosen.includes(option.value))
    .map((option) => ({
      key: `${key}:${option.value}`,
      label: option.label[locale],
      without: { ...filters, [key]: chosen.filter((value) => value !== option.value) },
    }));
}

/** Every chosen filter as a chip, in the order of the filter bar: city, radius, category, the rest. */
export function filterChips(
  filters: ListFilters,
  config: TenantConfig,
  locale: Locale,
  t: Translate,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const city = filters.city === null ? undefined : cityBySlug(config, filters.city);
  if (city)
    chips.push({
      key: 'city',
      label: city.label[locale],
      without: { ...filters, city: null, radiusKm: null },
    });
  if (filters.radiusKm !== null)
    chips.push({ key: 'radius', label: `+${filters.radiusKm} km`, without: { ...filters, radiusKm: null } });
  const category = filters.category === null ? undefined : categoryByKey(config, filters.category);
  if (category)
    chips.push({
      key: 'category',
      label: category.label[locale],
      without: { ...filters, category: null, subcategories: [] },
    });
  for (const child of category?.children ?? [])
    if (filters.subcategories.includes(child.key))
      chips.push({
        key: `subcategory:${child.key}`,
        label: child.label[locale],
        without: { ...filters, subcategories: filters.subcategories.filter((key) => key !== child.key) },
      });
  for (const field of ['titles', 'companies', 'skills', 'keywords'] as const)
    for (const text of filters[field])
      chips.push({
        key: `${field}:${text}`,
        label: text,
        without: { ...filters, [field]: filters[field].filter((value) => value !== text) },
      });
  if (filters.salary)
    chips.push({
      key: 'salary',
      label: salaryLabel(filters, config, t),
      without: { ...filters, salary: null },
    });
  if (filters.withSalary)
    chips.push({
      key: 'withSalary',
      label: t('filters.withSalary'),
      without: { ...filters, withSalary: false },
    });
  if (filters.remote)
    chips.push({ key: 'remote', label: t('filters.remote'), without: { ...filters, remote: false } });
  chips.push(
    ...optionChips(config.employmentTypes, filters.employmentTypes, locale, 'employmentTypes', filters),
    ...optionChips(config.experienceLevels, filters.experienceLevels, locale, 'experienceLevels', filters),
    ...optionChips(config.workingTimes, filters.workingTimes, locale, 'workingTimes', filters),
    ...optionChips(config.remoteWorkOptions, filters.remoteWorkOptions, locale, 'remoteWorkOptions', filters),
  );
  if (filters.ukraineFriendly)
    chips.push({
      key: 'ukraineFriendly',
      label: t('filters.ukraineFriendly'),
      without: { ...filters, ukraineFriendly: false },
    });
  return chips;
}

/** "Salary 10 000 – 20 000 PLN", or "Salary from 10 000 PLN" when the top is open. */
export function salaryLabel(filters: ListFilters, config: TenantConfig, t: Translate): string {
  const salary = filters.salary;
  if (!salary) return t('filters.salaryAny');
  const currency = filters.currency ?? config.baseCurrency;
  return salary.max >= rangeBounds(filterParam(config, 'salary')).max
    ? t('filters.salaryFromChip', { min: formatCount(salary.min), currency })
    : t('filters.salaryChip', { min: formatCount(salary.min), max: formatCount(salary.max), currency });
}

/** How many More-filters choices are on (the button's badge). */
export function moreFiltersCount(filters: ListFilters): number {
  return (
    (filters.salary ? 1 : 0) +
    (filters.withSalary ? 1 : 0) +
    (filters.remote ? 1 : 0) +
    (filters.ukraineFriendly ? 1 : 0) +
    filters.employmentTypes.length +
    filters.experienceLevels.length +
    filters.workingTimes.length +
    filters.remoteWorkOptions.length
  );
}

/** The filters of the More filters dialog cleared, the rest kept. */
export function withoutMoreFilters(filters: ListFilters): ListFilters {
  return {
    ...filters,
    salary: null,
    withSalary: false,
    remote: false,
    ukraineFriendly: false,
    employmentTypes: [],
    experienceLevels: [],
    workingTimes: [],
    remoteWorkOptions: [],
  };
}
