import type { Config } from '../config/config';
import { NominatimGeocoder } from './nominatim';
import { OfflineGeocoder } from './offline';
import type { Geocoder } from './port';

/** The geocoder selected by GEOCODER; the config schema has already required NOMINATIM_URL for `nominatim`. */
export function openGeocoder(config: Pick<Config, 'GEOCODER' | 'NOMINATIM_URL'>): Geocoder {
  if (config.GEOCODER === 'offline') return new OfflineGeocoder();
  if (!config.NOMINATIM_URL) throw new Error('GEOCODER=nominatim needs NOMINATIM_URL.');
  return new NominatimGeocoder({ url: config.NOMINATIM_URL });
}
