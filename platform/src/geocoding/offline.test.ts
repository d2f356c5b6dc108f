import { describe, expect, it } from 'vitest';
import { cities } from '@tablica/domain/cities';
import { geocoderContract } from './contract';
import { gazetteer } from './gazetteer';
import { OfflineGeocoder } from './offline';
import { placeKey } from './place-name';

geocoderContract('offline gazetteer', () => new OfflineGeocoder());

describe('the offline gazetteer', () => {
  const geocoder = new OfflineGeocoder();

  it('holds every city of the board, at the same coordinates', async () => {
    for (const city of cities)
      expect(await geocoder.lookup({ city: city.name, countryCode: city.countryCode })).toEqual({
        latitude: city.latitude,
        longitude: city.longitude,
        city: city.name,
      });
  });

  it('names no city twice in one country, and every position is on the map', () => {
    const keys = gazetteer.map((city) => `${city.countryCode}:${placeKey(city.name)}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const city of gazetteer) {
      expect(Math.abs(city.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(city.longitude)).toBeLessThanOrEqual(180);
      expect(city.countryCode).toMatch(/^[A-Z]{2}$/);
    }
  });

  it("answers to English, Polish and German names with the city's own", async () => {
    for (const [alias, own] of [
      ['Warsaw', 'Warszawa'],
      ['Prague', 'Praha'],
      ['Wiedeń', 'Wien'],
      ['Munich', 'München'],
      ['Kijów', 'Kyiv'],
      ['Lwów', 'Lviv'],
      ['lizbona', 'Lisboa'],
      ['COPENHAGEN', 'København'],
      ['zurich', 'Zürich'],
    ] as const)
      expect((await geocoder.lookup({ city: alias }))?.city, alias).toBe(own);
  });

  it('keeps to the country asked for', async () => {
    expect(await geocoder.lookup({ city: 'Berlin', countryCode: 'PL' })).toBeNull();
    expect((await geocoder.lookup({ city: 'Berlin', countryCode: 'de' }))?.city).toBe('Berlin');
    expect((await geocoder.lookup({ city: 'Berlin', countryCode: '' }))?.city).toBe('Berlin');
  });
});
