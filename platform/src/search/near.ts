import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import type { TenantId } from '@tablica/domain/tenants';
import type { SearchLocation } from './port';

/** earthdistance's `earth()`: the sphere's radius in metres. */
const earthRadius = 6378168;

/** `ll_to_earth(latitude, longitude)`: the point on the sphere, in metres from its centre. */
function toEarth(latitude: number, longitude: number): readonly [number, number, number] {
  const lat = latitude * (Math.PI / 180);
  const lon = longitude * (Math.PI / 180);
  return [
    earthRadius * Math.cos(lat) * Math.cos(lon),
    earthRadius * Math.cos(lat) * Math.sin(lon),
    earthRadius * Math.sin(lat),
  ];
}

/**
 * `earth_distance(ll_to_earth(a), ll_to_earth(b))`, as earthdistance computes it: the great circle
 * over the chord between the two points (`sec_to_gc(cube_distance(…))`), so a location is in a
 * radius here exactly where the radius's SQL put it before (but for the last bit of a float).
 */
export function earthDistance(
  a: { readonly latitude: number; readonly longitude: number },
  b: { readonly latitude: number; readonly longitude: number },
): number {
  const [ax, ay, az] = toEarth(a.latitude, a.longitude);
  const [bx, by, bz] = toEarth(b.latitude, b.longitude);
  const chord = Math.sqrt((ax - bx) ** 2 + (ay - by) ** 2 + (az - bz) ** 2);
  const half = chord / (2 * earthRadius);
  return half > 1 ? Math.PI * earthRadius : 2 * earthRadius * Math.asin(half);
}

/** The token of "this city and `km` around its centre" in an offer's `near` (search_offers). */
export const nearToken = (citySlug: string, km: number) => `${citySlug}:${km}`;

/**
 * The brand's cities and radius options (tenant config) that an offer's locations are in: for each
 * city and radius, the city itself or a location within the radius of its centre (the list's city
 * and radius filter, spec §5). Adding a city or a radius to the config needs the search index
 * rebuilt (a code version of the search-index projection) for offers indexed before.
 */
export function nearTokens(tenant: TenantId, locations: readonly SearchLocation[]): string[] {
  const config = tenantConfig(tenant);
  const radii = config.distanceOptions.map((option) => option.km).filter((km) => km > 0);
  const tokens: string[] = [];
  for (const city of config.cities) {
    const inCity = locations.some((location) => location.citySlug === city.slug);
    const nearest = Math.min(...locations.map((location) => earthDistance(city.map, location)));
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
