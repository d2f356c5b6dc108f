import { geocoderContract } from './contract';
import { NominatimGeocoder } from './nominatim';

// A Nominatim server, e.g. a self-hosted one or https://nominatim.openstreetmap.org (which allows one
// request a second, hence the pause): NOMINATIM_URL=http://localhost:8080
const url = process.env.NOMINATIM_URL;
const publicServer = url !== undefined && /openstreetmap\.org/.test(url);

geocoderContract(
  'Nominatim',
  () => new NominatimGeocoder({ url: url!, timeoutMs: 10_000 }),
  url ? undefined : 'NOMINATIM_URL is not set (no Nominatim server on this machine)',
  publicServer ? () => new Promise((resolve) => setTimeout(resolve, 1100)) : undefined,
);
