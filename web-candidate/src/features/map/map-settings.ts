/** Spec §9 "Map": the board's map constants. */
export const mapLimits = {
  defaultZoom: 5.3,
  minZoom: 2.5,
  maxZoom: 20,
  /** Above it the server's clusters are single locations. */
  maxClusterZoom: 15,
  /** Offer page's location map. */
  detailZoom: 15,
  transitionMs: 500,
  clusterDebounceMs: 400,
  /** The cluster query's envelope is the viewport grown by 5 % on each side. */
  viewportExpansion: 0.05,
  popupPageSize: 20,
  popupRows: 6,
  skeletonHeight: 180,
} as const;

/** Spec §9: the first view is Poland (lon 14.12–24.15, lat 49–55). */
export const polandBounds = { south: 49, west: 14.12, north: 55, east: 24.15 } as const;

export interface Bounds {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

/** The clusters query's envelope (spec §7 `neLat, neLon, swLat, swLon`). */
export interface Envelope {
  readonly neLat: number;
  readonly neLon: number;
  readonly swLat: number;
  readonly swLon: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const rounded = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The viewport grown by `viewportExpansion` of its size on every side (spec §4), kept within the
 * API's latitude and longitude ranges and rounded to ~1 m so that tiny pans ask the same question.
 */
export function expandedEnvelope(bounds: Bounds, expansion: number = mapLimits.viewportExpansion): Envelope {
  const latMargin = (bounds.north - bounds.south) * expansion;
  const lonMargin = (bounds.east - bounds.west) * expansion;
  return {
    neLat: rounded(clamp(bounds.north + latMargin, -90, 90)),
    neLon: rounded(clamp(bounds.east + lonMargin, -180, 180)),
    swLat: rounded(clamp(bounds.south - latMargin, -90, 90)),
    swLon: rounded(clamp(bounds.west - lonMargin, -180, 180)),
  };
}

/** Where the map's background comes from (server configuration `MAP_TILE_URL`, `MAP_TILE_ATTRIBUTION`). */
export interface TileSettings {
  /** A Leaflet URL template (`{z}/{x}/{y}`, optional `{s}`); null: no tiles, the blank background. */
  readonly url: string | null;
  /** HTML-free attribution text shown in the map's corner. */
  readonly attribution: string;
}

export const openStreetMapTiles: TileSettings = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};
