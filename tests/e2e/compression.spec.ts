import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const candidateAssets = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web-candidate/dist/client/assets',
);

test('pages are compressed on the way out and built files are sent as their pre-compressed twins', async ({
  request,
}) => {
  const page = await request.get('/?lang=en', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['vary']).toMatch(/Accept-Encoding/i);
  const html = await page.text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();

  for (const [encoding, extension] of [
    ['br', 'br'],
    ['gzip', 'gz'],
  ] as const) {
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': encoding } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe(encoding);
    expect(asset.headers()['content-type']).toMatch(/javascript/);
    expect(asset.headers()['cache-control']).toMatch(/immutable/);
    // The very bytes the build wrote beside the file: nothing compressed per request.
    const twin = readFileSync(path.join(candidateAssets, `${path.basename(script!)}.${extension}`));
    expect(Number(asset.headers()['content-length'])).toBe(twin.length);
  }

  const console = await request.get('/employer/', { headers: { 'Accept-Encoding': 'br' } });
  expect(console.status()).toBe(200);
  expect(console.headers()['content-encoding']).toBe('br');
});
