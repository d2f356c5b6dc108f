import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHttpApp } from '@tablica/platform/http/app-kit';
import { createLogger } from '@tablica/platform/observability/logger';
import { createMetrics } from '@tablica/platform/observability/metrics';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { consoleTileOrigin, consoleTilesFile, mapTileSettings } from './map-tiles';

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

describe("the console's map tiles (VITE_MAP_TILE_URL)", () => {
  const builtWith = (url: string | null) => {
    const dist = mkdtempSync(path.join(tmpdir(), 'tablica-console-'));
    writeFileSync(path.join(dist, consoleTilesFile), JSON.stringify({ url }));
    return dist;
  };

  it('come from what the built console recorded, whatever the environment says now', () => {
    const dist = builtWith('https://{s}.tiles.example.com/{z}/{x}/{y}.png');
    expect(consoleTileOrigin(dist, {})).toBe('https://*.tiles.example.com');
    expect(
      consoleTileOrigin(builtWith(null), { VITE_MAP_TILE_URL: 'https://x.example.com/{z}/{x}/{y}' }),
    ).toBeNull();
    expect(consoleTileOrigin(builtWith('none'), {})).toBeNull();
  });

  it('come from the environment when nothing was built (Vite serves the console)', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'tablica-console-'));
    expect(consoleTileOrigin(empty, { VITE_MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' })).toBe(
      'https://tiles.example.org',
    );
    expect(consoleTileOrigin(empty, {})).toBeNull();
  });

  it("are allowed by the pages' Content-Security-Policy", async () => {
    const origin = consoleTileOrigin(builtWith('https://tiles.example.com/{z}/{x}/{y}.png'), {});
    const app = createHttpApp({
      logger: createLogger('silent'),
      metrics: createMetrics(),
      production: false,
      servesPages: true,
      imageOrigins: [origin!],
    });
    app.get('/employer/', (_req, res) => res.type('html').send('<!doctype html><title>Konsola</title>'));
    const page = await request(app).get('/employer/').expect(200);
    const imgSrc = /img-src ([^;]*)/.exec(page.headers['content-security-policy'] as string)?.[1];
    expect(imgSrc?.split(' ')).toContain('https://tiles.example.com');
  });
});
