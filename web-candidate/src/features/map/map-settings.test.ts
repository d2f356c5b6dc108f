import { describe, expect, it } from 'vitest';
import { expandedEnvelope, polandBounds } from './map-settings';

describe('expandedEnvelope', () => {
  it('grows the viewport by 5 % of its size on every side (spec §4)', () => {
    expect(expandedEnvelope({ south: 50, west: 10, north: 60, east: 30 })).toEqual({
      neLat: 60.5,
      neLon: 31,
      swLat: 49.5,
      swLon: 9,
    });
  });

  it('stays within the latitudes and longitudes the API takes', () => {
    expect(expandedEnvelope({ south: -89, west: -179, north: 89, east: 179 })).toEqual({
      neLat: 90,
      neLon: 180,
      swLat: -90,
      swLon: -180,
    });
  });

  it('rounds to about a metre, so that a tiny pan asks the same question', () => {
    const a = expandedEnvelope({ ...polandBounds, south: 49.0000001 });
    const b = expandedEnvelope(polandBounds);
    expect(a).toEqual(b);
  });
});
