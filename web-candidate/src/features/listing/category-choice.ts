import type { ListFilters } from '@tablica/domain/listing/filters';
import type { CategoryConfig, TenantConfig } from '@tablica/domain/tenant-config/types';
import { tenants } from '@tablica/domain/tenants';
import { restarted } from './hooks/use-list-navigation';

/**
 * Spec §4 "Category": picking a main category selects it, picking it again clears it; subcategories
 * multi-select: one of the same parent toggles, one of another parent replaces the choice.
 */
export function chooseCategory(filters: ListFilters, category: CategoryConfig): ListFilters {
  const base = restarted(filters);
  if (category.parentKey === null)
    return filters.category === category.key
      ? { ...base, category: null, subcategories: [] }
      : { ...base, category: category.key, subcategories: [] };
  if (filters.category !== category.parentKey)
    return { ...base, category: category.parentKey, subcategories: [category.key] };
  const chosen = filters.subcategories.includes(category.key)
    ? filters.subcategories.filter((key) => key !== category.key)
    : [...filters.subcategories, category.key];
  return { ...base, subcategories: chosen };
}

/** A static category's target on the sister board (opened in a new window), e.g. `work.` for `it.`. */
export function redirectHref(category: CategoryConfig, location: Location): string | null {
  if (!category.redirectTo) return null;
  const target = tenants[category.redirectTo.tenant].hostPrefix;
  const labels = location.host.split('.');
  const first = labels[0] ?? '';
  const host = Object.values(tenants).some((tenant) => tenant.hostPrefix === first)
    ? [target, ...labels.slice(1)].join('.')
    : `${target}.${location.host}`;
  return `${location.protocol}//${host}${category.redirectTo.path}`;
}

export function mainCategories(config: TenantConfig): readonly CategoryConfig[] {
  return config.categories.filter((category) => category.parentKey === null);
}
