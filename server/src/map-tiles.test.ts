import { describe, expect, it } from 'vitest';
import { mapTileSettings } from './map-tiles';

describe('mapTileSettings', () => {
  it('lets the pages load images from the tile server', () => {
    expect(mapTileSettings('https://tile.openstreetmap.org/{z}/{x}/{y}.png', '© OSM')).toEqual({
      tiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OSM' },
      imageOrigin: 'https://tile.openstreetmap.org',
    });
  });

  it('turns {s} subdomains into a wildcard origin', () => {
    expect(mapTileSettings('https://{s}.tiles.example.com:8443/{z}/{x}/{y}.png', 'x').imageOrigin).toBe(
      'https://*.tiles.example.com:8443',
    );
  });

  it('needs no origin for none (a plain background) or tiles served by the board itself', () => {
    expect(mapTileSettings('none', 'ignored')).toEqual({
      tiles: { url: null, attribution: '' },
      imageOrigin: null,
    });
    expect(mapTileSettings('/tiles/{z}/{x}/{y}.png', 'local').imageOrigin).toBeNull();
  });
});
