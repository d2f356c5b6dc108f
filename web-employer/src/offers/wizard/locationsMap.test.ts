import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapTileUrl, placeName, placesOnMap } from './locationsMap';

const row = (city: string, extra: Partial<Parameters<typeof placesOnMap>[0][number]> = {}) => ({
  city,
  street: '',
  countryCode: 'PL',
  ...extra,
});

describe('the locations map', () => {
  it('compares place names without case, accents or punctuation', () => {
    expect(placeName('  KRAKÓW ')).toBe('krakow');
    expect(placeName('Łódź')).toBe('lodz');
    expect(placeName('Bielsko-Biała')).toBe('bielsko biala');
  });

  it('puts a geocoded location where the server placed it, while its city is the one geocoded', () => {
    const placedAt = { city: 'Gdańsk', latitude: 54.35, longitude: 18.64 };
    expect(placesOnMap([row('gdansk', { street: 'Długa 7', placedAt })]).placed).toEqual([
      { index: 0, label: 'gdansk, Długa 7', latitude: 54.35, longitude: 18.64, source: 'saved' },
    ]);
    // The city changed since: the old coordinates no longer count.
    const moved = placesOnMap([row('Poznań', { placedAt })]).placed;
    expect(moved).toMatchObject([{ source: 'known', latitude: 52.4064, longitude: 16.9252 }]);
  });

  it('places a city of the board’s list at its centre and lists the rest as still to be looked up', () => {
    const { placed, unplaced } = placesOnMap([row('warszawa'), row(''), row('Pcim Dolny'), row('Kraków')]);
    expect(placed.map((place) => [place.index, place.label, place.source])).toEqual([
      [0, 'warszawa', 'known'],
      [3, 'Kraków', 'known'],
    ]);
    expect(unplaced).toEqual(['Pcim Dolny']);
  });

  it('is a country’s city only in that country', () => {
    expect(placesOnMap([row('Warszawa', { countryCode: 'DE' })]).unplaced).toEqual(['Warszawa']);
  });
});

describe('the map tiles', () => {
  afterEach(() => vi.unstubAllEnvs());
  it('come from VITE_MAP_TILE_URL; none or nothing leaves the map without a background', () => {
    vi.stubEnv('VITE_MAP_TILE_URL', '');
    expect(mapTileUrl()).toBeNull();
    vi.stubEnv('VITE_MAP_TILE_URL', 'none');
    expect(mapTileUrl()).toBeNull();
    vi.stubEnv('VITE_MAP_TILE_URL', 'https://tiles.example.com/{z}/{x}/{y}.png');
    expect(mapTileUrl()).toBe('https://tiles.example.com/{z}/{x}/{y}.png');
  });
});
