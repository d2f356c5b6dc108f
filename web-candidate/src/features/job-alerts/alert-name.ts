import type { ListFilters } from '@tablica/domain/listing/filters';
import { categoryByKey, cityBySlug, tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { isTenantId } from '@tablica/domain/tenants';
import type { Locale } from '../../lib/i18n/locale';

/** Spec §5 and §9: an alert's name is at most 999 characters. */
const nameMax = 999;
/** Everything an alert name may not hold (spec §5: letters, digits, spaces and , & # ( ) / + -). */
const notAllowed = /[^\p{L}\p{M}\d ,&#()/+-]+/gu;

const clean = (tag: string) => tag.replace(notAllowed, ' ').replace(/\s+/g, ' ').trim();

/**
 * The name an alert form starts with: the search's tags (subcategories or category, city, titles,
 * skills, words, companies) joined with commas while the whole stays within 999 characters (spec §5),
 * each cut to the signs a name may hold ("node.js" becomes "node js"). Empty: nothing narrows the list.
 */
export function alertNameOf(filters: ListFilters, tenant: string, locale: Locale): string {
  const config = isTenantId(tenant) ? tenantConfig(tenant) : null;
  const category = config && filters.category !== null ? categoryByKey(config, filters.category) : undefined;
  const chosen = category?.children.filter((child) => filters.subcategories.includes(child.key)) ?? [];
  const city = config && filters.city !== null ? cityBySlug(config, filters.city) : undefined;
  const tags = [
    ...(chosen.length > 0 ? chosen : category ? [category] : []).map((item) => item.label[locale]),
    ...(city ? [city.label[locale]] : []),
    ...filters.titles,
    ...filters.skills,
    ...filters.keywords,
    ...filters.companies,
  ]
    .map(clean)
    .filter((tag) => tag.length > 0);
  let name = '';
  for (const tag of tags) {
    const next = name === '' ? tag : `${name}, ${tag}`;
    if (next.length > nameMax) break;
    name = next;
  }
  return name;
}
