import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

/** The file the console's build writes beside its pages: the tile URL it was built with. */
export const consoleTilesFile = 'map-tiles.json';

/**
 * The origin the console's locations map loads tiles from: `VITE_MAP_TILE_URL` as the built console
 * recorded it in `dist/map-tiles.json` (the console is built before the server starts, perhaps with
 * another environment), else as set now (the console served by Vite in development). Null without one.
 */
export function consoleTileOrigin(distDir: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const file = path.join(distDir, consoleTilesFile);
  const recorded: unknown = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { url?: unknown }).url
    : env.VITE_MAP_TILE_URL;
  const url = typeof recorded === 'string' ? recorded.trim() : '';
  if (!url || url === 'none') return null;
  try {
    return mapTileSettings(url, '').imageOrigin;
  } catch {
    return null;
  }
}
