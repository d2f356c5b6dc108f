import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultUserAgent, NominatimGeocoder } from './nominatim';
import { GeocoderUnavailableError } from './port';

/**
 * What the adapter sends and how it reads answers, against a stand-in HTTP server that answers like
 * Nominatim. The port's contract against a real server is nominatim.int.test.ts (NOMINATIM_URL).
 */
interface Seen {
  readonly path: string;
  readonly params: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
}

const seen: Seen[] = [];
let server: Server;
let url: string;

const krakow = {
  lat: '50.0619474',
  lon: '19.9368564',
  name: 'Kraków',
  address: { city: 'Kraków', state: 'województwo małopolskie', country_code: 'pl' },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const parsed = new URL(req.url ?? '/', 'http://localhost');
    seen.push({ path: parsed.pathname, params: parsed.searchParams, headers: req.headers });
    const q = parsed.searchParams.get('q') ?? '';
    if (q === 'slow') return void setTimeout(() => res.end('[]'), 500);
    if (q === 'broken') return void res.writeHead(503).end('overloaded');
    res.setHeader('Content-Type', 'application/json');
    if (q.toLowerCase().includes('krak') && !q.includes('Nowhere Street')) res.end(JSON.stringify([krakow]));
    else if (q === 'Wieliczka')
      res.end(JSON.stringify([{ lat: '49.98', lon: '20.06', address: { town: 'Wieliczka' } }]));
    else res.end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Nominatim adapter', () => {
  it('asks /search in jsonv2 for one result with its address, naming itself, in the country asked for', async () => {
    seen.length = 0;
    const place = await new NominatimGeocoder({ url }).lookup({ city: 'krakow', countryCode: 'PL' });
    expect(place).toEqual({ latitude: 50.0619474, longitude: 19.9368564, city: 'Kraków' });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe('/search');
    expect(Object.fromEntries(seen[0]!.params)).toEqual({
      format: 'jsonv2',
      q: 'krakow',
      limit: '1',
      addressdetails: '1',
      countrycodes: 'pl',
    });
    expect(seen[0]!.headers['user-agent']).toBe(defaultUserAgent);
  });

  it('looks for the street first, then for the city alone', async () => {
    seen.length = 0;
    const geocoder = new NominatimGeocoder({ url, userAgent: 'Tablica test' });
    expect(await geocoder.lookup({ city: 'Kraków', street: 'Nowhere Street 1' })).toMatchObject({
      city: 'Kraków',
    });
    expect(seen.map((request) => request.params.get('q'))).toEqual(['Nowhere Street 1, Kraków', 'Kraków']);
    expect(seen[0]!.headers['user-agent']).toBe('Tablica test');
  });

  it('names a town by its address part, and answers null when nothing is found', async () => {
    const geocoder = new NominatimGeocoder({ url });
    expect(await geocoder.lookup({ city: 'Wieliczka' })).toEqual({
      latitude: 49.98,
      longitude: 20.06,
      city: 'Wieliczka',
    });
    expect(await geocoder.lookup({ city: 'Atlantis' })).toBeNull();
    seen.length = 0;
    expect(await geocoder.lookup({ city: ' ' })).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('reports a server that fails or does not answer in time as unavailable, not as no place', async () => {
    const geocoder = new NominatimGeocoder({ url, timeoutMs: 100 });
    await expect(geocoder.lookup({ city: 'broken' })).rejects.toBeInstanceOf(GeocoderUnavailableError);
    await expect(geocoder.lookup({ city: 'slow' })).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
});
