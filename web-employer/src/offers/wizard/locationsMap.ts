import { cities } from '@tablica/domain/cities';

/** Where the server last placed a location (its geocoder's answer, read back with the offer). */
export interface PlacedAt {
  readonly city: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** A location row as the wizard holds it. */
export interface MapLocation {
  readonly city?: string | null;
  readonly street?: string | null;
  readonly countryCode?: string | null;
  readonly placedAt?: PlacedAt | null;
}

export interface PlaceOnMap {
  readonly index: number;
  readonly label: string;
  readonly latitude: number;
  readonly longitude: number;
  /** `saved`: the server geocoded it; `known`: a city of the board's list, placed at its centre. */
  readonly source: 'saved' | 'known';
}

/** Case, accents and punctuation do not count (`  KRAKÓW ` = `krakow`). */
export function placeName(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('ł', 'l')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The markers of the locations section: a location the server has geocoded where it put it, as long
 * as its city is still the one geocoded; else a city of the board's own list at its centre. What is
 * neither waits for the next save (the server geocodes it then, or answers "place not found").
 */
export function placesOnMap(locations: readonly MapLocation[]): {
  placed: PlaceOnMap[];
  unplaced: string[];
} {
  const placed: PlaceOnMap[] = [];
  const unplaced: string[] = [];
  locations.forEach((location, index) => {
    const city = (location.city ?? '').trim();
    if (city === '') return;
    const street = (location.street ?? '').trim();
    const label = street ? `${city}, ${street}` : city;
    const saved = location.placedAt;
    if (saved && placeName(saved.city) === placeName(city)) {
      placed.push({ index, label, latitude: saved.latitude, longitude: saved.longitude, source: 'saved' });
      return;
    }
    const country = (location.countryCode ?? '').trim().toUpperCase() || 'PL';
    const known = cities.find(
      (candidate) => candidate.countryCode === country && placeName(candidate.name) === placeName(city),
    );
    if (known)
      placed.push({ index, label, latitude: known.latitude, longitude: known.longitude, source: 'known' });
    else unplaced.push(city);
  });
  return { placed, unplaced };
}

/**
 * The map's tile URL template (`{z}/{x}/{y}`), from `VITE_MAP_TILE_URL` when the console is built;
 * none (or `none`) leaves the map without a background: the markers, zoom and keyboard still work.
 */
export function mapTileUrl(): string | null {
  const setting: unknown = import.meta.env.VITE_MAP_TILE_URL;
  const url = typeof setting === 'string' ? setting.trim() : '';
  return url && url !== 'none' ? url : null;
}
