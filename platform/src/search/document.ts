import {
  defaultExchangeRates,
  normaliseSalary,
  type ExchangeRates,
} from '@tablica/domain/listing/salary-normalisation';
import { slugify, type OfferListItem } from '@tablica/domain/offers/listing';
import type { TenantId } from '@tablica/domain/tenants';
import type { MapMarker, SearchDocument } from './port';

export interface SearchDocumentSource {
  readonly tenant: TenantId;
  readonly streamVersion: number;
  /** The offer as the candidate list shows it (the projection's `toListItem`). */
  readonly item: OfferListItem;
  /** The offer's category: its subcategory when it has one. */
  readonly categoryId: string;
  /** The main category when `categoryId` is a subcategory. */
  readonly parentCategoryId: string | null;
  readonly openToHireUkrainians: boolean;
  readonly applyUrl: string | null;
  /** When the offer first appeared on the board (sort `newest`); defaults to `item.publishedAt`. */
  readonly firstPublishedAt?: string;
}

/**
 * The index document of a published offer: salaries as monthly base-currency ranges (`rates` say
 * what EUR and USD are worth in the base currency), flags derived, the list item kept to be served.
 */
export function toSearchDocument(
  source: SearchDocumentSource,
  rates: ExchangeRates = defaultExchangeRates,
): SearchDocument {
  const { item } = source;
  const employmentTypes = item.employmentTypes.map((employment) => {
    const range = normaliseSalary(employment, rates);
    return { type: employment.type, monthlyFrom: range?.min ?? null, monthlyTo: range?.max ?? null };
  });
  return {
    tenant: source.tenant,
    offerId: item.guid.toLowerCase(),
    slug: item.slug,
    streamVersion: source.streamVersion,
    title: item.title,
    companyName: item.companyName,
    skills: [...item.requiredSkills, ...item.niceToHaveSkills],
    categoryId: source.categoryId,
    parentCategoryId: source.parentCategoryId,
    experienceLevel: item.experienceLevel,
    workplaceType: item.workplaceType,
    workingTime: item.workingTime,
    employmentTypes,
    locations: item.locations.map((location) => ({
      city: location.city,
      citySlug: slugify(location.city),
      latitude: location.latitude,
      longitude: location.longitude,
    })),
    remote: item.workplaceType === 'remote',
    ukraineFriendly: source.openToHireUkrainians,
    withSalary: employmentTypes.some((employment) => employment.monthlyFrom !== null),
    publishedAt: item.publishedAt,
    newestAt: source.firstPublishedAt ?? item.publishedAt,
    expiredAt: item.expiredAt,
    applyUrl: source.applyUrl,
    item,
  };
}

/** A map marker: the offer as its list item shows it, at one of its locations. */
export function toMarker(
  offerId: string,
  item: OfferListItem,
  applyUrl: string | null,
  location: { readonly city: string; readonly latitude: number; readonly longitude: number },
): MapMarker {
  return {
    offerId,
    slug: item.slug,
    title: item.title,
    employmentTypes: item.employmentTypes,
    companyLogoThumbUrl: item.companyLogoThumbUrl,
    applyUrl,
    companyName: item.companyName,
    workplaceType: item.workplaceType,
    experienceLevel: item.experienceLevel,
    city: location.city,
    latitude: location.latitude,
    longitude: location.longitude,
  };
}
