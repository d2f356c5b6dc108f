/**
 * Cities with coordinates: the offline gazetteer's seed, demo data and the wizard's locations map.
 * The geocoding port grows this into Polish and major European cities. Categories come from each
 * brand's tree (`tenant-config`).
 */
export interface City {
  readonly name: string;
  readonly countryCode: string;
  readonly latitude: number;
  readonly longitude: number;
}

export const cities: readonly City[] = [
  { name: 'Warszawa', countryCode: 'PL', latitude: 52.2297, longitude: 21.0122 },
  { name: 'Kraków', countryCode: 'PL', latitude: 50.0647, longitude: 19.945 },
  { name: 'Wrocław', countryCode: 'PL', latitude: 51.1079, longitude: 17.0385 },
  { name: 'Gdańsk', countryCode: 'PL', latitude: 54.352, longitude: 18.6466 },
  { name: 'Poznań', countryCode: 'PL', latitude: 52.4064, longitude: 16.9252 },
  { name: 'Łódź', countryCode: 'PL', latitude: 51.7592, longitude: 19.456 },
  { name: 'Katowice', countryCode: 'PL', latitude: 50.2649, longitude: 19.0238 },
  { name: 'Lublin', countryCode: 'PL', latitude: 51.2465, longitude: 22.5684 },
  { name: 'Szczecin', countryCode: 'PL', latitude: 53.4285, longitude: 14.5528 },
  { name: 'Rzeszów', countryCode: 'PL', latitude: 50.0412, longitude: 21.9991 },
  { name: 'Białystok', countryCode: 'PL', latitude: 53.1325, longitude: 23.1688 },
  { name: 'Bydgoszcz', countryCode: 'PL', latitude: 53.1235, longitude: 18.0084 },
  { name: 'Berlin', countryCode: 'DE', latitude: 52.52, longitude: 13.405 },
  { name: 'Praha', countryCode: 'CZ', latitude: 50.0755, longitude: 14.4378 },
  { name: 'Wien', countryCode: 'AT', latitude: 48.2082, longitude: 16.3738 },
];
