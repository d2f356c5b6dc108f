import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import type { TenantId } from '@tablica/domain/tenants';
import { distanceMeters } from './filter-match';
import type { SearchLocation } from './port';

/** The token of "this city and `km` around its centre" in an offer's `near` (search_offers). */
export const nearToken = (citySlug: string, km: number) => `${citySlug}:${km}`;

/**
 * The brand's cities and radius options (tenant config) that an offer's locations are in: for each
 * city and radius, the city itself or a location within the radius of its centre (the list's city
 * and radius filter, spec §5; the distance on earthdistance's sphere, as the alerts' matching
 * measures it). Adding a city or a radius to the config needs the search index
 * rebuilt (a code version of the search-index projection) for offers indexed before.
 */
export function nearTokens(tenant: TenantId, locations: readonly SearchLocation[]): string[] {
  const config = tenantConfig(tenant);
  const radii = config.distanceOptions.map((option) => option.km).filter((km) => km > 0);
  const tokens: string[] = [];
  for (const city of config.cities) {
    const inCity = locations.some((location) => location.citySlug === city.slug);
    const nearest = Math.min(...locations.map((location) => distanceMeters(city.map, location)));
    for (const km of radii) if (inCity || nearest <= km * 1000) tokens.push(nearToken(city.slug, km));
  }
  return tokens;
}

/** The token of a city filter with a radius (`radiusMeters`), if it is one the offers' rows hold. */
export function nearTokenFor(tenant: TenantId, citySlug: string, radiusMeters: number): string | null {
  const config = tenantConfig(tenant);
  const km = radiusMeters / 1000;
  return km > 0 &&
    config.distanceOptions.some((option) => option.km === km) &&
    config.cities.some((city) => city.slug === citySlug)
    ? nearToken(citySlug, km)
    : null;
}
