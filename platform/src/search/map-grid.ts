import type { MapEnvelope } from './port';

/**
 * The map's clustering grid, shared by every adapter: Web Mercator, cells of `cellPixels` screen
 * pixels at a whole zoom (4 × 4 cells per 256-pixel tile). A location's cell at grid zoom z is
 * `floor(x · 2^(z+2))`, `floor(y · 2^(z+2))` of its Mercator position (x, y in [0, 1)); multiplying
 * by a power of two is exact, so the index and the query always agree on a location's cell.
 */

export const cellPixels = 64;
/** Spec §9: the map stops clustering above zoom 15. */
export const maxClusterZoom = 15;
/** A request may touch at most this many cells; a larger envelope is clustered at a lower zoom. */
export const maxCellsPerRequest = 4096;
/** Web Mercator's latitude limit. */
const maxLatitude = 85.05112878;

export const gridZooms: readonly number[] = Array.from({ length: maxClusterZoom + 1 }, (_, zoom) => zoom);

export function cellsPerAxis(gridZoom: number): number {
  return 2 ** (gridZoom + 2);
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** The Mercator x of a longitude, in [0, 1). */
export function mercatorX(longitude: number): number {
  const x = (clamp(longitude, -180, 180) + 180) / 360;
  return x >= 1 ? 1 - Number.EPSILON : x;
}

/** The Mercator y of a latitude, in [0, 1) (north at 0). */
export function mercatorY(latitude: number): number {
  const radians = (clamp(latitude, -maxLatitude, maxLatitude) * Math.PI) / 180;
  const y = (1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2;
  return clamp(y, 0, 1 - Number.EPSILON);
}

export interface MapCell {
  readonly zoom: number;
  readonly x: number;
  readonly y: number;
}

export function cellOf(mapX: number, mapY: number, gridZoom: number): MapCell {
  const cells = cellsPerAxis(gridZoom);
  return { zoom: gridZoom, x: Math.floor(mapX * cells), y: Math.floor(mapY * cells) };
}

export function cellAt(latitude: number, longitude: number, gridZoom: number): MapCell {
  return cellOf(mercatorX(longitude), mercatorY(latitude), gridZoom);
}

/** A cell as a region string: `zoom:x:y`. */
export function cellId(cell: MapCell): string {
  return `${cell.zoom}:${cell.x}:${cell.y}`;
}

/** A cell as one number, unique within its zoom (row-major): what the Meilisearch index filters on. */
export function cellNumber(cell: MapCell): number {
  return cell.y * cellsPerAxis(cell.zoom) + cell.x;
}

const regionPattern = /^(\d{1,2}):(\d{1,7}):(\d{1,7})$/;

/** A region string back to its cell; null for anything that is not a cell of the grid. */
export function parseRegion(region: string): MapCell | null {
  const match = regionPattern.exec(region.trim());
  if (!match) return null;
  const [zoom, x, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (zoom > maxClusterZoom) return null;
  const cells = cellsPerAxis(zoom);
  return x < cells && y < cells ? { zoom, x, y } : null;
}

/** A span of cell columns (west to east) and rows (north to south), both ends included. */
export interface CellRange {
  readonly zoom: number;
  readonly xs: readonly { readonly from: number; readonly to: number }[];
  readonly yFrom: number;
  readonly yTo: number;
}

function rangeAt(envelope: MapEnvelope, gridZoom: number): CellRange {
  const cells = cellsPerAxis(gridZoom);
  const column = (longitude: number) => Math.floor(mercatorX(longitude) * cells);
  const north = Math.max(envelope.neLat, envelope.swLat);
  const south = Math.min(envelope.neLat, envelope.swLat);
  const yFrom = Math.floor(mercatorY(north) * cells);
  const yTo = Math.floor(mercatorY(south) * cells);
  const west = column(envelope.swLon);
  const east = column(envelope.neLon);
  // An envelope across the antimeridian (west edge east of the east edge) covers both ends of the map.
  const xs =
    envelope.swLon <= envelope.neLon
      ? [{ from: west, to: east }]
      : [
          { from: west, to: cells - 1 },
          { from: 0, to: east },
        ];
  return { zoom: gridZoom, xs, yFrom, yTo };
}

export function cellCount(range: CellRange): number {
  const columns = range.xs.reduce((sum, span) => sum + span.to - span.from + 1, 0);
  return columns * (range.yTo - range.yFrom + 1);
}

/** The whole part of the map's zoom, within 0..`maxClusterZoom`. */
export function gridZoomFor(zoom: number): number {
  return Number.isFinite(zoom) ? clamp(Math.floor(zoom), 0, maxClusterZoom) : 0;
}

/** The cells an envelope touches, at the map's grid zoom or lower until at most `maxCellsPerRequest`. */
export function cellRange(envelope: MapEnvelope, zoom: number): CellRange {
  for (let gridZoom = gridZoomFor(zoom); ; gridZoom--) {
    const range = rangeAt(envelope, gridZoom);
    if (gridZoom === 0 || cellCount(range) <= maxCellsPerRequest) return range;
  }
}

export function inRange(cell: MapCell, range: CellRange): boolean {
  return (
    cell.zoom === range.zoom &&
    cell.y >= range.yFrom &&
    cell.y <= range.yTo &&
    range.xs.some((span) => cell.x >= span.from && cell.x <= span.to)
  );
}

/** The latitude/longitude box of a cell (north-west corner inclusive). */
export function cellBounds(cell: MapCell): MapEnvelope {
  const cells = cellsPerAxis(cell.zoom);
  const longitude = (x: number) => (x / cells) * 360 - 180;
  const latitude = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / cells))) * 180) / Math.PI;
  return {
    neLat: latitude(cell.y),
    neLon: longitude(cell.x + 1),
    swLat: latitude(cell.y + 1),
    swLon: longitude(cell.x),
  };
}
