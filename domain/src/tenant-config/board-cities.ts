import { cities as gazetteer, type City } from '../cities';
import { slugify } from '../offers/listing';
import { label, type CityConfig, type MapView, type Translated } from './types';

/** Cities the boards offer that the gazetteer (`cities.ts`) does not hold yet. */
const moreCities: readonly City[] = [
  { name: 'Gdynia', countryCode: 'PL', latitude: 54.5189, longitude: 18.5305 },
  { name: 'Sopot', countryCode: 'PL', latitude: 54.4418, longitude: 18.5601 },
  { name: 'Toruń', countryCode: 'PL', latitude: 53.0138, longitude: 18.5984 },
  { name: 'Kielce', countryCode: 'PL', latitude: 50.8661, longitude: 20.6286 },
  { name: 'Olsztyn', countryCode: 'PL', latitude: 53.7784, longitude: 20.4801 },
  { name: 'Opole', countryCode: 'PL', latitude: 50.6751, longitude: 17.9213 },
  { name: 'Gliwice', countryCode: 'PL', latitude: 50.2945, longitude: 18.6714 },
  { name: 'Częstochowa', countryCode: 'PL', latitude: 50.8118, longitude: 19.1203 },
  { name: 'Radom', countryCode: 'PL', latitude: 51.4027, longitude: 21.1471 },
  { name: 'Zielona Góra', countryCode: 'PL', latitude: 51.9356, longitude: 15.5062 },
  { name: 'Bielsko-Biała', countryCode: 'PL', latitude: 49.8224, longitude: 19.0584 },
  { name: 'Amsterdam', countryCode: 'NL', latitude: 52.3676, longitude: 4.9041 },
  { name: 'London', countryCode: 'GB', latitude: 51.5074, longitude: -0.1278 },
  { name: 'Dublin', countryCode: 'IE', latitude: 53.3498, longitude: -6.2603 },
  { name: 'Vilnius', countryCode: 'LT', latitude: 54.6872, longitude: 25.2797 },
  { name: 'Lviv', countryCode: 'UA', latitude: 49.8397, longitude: 24.0297 },
];

/** Poland as a whole: the centre of the spec's initial bounds (lon 14.12–24.15, lat 49–55), zoom 5.3. */
export const polandMap: MapView = { latitude: 52, longitude: 19.135, zoom: 5.3 };

interface BoardCity {
  /** The gazetteer name: offers carry it, and the slug is made from it. */
  readonly name: string;
  readonly label: Translated;
  readonly zoom: number;
  readonly top?: boolean;
}

function boardCity(city: BoardCity): CityConfig {
  const found =
    gazetteer.find((known) => known.name === city.name) ??
    moreCities.find((known) => known.name === city.name);
  // A programming error in the lists below, caught by the tenant-config tests at import time.
  if (!found) throw new Error(`City ${city.name} has no coordinates.`);
  return {
    slug: slugify(found.name),
    label: city.label,
    countryCode: found.countryCode,
    map: { latitude: found.latitude, longitude: found.longitude, zoom: city.zoom },
    top: city.top ?? false,
  };
}

export const polishCities: readonly CityConfig[] = [
  { name: 'Warszawa', label: label('Warszawa', 'Warsaw'), zoom: 11, top: true },
  { name: 'Kraków', label: label('Kraków'), zoom: 11, top: true },
  { name: 'Wrocław', label: label('Wrocław'), zoom: 11, top: true },
  { name: 'Gdańsk', label: label('Gdańsk'), zoom: 11, top: true },
  { name: 'Poznań', label: label('Poznań'), zoom: 11, top: true },
  { name: 'Łódź', label: label('Łódź'), zoom: 11, top: true },
  { name: 'Katowice', label: label('Katowice'), zoom: 11, top: true },
  { name: 'Lublin', label: label('Lublin'), zoom: 12 },
  { name: 'Szczecin', label: label('Szczecin'), zoom: 12 },
  { name: 'Rzeszów', label: label('Rzeszów'), zoom: 12 },
  { name: 'Białystok', label: label('Białystok'), zoom: 12 },
  { name: 'Bydgoszcz', label: label('Bydgoszcz'), zoom: 12 },
  { name: 'Gdynia', label: label('Gdynia'), zoom: 12 },
  { name: 'Sopot', label: label('Sopot'), zoom: 13 },
  { name: 'Toruń', label: label('Toruń'), zoom: 12 },
  { name: 'Kielce', label: label('Kielce'), zoom: 12 },
  { name: 'Olsztyn', label: label('Olsztyn'), zoom: 12 },
  { name: 'Opole', label: label('Opole'), zoom: 12 },
  { name: 'Gliwice', label: label('Gliwice'), zoom: 12 },
  { name: 'Częstochowa', label: label('Częstochowa'), zoom: 12 },
  { name: 'Radom', label: label('Radom'), zoom: 12 },
  { name: 'Zielona Góra', label: label('Zielona Góra'), zoom: 12 },
  { name: 'Bielsko-Biała', label: label('Bielsko-Biała'), zoom: 12 },
].map(boardCity);

export const europeanCities: readonly CityConfig[] = [
  { name: 'Berlin', label: label('Berlin'), zoom: 10 },
  { name: 'Praha', label: label('Praga', 'Prague'), zoom: 11 },
  { name: 'Wien', label: label('Wiedeń', 'Vienna'), zoom: 11 },
  { name: 'Amsterdam', label: label('Amsterdam'), zoom: 11 },
  { name: 'London', label: label('Londyn', 'London'), zoom: 10 },
  { name: 'Dublin', label: label('Dublin'), zoom: 11 },
  { name: 'Vilnius', label: label('Wilno', 'Vilnius'), zoom: 11 },
  { name: 'Lviv', label: label('Lwów', 'Lviv'), zoom: 12 },
].map(boardCity);
