import { gazetteer, type GazetteerCity } from './gazetteer';
import { placeKey } from './place-name';
import type { GeocodedPlace, GeocodeQuery, Geocoder } from './port';

/**
 * The default geocoder: a gazetteer of Polish and major European cities held in memory, matched by
 * name or alias regardless of case and accents. It places an offer at its city's centre; the street
 * is not looked up. No network, no state: the same answer every time.
 */
export class OfflineGeocoder implements Geocoder {
  private readonly byName = new Map<string, GazetteerCity[]>();

  constructor(cities: readonly GazetteerCity[] = gazetteer) {
    for (const known of cities)
      for (const name of new Set([known.name, ...(known.aliases ?? [])].map(placeKey))) {
        const entries = this.byName.get(name) ?? [];
        entries.push(known);
        this.byName.set(name, entries);
      }
  }

  async lookup(query: GeocodeQuery): Promise<GeocodedPlace | null> {
    const candidates = this.byName.get(placeKey(query.city)) ?? [];
    const country = query.countryCode?.trim().toUpperCase();
    const found = country ? candidates.find((known) => known.countryCode === country) : candidates[0];
    return found ? { latitude: found.latitude, longitude: found.longitude, city: found.name } : null;
  }
}
