import { GeocoderUnavailableError, type GeocodedPlace, type GeocodeQuery, type Geocoder } from './port';

export interface NominatimOptions {
  /** The server's base URL, e.g. `https://nominatim.openstreetmap.org` or a self-hosted one. */
  readonly url: string;
  /** Nominatim's usage policy asks every application to name itself. */
  readonly userAgent?: string;
  readonly timeoutMs?: number;
}

interface NominatimResult {
  readonly lat?: string;
  readonly lon?: string;
  readonly name?: string;
  readonly address?: Readonly<Record<string, string | undefined>>;
}

export const defaultUserAgent = 'Tablica job board (geocoding offer locations)';

/** The address parts that name a settlement, most specific last-resort order. */
const settlementParts = ['city', 'town', 'village', 'municipality', 'hamlet', 'suburb'] as const;

/**
 * A Nominatim-compatible HTTP geocoder (`GEOCODER=nominatim`): `GET {url}/search?format=jsonv2&q=…`.
 * With a street it first looks for the address, then for the city alone: a street the map does not
 * know must not keep an offer from its city. Answers are in the place's own language (no
 * Accept-Language is sent), like the offline gazetteer's names.
 */
export class NominatimGeocoder implements Geocoder {
  private readonly base: string;
  private readonly userAgent: string;
  private readonly timeoutMs: number;

  constructor(options: NominatimOptions) {
    this.base = options.url.replace(/\/+$/, '');
    this.userAgent = options.userAgent ?? defaultUserAgent;
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  async lookup(query: GeocodeQuery): Promise<GeocodedPlace | null> {
    const city = query.city.trim();
    if (city === '') return null;
    const street = query.street?.trim();
    const country = query.countryCode?.trim().toLowerCase() || undefined;
    const found =
      (street ? await this.search(`${street}, ${city}`, country) : null) ??
      (await this.search(city, country));
    if (!found) return null;
    const latitude = Number(found.lat);
    const longitude = Number(found.lon);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    const named = settlementParts.map((part) => found.address?.[part]).find((name) => name);
    return { latitude, longitude, city: named ?? found.name ?? city };
  }

  private async search(q: string, country: string | undefined): Promise<NominatimResult | null> {
    const params = new URLSearchParams({ format: 'jsonv2', q, limit: '1', addressdetails: '1' });
    if (country) params.set('countrycodes', country);
    let response: Response;
    try {
      response = await fetch(`${this.base}/search?${params}`, {
        headers: { 'User-Agent': this.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new GeocoderUnavailableError(`Nominatim at ${this.base} did not answer: ${String(error)}`, {
        cause: error,
      });
    }
    if (!response.ok)
      throw new GeocoderUnavailableError(`Nominatim at ${this.base} answered ${response.status}.`);
    const results = (await response.json()) as unknown;
    return Array.isArray(results) && results.length > 0 ? (results[0] as NominatimResult) : null;
  }
}
