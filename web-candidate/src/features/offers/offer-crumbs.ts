import type { Currency } from '@tablica/domain/catalogue';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { filtersToUrl } from '@tablica/domain/listing/url-codec';
import { slugify } from '@tablica/domain/offers/listing';
import { categoryByKey, cityBySlug, tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import type { TenantId } from '@tablica/domain/tenants';
import type { Locale } from '../../lib/i18n/locale';
import type { OfferPageData } from './offer-page-data';

/**
 * The list URLs of the offer's breadcrumbs: all offers > city > category > subcategory (spec §2), in
 * the currency the page shows pay in. With the URL codec and the brand's categories and cities: only
 * the parts that show them import this (the breadcrumbs, a server part; the phone's top bar, loaded on
 * scroll), so the offer page's first files do without them.
 */
export function offerCrumbs(
  offer: OfferPageData,
  tenant: TenantId,
  locale: Locale,
  currency: Currency | null = null,
) {
  const config = tenantConfig(tenant);
  const city = cityBySlug(config, slugify(offer.city));
  const category = categoryByKey(config, offer.categoryId);
  const subcategory = category?.children.find((child) => child.key === offer.subcategoryId);
  const list = (changes: Partial<typeof defaultListFilters>) =>
    filtersToUrl({ ...defaultListFilters, currency, ...changes }, config, locale);
  const cityFilter = { city: city?.slug ?? null };
  return {
    all: list({}),
    city: city ? { href: list(cityFilter), label: city.label[locale] } : null,
    category: category
      ? { href: list({ ...cityFilter, category: category.key }), label: category.label[locale] }
      : null,
    subcategory:
      category && subcategory
        ? {
            href: list({ ...cityFilter, category: category.key, subcategories: [subcategory.key] }),
            label: subcategory.label[locale],
          }
        : null,
    /** Where "show active offers" leads when this one has ended: its category (or parent) list. */
    active: list(category ? { category: category.key } : {}),
  };
}
