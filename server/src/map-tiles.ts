import type { TileSettings } from '@tablica/web-candidate/features/map/map-settings';

/**
 * The maps' tiles from `MAP_TILE_URL` / `MAP_TILE_ATTRIBUTION` and the origin the pages' CSP must let
 * images come from (`{s}` subdomains become a wildcard; `none` and paths on this server need none).
 */
export function mapTileSettings(
  url: string,
  attribution: string,
): { tiles: TileSettings; imageOrigin: string | null } {
  if (url === 'none') return { tiles: { url: null, attribution: '' }, imageOrigin: null };
  if (url.startsWith('/')) return { tiles: { url, attribution }, imageOrigin: null };
  const parsed = new URL(url.replace('{s}', 'subdomain'));
  const origin = `${parsed.protocol}//${parsed.host.replace(/^subdomain\./, '*.')}`;
  return { tiles: { url, attribution }, imageOrigin: origin };
}
