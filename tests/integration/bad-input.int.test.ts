import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@tablica/platform/config/config';
import { createLogger } from '@tablica/platform/observability/logger';
import { createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';
import { startTablica, type Tablica } from '@tablica/server/runtime';
import { companyOwner } from '../support/accounts';

/**
 * Junk against every path of the OpenAPI document, on the real server, over a raw socket (so bytes no
 * HTTP client would send arrive as sent): no answer may be a 5xx, and refusals are problem+json.
 */

let database: TestDatabase;
let tablica: Tablica;
let port: number;
let cookie: string;
let operations: { method: string; path: string }[];

beforeAll(async () => {
  database = await createTestDatabase();
  tablica = await startTablica({
    config: loadConfig({
      DATABASE_URL: database.url,
      PORT: '0',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      ADMIN_TOKEN: 'test-admin-token-0123456789abcdef',
    }),
    logger: createLogger('silent'),
    web: 'none',
  });
  port = Number(new URL(tablica.url).port);
  cookie = (await companyOwner(tablica)).cookie;
  const answer = await raw({ method: 'GET', target: '/api/openapi.json' });
  const document = JSON.parse(answer.body) as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
}, 120_000);
afterAll(async () => {
  await tablica?.stop();
  await database.drop();
});

interface RawRequest {
  readonly method: string;
  readonly target: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: Buffer | undefined;
}

interface RawAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

/** One HTTP/1.1 request written byte for byte; the answer read until the server closes. */
function raw(request: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () =>
      socket.destroy(new Error(`no answer to ${request.method} ${request.target}`)),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const contentType = /\r\ncontent-type: *([^\r\n;]+)/i.exec(head)?.[1] ?? '';
      resolve({ status, contentType, body: status ? rest.join('\r\n\r\n') : text });
    });
    const body = request.body ?? Buffer.alloc(0);
    const headers = {
      Host: 'it.localhost',
      Connection: 'close',
      ...(body.length ? { 'Content-Type': 'application/json', 'Content-Length': String(body.length) } : {}),
      ...request.headers,
    };
    const head = [
      `${request.method} ${request.target} HTTP/1.1`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ].join('\r\n');
    // Written, not ended: Node drops a request whose client half-closes before the answer is ready.
    socket.write(Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), body]));
  });
}

const percentEncoded = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** A path parameter or query value as a hostile client would send it (already on the wire). */
const junkSegment = fc.oneof(
  fc.constantFrom(
    '%00',
    'abc%00def',
    '%ff%fe',
    '%',
    '%zz',
    '%E0%A4%A',
    '%ED%A0%80', // a lone surrogate, as UTF-8 bytes
    '%C0%80', // an over-long NUL
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    "'%20OR%201=1--",
    '..%2F..%2Fetc%2Fpasswd',
    'a'.repeat(2_000),
    '-1',
    '99999999999999999999999',
    'NaN',
  ),
  fc.uint8Array({ minLength: 1, maxLength: 40 }).map(percentEncoded),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);

/** JSON text with what JSON allows and PostgreSQL refuses, or not JSON at all. */
const junkBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => Buffer.from(JSON.stringify(value))),
  fc
    .constantFrom('"\\u0000"', '"\\ud800"', '{"a":"\\udc00x"}', '{"name":"a\\u0000b"}', '{"\\u0000":1}')
    .map((text) => Buffer.from(text)),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(
    Buffer.from('{"email":"'),
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  ),
);

const junkHeaderValue = fc.oneof(
  fc.constantFrom('*', 'W/"x"', '"-1"', 'zz', '9'.repeat(500), '\u00e9\u00ff', '../../'),
  fc.string({ maxLength: 40 }).map((text) => text.replace(/[^\x20-\x7e]/g, 'x')),
);

describe('junk against every OpenAPI path never answers 5xx', () => {
  it('path parameters, query values, headers and bodies', async () => {
    expect(operations.length).toBeGreaterThan(40);
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.array(junkSegment, { minLength: 4, maxLength: 4 }),
        fc.array(
          fc.tuple(
            fc.constantFrom(
              'from',
              'itemsCount',
              'city',
              'categories[0]',
              'token',
              'page',
              'at',
              'search',
              'range',
              'filter',
              'sort',
            ),
            junkSegment,
          ),
          { maxLength: 4 },
        ),
        junkBody,
        fc.record({
          'If-Match': junkHeaderValue,
          'Idempotency-Key': junkHeaderValue,
          'Accept-Language': junkHeaderValue,
          Version: junkHeaderValue,
        }),
        fc.boolean(),
        async (which, segments, query, body, headers, signedIn) => {
          const operation = operations[which % operations.length]!;
          let n = 0;
          const path = operation.path.replace(/\{[^}]+\}/g, () => segments[n++ % segments.length]!);
          const search = query.map(([key, value]) => `${key}=${value}`).join('&');
          const answer = await raw({
            method: operation.method,
            target: search ? `/api${path}?${search}` : `/api${path}`,
            headers: { ...headers, ...(signedIn ? { Cookie: cookie, Origin: 'http://it.localhost' } : {}) },
            body: operation.method === 'GET' || operation.method === 'DELETE' ? undefined : body,
          });
          expect(
            answer.status,
            `${operation.method} ${path}?${search} → ${answer.body.slice(0, 300)}`,
          ).toBeGreaterThanOrEqual(200);
          expect(
            answer.status,
            `${operation.method} ${path}?${search} → ${answer.body.slice(0, 300)}`,
          ).toBeLessThan(500);
          if (answer.status >= 400 && answer.status !== 401) expect(answer.contentType).toMatch(/json/);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('NUL, broken encoding and lone surrogates answer 400 problem+json with a stable code', async () => {
    const cases: [RawRequest, string][] = [
      [{ method: 'GET', target: '/api/v1/offers/abc%00def' }, 'nul_byte'],
      [{ method: 'GET', target: '/api/v2/user-panel/offer-lookalikes/%ff' }, 'malformed_url'],
      [{ method: 'GET', target: '/api/v2/user-panel/offers/by-cursor?city=%ED%A0%80' }, 'malformed_url'],
      [{ method: 'GET', target: '/api/v2/user-panel/offers/count?keywords[0]=a%00' }, 'nul_byte'],
      [
        {
          method: 'POST',
          target: '/api/v1/users/password',
          body: Buffer.from('{"email":"a\\u0000@example.com"}'),
        },
        'nul_byte',
      ],
      [
        {
          method: 'POST',
          target: '/api/v1/users/password',
          body: Buffer.from('{"email":"\\ud800@example.com"}'),
        },
        'invalid_unicode',
      ],
    ];
    for (const [request, code] of cases) {
      const answer = await raw(request);
      expect(answer.status, request.target).toBe(400);
      expect(answer.contentType).toBe('application/problem+json');
      expect(JSON.parse(answer.body)).toMatchObject({ status: 400, code });
    }
  });

  it('an over-long address is 414 and over-long headers 431, both as problem+json', async () => {
    const long = await raw({
      method: 'GET',
      target: `/api/v2/user-panel/offers/by-cursor?keyword=${'a'.repeat(9_000)}`,
    });
    expect(long.status).toBe(414);
    expect(JSON.parse(long.body)).toMatchObject({ code: 'uri_too_long' });
    const headers = await raw({
      method: 'GET',
      target: '/api/v2/user-panel/offers/count',
      headers: { 'X-Junk': 'b'.repeat(20_000) },
    });
    expect(headers.status).toBe(431);
    expect(headers.contentType).toBe('application/problem+json');
    expect(JSON.parse(headers.body)).toMatchObject({ code: 'headers_too_large' });
  });
});
