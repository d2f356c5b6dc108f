import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IllegalStateError } from '@tablica/domain/errors';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { idempotentWrites, type IdempotencyOptions } from './idempotency';
import { problemHandler } from './problem';

// The table is created by the command API's migrations (the command side owns it).
const commandMigrations = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../command-api/migrations',
);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase([commandMigrations]);
}, 120_000);
afterAll(() => database?.drop());

let runs = 0;
let gate: Promise<void> | null = null;
beforeEach(() => {
  runs = 0;
  gate = null;
});

function app(options: Partial<IdempotencyOptions> = {}): Express {
  const server = express();
  server.use(express.json());
  const idempotent = idempotentWrites({
    pool: database.pool,
    scope: (req) => `it|${req.get('x-user') ?? 'anonymous'}`,
    sealed: ['secret'],
    ...options,
  });
  server.post('/things', idempotent, async (req, res) => {
    runs++;
    if (gate) await gate;
    const body = req.body as { fail?: boolean; crash?: boolean };
    if (body.crash) throw new IllegalStateError('thing.refused', 'Refused.');
    if (body.fail) return void res.status(400).json({ refused: true });
    res
      .status(201)
      .set('ETag', `"${runs}"`)
      .location(`/things/${runs}`)
      .json({ run: runs, secret: 's3cr3t' });
  });
  server.delete('/things/1', idempotent, (_req, res) => {
    runs++;
    res.status(204).set('ETag', '"9"').send();
  });
  server.use(problemHandler(() => undefined));
  return server;
}

const post = (server: Express, key: string | null, body: object = {}, user = 'anna') => {
  const call = request(server).post('/things').set('x-user', user).send(body);
  return key === null ? call : call.set('Idempotency-Key', key);
};

const uniqueKey = (() => {
  let n = 0;
  return () => `key-${Date.now()}-${n++}`;
})();

describe('idempotentWrites', () => {
  it('runs every request that has no key', async () => {
    const server = app();
    await post(server, null).expect(201);
    await post(server, null).expect(201);
    expect(runs).toBe(2);
  });

  it('replays the first answer (status, body, ETag, Location) and does not run the route again', async () => {
    const server = app();
    const key = uniqueKey();
    const first = await post(server, key, { a: 1, b: [2, 3] }).expect(201);
    const retry = await post(server, key, { b: [2, 3], a: 1 }).expect(201);
    expect(runs).toBe(1);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.etag).toBe(first.headers.etag);
    expect(retry.headers.location).toBe('/things/1');
    expect(retry.headers['content-type']).toMatch(/application\/json/);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses the same key for another request with 422', async () => {
    const server = app();
    const key = uniqueKey();
    await post(server, key, { a: 1 }).expect(201);
    const reused = await post(server, key, { a: 2 }).expect(422);
    expect(reused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(reused.body.code).toBe('idempotency.key_reused');
    const elsewhere = await request(server)
      .delete('/things/1')
      .set('x-user', 'anna')
      .set('Idempotency-Key', key);
    expect(elsewhere.status).toBe(422);
    expect(runs).toBe(1);
  });

  it('keeps the keys of different requesters apart', async () => {
    const server = app();
    const key = uniqueKey();
    await post(server, key, {}, 'anna').expect(201);
    await post(server, key, {}, 'jan').expect(201);
    expect(runs).toBe(2);
  });

  it('answers 409 while the first request runs, and the first answer afterwards', async () => {
    const server = app();
    const key = uniqueKey();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const first = post(server, key).then((answer) => answer);
    while (runs === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const busy = await post(server, key).expect(409);
    expect(busy.body.code).toBe('idempotency.in_progress');
    open();
    expect((await first).status).toBe(201);
    await post(server, key).expect(201);
    expect(runs).toBe(1);
  });

  it('of two concurrent first requests with one key, runs one', async () => {
    const server = app();
    const key = uniqueKey();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const answers = [post(server, key), post(server, key)].map((call) => Promise.resolve(call));
    // The request that runs waits at the gate; the other one is answered meanwhile. Open the gate once an
    // answer is in — or after 5 s, should both have been let in (the failure this test is for) — however
    // slowly a loaded machine delivers the second request.
    await Promise.race([...answers, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    open();
    const statuses = (await Promise.all(answers)).map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(runs).toBe(1);
  });

  it('does not keep refusals or errors: a retry runs again', async () => {
    const server = app();
    const key = uniqueKey();
    await post(server, key, { fail: true }).expect(400);
    await post(server, key, { fail: true }).expect(400);
    const crashKey = uniqueKey();
    await post(server, crashKey, { crash: true }).expect(409);
    await post(server, crashKey, { crash: true }).expect(409);
    expect(runs).toBe(4);
  });

  it('replays an empty 204 answer', async () => {
    const server = app();
    const key = uniqueKey();
    const call = () => request(server).delete('/things/1').set('x-user', 'anna').set('Idempotency-Key', key);
    await call().expect(204);
    const retry = await call().expect(204);
    expect(retry.headers.etag).toBe('"9"');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
  });

  it('stores the key hashed and sealed fields unreadable, and gives them back on replay', async () => {
    const server = app();
    const key = uniqueKey();
    await post(server, key).expect(201);
    const { rows } = await database.pool.query<{ key: string; body: Record<string, unknown> }>(
      'SELECT key, body FROM idempotency_key WHERE scope = $1 AND key = $2',
      ['it|anna', createHash('sha256').update(key).digest('hex')],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body.run).toBe(1);
    expect(JSON.stringify(rows[0]!.body)).not.toContain('s3cr3t');
    expect((await post(server, key).expect(201)).body.secret).toBe('s3cr3t');
  });

  it('takes a key whose first request was lost (a crashed process) after abandonedAfterMs', async () => {
    const server = app({ abandonedAfterMs: 100 });
    const key = uniqueKey();
    await database.pool.query(
      `INSERT INTO idempotency_key (scope, key, request_hash, created_at) VALUES ($1, $2, 'x', now() - interval '1 second')`,
      ['it|anna', createHash('sha256').update(key).digest('hex')],
    );
    await post(server, key).expect(201);
    expect(runs).toBe(1);
  });

  it('refuses a key that is not 1 to 255 visible characters', async () => {
    const server = app();
    expect((await post(server, 'x'.repeat(256)).expect(400)).body.code).toBe('idempotency.invalid_key');
    await post(server, 'has space').expect(400);
    await post(server, '"quoted-key-1"').expect(201);
    expect(runs).toBe(1);
  });
});
