import { ValidationError } from '@tablica/domain/errors';
import { fieldIssue } from '@tablica/domain/offers/validation/issues';
import type { GeocodedPlace, GeocodeQuery, Geocoder } from './port';

/**
 * Spec §8: "Geocoding ZERO_RESULTS marks the city field with the place-not-found error" — one issue
 * `locations.<i>.city: errors.coordinatesRequired` per location that was not found.
 */
export function placeNotFound(indexes: number | readonly number[]): ValidationError {
  const list = typeof indexes === 'number' ? [indexes] : indexes;
  return new ValidationError(
    list.map((index) => fieldIssue(`locations.${index}.city`, 'errors.coordinatesRequired')),
    'Place not found, verify the address.',
  );
}

/** The place of the offer's location number `index`, or the place-not-found error on its city. */
export async function geocodeOrThrow(
  geocoder: Geocoder,
  query: GeocodeQuery,
  index: number,
): Promise<GeocodedPlace> {
  const place = await geocoder.lookup(query);
  if (!place) throw placeNotFound(index);
  return place;
}

/** A location as a form sends it: coordinates may be missing. */
export interface LocationInput {
  readonly city?: string | null | undefined;
  readonly street?: string | null | undefined;
  readonly countryCode?: string | null | undefined;
  readonly latitude?: number | null | undefined;
  readonly longitude?: number | null | undefined;
}

const hasCoordinates = (location: LocationInput) =>
  Number.isFinite(location.latitude) && Number.isFinite(location.longitude);

/**
 * Fills in the coordinates of every location that arrived without them (and the city's own name);
 * locations with coordinates and without a city are left alone. Every city that is not found is named
 * in one ValidationError, so the form marks them all at once.
 */
export async function withCoordinates<Location extends LocationInput>(
  geocoder: Geocoder,
  locations: readonly Location[],
): Promise<Location[]> {
  const missing: number[] = [];
  const located: Location[] = [];
  // One at a time: a public Nominatim server allows one request a second.
  for (const [index, location] of locations.entries()) {
    const city = location.city?.trim();
    if (hasCoordinates(location) || !city) {
      located.push(location);
      continue;
    }
    const place = await geocoder.lookup({
      city,
      street: location.street ?? undefined,
      countryCode: location.countryCode ?? undefined,
    });
    if (!place) missing.push(index);
    located.push(
      place
        ? { ...location, city: place.city, latitude: place.latitude, longitude: place.longitude }
        : location,
    );
  }
  if (missing.length > 0) throw placeNotFound(missing);
  return located;
}
