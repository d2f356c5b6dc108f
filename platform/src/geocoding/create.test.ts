import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { openGeocoder } from './create';
import { NominatimGeocoder } from './nominatim';
import { OfflineGeocoder } from './offline';

describe('openGeocoder', () => {
  it('opens the offline gazetteer by default and Nominatim when GEOCODER says so', () => {
    expect(openGeocoder(loadConfig({}))).toBeInstanceOf(OfflineGeocoder);
    expect(
      openGeocoder(loadConfig({ GEOCODER: 'nominatim', NOMINATIM_URL: 'http://localhost:8080' })),
    ).toBeInstanceOf(NominatimGeocoder);
  });

  it('will not start with GEOCODER=nominatim and no NOMINATIM_URL', () => {
    expect(() => loadConfig({ GEOCODER: 'nominatim' })).toThrow(/NOMINATIM_URL: is required/);
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(/GEOCODER/);
  });
});
