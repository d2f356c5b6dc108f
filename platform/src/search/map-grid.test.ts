import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellAt,
  cellBounds,
  cellCount,
  cellId,
  cellRange,
  inRange,
  maxCellsPerRequest,
  parseRegion,
} from './map-grid';

describe('map grid', () => {
  it('a region string names its cell and nothing else', () => {
    const cell = cellAt(50.0647, 19.945, 9);
    expect(parseRegion(cellId(cell))).toEqual(cell);
    for (const region of ['', '9:1', '16:0:0', '2:16:0', '2:0:16', 'a:b:c', '1:0:0;', '-1:0:0']) {
      expect(parseRegion(region)).toBeNull();
    }
  });

  it('a location lies within its cell’s bounds', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 179.999, noNaN: true }),
        fc.integer({ min: 0, max: 15 }),
        (latitude, longitude, zoom) => {
          const bounds = cellBounds(cellAt(latitude, longitude, zoom));
          expect(longitude).toBeGreaterThanOrEqual(bounds.swLon - 1e-9);
          expect(longitude).toBeLessThanOrEqual(bounds.neLon + 1e-9);
          expect(latitude).toBeGreaterThanOrEqual(bounds.swLat - 1e-9);
          expect(latitude).toBeLessThanOrEqual(bounds.neLat + 1e-9);
        },
      ),
    );
  });

  it('an envelope’s range holds the cells of every location inside it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 45, max: 56, noNaN: true }),
        fc.double({ min: 10, max: 25, noNaN: true }),
        fc.double({ min: 0, max: 15.9, noNaN: true }),
        (latitude, longitude, zoom) => {
          const envelope = { neLat: 56, neLon: 25, swLat: 45, swLon: 10 };
          const range = cellRange(envelope, zoom);
          expect(cellCount(range)).toBeLessThanOrEqual(maxCellsPerRequest);
          expect(inRange(cellAt(latitude, longitude, range.zoom), range)).toBe(true);
        },
      ),
    );
  });

  it('an envelope across the antimeridian covers both ends of the map', () => {
    const range = cellRange({ neLat: 10, neLon: -170, swLat: -10, swLon: 170 }, 3);
    expect(inRange(cellAt(0, 175, 3), range)).toBe(true);
    expect(inRange(cellAt(0, -175, 3), range)).toBe(true);
    expect(inRange(cellAt(0, 0, 3), range)).toBe(false);
  });
});
