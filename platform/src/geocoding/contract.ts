import { beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '@tablica/domain/errors';
import { placeKey } from './place-name';
import { geocodeOrThrow, withCoordinates } from './locations';
import type { GeocodedPlace, Geocoder } from './port';

/** How far (in degrees) an adapter's idea of a city's position may be from the centre we know. */
const tolerance = 0.25;

const near = (place: GeocodedPlace | null, latitude: number, longitude: number) =>
  place !== null &&
  Math.abs(place.latitude - latitude) < tolerance &&
  Math.abs(place.longitude - longitude) < tolerance;

/** Capitals and big cities of Europe, by the name their own country uses, with their centres. */
const europe = [
  ['Berlin', 'DE', 52.52, 13.405],
  ['Praha', 'CZ', 50.0755, 14.4378],
  ['Wien', 'AT', 48.2082, 16.3738],
  ['London', 'GB', 51.5074, -0.1278],
  ['Amsterdam', 'NL', 52.3676, 4.9041],
  ['Kyiv', 'UA', 50.4501, 30.5234],
  ['Lviv', 'UA', 49.8397, 24.0297],
  ['Vilnius', 'LT', 54.6872, 25.2797],
  ['Bratislava', 'SK', 48.1486, 17.1077],
  ['Budapest', 'HU', 47.4979, 19.0402],
  ['Paris', 'FR', 48.8566, 2.3522],
  ['Madrid', 'ES', 40.4168, -3.7038],
  ['Lisboa', 'PT', 38.7223, -9.1393],
  ['Dublin', 'IE', 53.3498, -6.2603],
  ['Stockholm', 'SE', 59.3293, 18.0686],
  ['Oslo', 'NO', 59.9139, 10.7522],
  ['Copenhagen', 'DK', 55.6761, 12.5683],
  ['Helsinki', 'FI', 60.1699, 24.9384],
  ['Zürich', 'CH', 47.3769, 8.5417],
  ['München', 'DE', 48.1351, 11.582],
  ['Hamburg', 'DE', 53.5511, 9.9937],
] as const;

/**
 * The geocoding port's contract: every adapter must pass all of it. `pause` runs between lookups
 * (a public Nominatim server allows one request a second).
 */
export function geocoderContract(
  name: string,
  create: () => Geocoder | Promise<Geocoder>,
  skipReason?: string,
  pause: () => Promise<void> = async () => undefined,
) {
  const suite = skipReason ? describe.skip : describe;
  if (skipReason) console.warn(`[skipped] geocoding contract for ${name}: ${skipReason}`);
  suite(`geocoding contract: ${name}${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
    let geocoder: Geocoder;
    const lookup: Geocoder['lookup'] = async (query) => {
      await pause();
      return geocoder.lookup(query);
    };
    beforeAll(async () => {
      geocoder = await create();
    });

    it('finds a Polish city by its name, near its centre, under its own name', async () => {
      const place = await lookup({ city: 'Kraków', countryCode: 'PL' });
      expect(near(place, 50.0647, 19.945), JSON.stringify(place)).toBe(true);
      expect(place?.city).toBe('Kraków');
    });

    it('matches the name whatever its case and accents', async () => {
      for (const [typed, own, latitude, longitude] of [
        ['krakow', 'Kraków', 50.0647, 19.945],
        ['  WROCŁAW ', 'Wrocław', 51.1079, 17.0385],
        ['lodz', 'Łódź', 51.7592, 19.456],
        ['gdansk', 'Gdańsk', 54.352, 18.6466],
        ['BIELSKO-BIALA', 'Bielsko-Biała', 49.8224, 19.0584],
      ] as const) {
        const place = await lookup({ city: typed, countryCode: 'PL' });
        expect(near(place, latitude, longitude), `${typed}: ${JSON.stringify(place)}`).toBe(true);
        expect(placeKey(place!.city)).toBe(placeKey(own));
      }
    });

    it('knows the capitals and big cities of Europe', async () => {
      for (const [city, countryCode, latitude, longitude] of europe) {
        const place = await lookup({ city, countryCode });
        expect(near(place, latitude, longitude), `${city}: ${JSON.stringify(place)}`).toBe(true);
      }
    });

    it('finds the city of an address with a street', async () => {
      const place = await lookup({ city: 'Warszawa', street: 'Marszałkowska 1', countryCode: 'PL' });
      expect(near(place, 52.2297, 21.0122), JSON.stringify(place)).toBe(true);
    });

    it('answers null (ZERO_RESULTS) for a place that does not exist, and for a blank name', async () => {
      expect(await lookup({ city: 'Qwzxvbnm Plkjhgfdsa' })).toBeNull();
      expect(await lookup({ city: '   ' })).toBeNull();
    });

    it('turns ZERO_RESULTS into the place-not-found error on the city field', async () => {
      await pause();
      const error = await geocodeOrThrow(geocoder, { city: 'Qwzxvbnm Plkjhgfdsa' }, 1).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues).toEqual([
        { path: 'locations.1.city', code: 'errors.coordinatesRequired', message: expect.any(String) },
      ]);
    });

    it('fills in the coordinates of the locations without them, naming every one not found', async () => {
      const given = { city: 'Gdynia', street: '', countryCode: 'PL', latitude: 1, longitude: 2 };
      await pause();
      const filled = await withCoordinates(geocoder, [
        given,
        { city: 'poznan', street: '', countryCode: 'PL', latitude: null, longitude: null },
      ]);
      expect(filled[0]).toBe(given);
      expect(near({ ...filled[1]!, city: '' } as GeocodedPlace, 52.4064, 16.9252)).toBe(true);
      expect(placeKey(filled[1]!.city)).toBe('poznan');

      await pause();
      const error = await withCoordinates(geocoder, [
        { city: 'Qwzxvbnm Plkjhgfdsa' },
        { city: 'Lublin', countryCode: 'PL' },
        { city: 'Zxcvbnmq Asdfghjk' },
      ]).catch((caught: unknown) => caught);
      expect((error as ValidationError).issues.map((issue) => `${issue.path}: ${issue.code}`)).toEqual([
        'locations.0.city: errors.coordinatesRequired',
        'locations.2.city: errors.coordinatesRequired',
      ]);
    });
  });
}
