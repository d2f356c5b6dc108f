/**
 * The geocoding port: a place name (and street) to coordinates, so an offer's location can be put on
 * the map and filtered by distance. Two adapters: an offline gazetteer (default, `npm start`, tests)
 * and a Nominatim-compatible HTTP server (`GEOCODER=nominatim`, `NOMINATIM_URL`).
 */

export interface GeocodeQuery {
  readonly city: string;
  readonly street?: string | undefined;
  /** ISO 3166-1 alpha-2; narrows the search to that country when given. */
  readonly countryCode?: string | undefined;
}

export interface GeocodedPlace {
  readonly latitude: number;
  readonly longitude: number;
  /** The city's own name as the geocoder knows it (`krakow` → `Kraków`). */
  readonly city: string;
}

export interface Geocoder {
  /** The place, or null when nothing matches (Google's ZERO_RESULTS; spec §8 place-not-found). */
  lookup(query: GeocodeQuery): Promise<GeocodedPlace | null>;
}

/** The geocoder could not be asked (time-out, network, an error answer): not the same as "no such place". */
export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderUnavailableError';
  }
}
