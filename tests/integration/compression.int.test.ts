import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { get, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@tablica/platform/config/config';
import { createLogger } from '@tablica/platform/observability/logger';
import { createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';
import { startTablica, type Tablica } from '@tablica/server/runtime';

let database: TestDatabase;
let tablica: Tablica;

beforeAll(async () => {
  database = await createTestDatabase();
  tablica = await startTablica({
    config: loadConfig({ DATABASE_URL: database.url, PORT: '0', DEMO_DATA: 'false', LOG_LEVEL: 'silent' }),
    logger: createLogger('silent'),
    web: 'none',
  });
}, 120_000);
afterAll(async () => {
  await tablica?.stop();
  await database.drop();
});

/** The raw bytes of an answer, as sent (HTTP clients would decode them behind our back). */
function bytes(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(`${tablica.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

describe('responses are compressed as the client accepts', () => {
  it('sends brotli, else gzip, else plain JSON, always with Vary: Accept-Encoding', async () => {
    const plain = await bytes('/api/openapi.json', { 'Accept-Encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = plain.body.toString('utf8');
    expect(JSON.parse(document).openapi).toBe('3.1.0');

    const br = await bytes('/api/openapi.json', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(document);
    expect(br.body.length).toBeLessThan(document.length / 4);

    const gzip = await bytes('/api/openapi.json', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(document);
  });

  it('keeps the candidate reads’ ETag and 304 when compressed', async () => {
    const path = '/api/v2/user-panel/configuration';
    const first = await bytes(path, { 'Accept-Encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await bytes(path, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
