import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEvent } from '@tablica/platform/event-store/contract';
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import { problemHandler } from '@tablica/platform/http/problem';
import { activeCheckpoint } from '@tablica/platform/projections/read-models';
import { ProjectionRunner } from '@tablica/platform/projections/runner';
import { createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';
import { readTally, tallyProjection } from '@tablica/platform/testing/tally-projection';
import { projectionAdminRoutes } from '@tablica/projections/admin-routes';
import { projections } from '@tablica/projections/catalogue';

let database: TestDatabase;
let store: PostgresEventStore;
let app: express.Express;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore(database.pool, database.url);
  app = express();
  app.use(express.json());
  app.use(
    '/api',
    projectionAdminRoutes({ pool: database.pool, store, projections: [...projections, tallyProjection] }),
  );
  app.use(problemHandler((error) => console.error(error)));
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

async function until(condition: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('projection admin routes', () => {
  it('lists every projection, answers 404 problem+json for an unknown one', async () => {
    const list = await request(app).get('/api/admin/projections').expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.projections.map((status: { name: string }) => status.name)).toEqual([
      ...projections.map((projection) => projection.name),
      'test-tally',
    ]);
    // Nothing has run yet: no read model, no rebuild.
    expect(list.body.projections[0]).toMatchObject({
      name: 'offer-details',
      active: null,
      rebuild: null,
      versions: [],
    });

    const unknown = await request(app).get('/api/admin/projections/nope').expect(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(unknown.body).toMatchObject({ status: 404, code: 'projection.not_found' });
    await request(app).post('/api/admin/projections/nope/rebuild').expect(404);
  });

  it('starts a rebuild (202 + Location), refuses a second one (409), reports progress until the switch', async () => {
    const live = new ProjectionRunner(database.pool, database.url, store, tallyProjection, {
      lanes: ['active'],
    });
    live.start();
    for (let i = 0; i < 400; i++) await store.appendToStream(`admin-${i % 7}`, [testEvent()]);
    await until(
      async () =>
        (await activeCheckpoint(database.pool, tallyProjection.name)) !== null &&
        (await readTally(database.pool)).events === 400,
    );

    const started = await request(app).post('/api/admin/projections/test-tally/rebuild').expect(202);
    expect(started.headers.location).toBe('/api/admin/projections/test-tally');
    expect(started.body).toMatchObject({
      name: 'test-tally',
      codeVersion: 1,
      active: { version: 1, codeVersion: 1, schema: 'rm_test_tally_v1', eventsApplied: 400, lag: 0 },
      rebuild: {
        version: 2,
        state: 'building',
        reason: 'admin',
        eventsDone: 0,
        eventsTotal: 400,
        percent: 0,
      },
    });

    const again = await request(app).post('/api/admin/projections/test-tally/rebuild').expect(409);
    expect(again.body).toMatchObject({ status: 409, code: 'projection.rebuild_running' });
    expect(again.headers.location).toBe('/api/admin/projections/test-tally');

    // The request is recorded; a runner with a building lane (any process's) takes it up. It works a
    // quarter of its time, so even a fast machine's build spans several progress reports (a rate needs two).
    const builder = new ProjectionRunner(database.pool, database.url, store, tallyProjection, {
      lanes: ['building'],
      batchSize: 3,
      buildShare: 0.25,
      standbyPollMs: 50,
      progressEveryMs: 50,
    });
    builder.start();
    const seen: { percent: number | null; eventsPerSecond: number | null; etaSeconds: number | null }[] = [];
    try {
      await until(async () => {
        const status = (await request(app).get(started.headers.location!).expect(200)).body;
        if (status.rebuild) seen.push(status.rebuild);
        return status.active.version === 2;
      });
    } finally {
      await builder.stop();
    }
    expect(seen.some((report) => report.percent! > 0 && report.percent! < 100)).toBe(true);
    expect(seen.some((report) => (report.eventsPerSecond ?? 0) > 0 && report.etaSeconds !== null)).toBe(true);

    const done = (await request(app).get('/api/admin/projections/test-tally').expect(200)).body;
    expect(done).toMatchObject({
      active: { version: 2, schema: 'rm_test_tally_v2', eventsApplied: 400, lag: 0 },
      rebuild: null,
    });
    expect(done.versions.map((version: { version: number; state: string }) => version.state)).toEqual([
      'retired',
      'active',
    ]);
    await live.stop();
  });
  it('cancels a rebuild: its runner stops, the active version serves on, a second cancel is a 409', async () => {
    await request(app).post('/api/admin/projections/test-tally/rebuild/cancel').expect(409);
    const started = await request(app).post('/api/admin/projections/test-tally/rebuild').expect(202);
    const building = started.body.rebuild.version as number;
    // A slow builder: a batch of one event every few milliseconds, so the cancel finds it under way.
    const builder = new ProjectionRunner(database.pool, database.url, store, tallyProjection, {
      lanes: ['building'],
      batchSize: 1,
      standbyPollMs: 50,
      progressEveryMs: 20,
    });
    builder.start();
    try {
      await until(async () => {
        const status = (await request(app).get('/api/admin/projections/test-tally').expect(200)).body;
        return (status.rebuild?.eventsApplied ?? 0) > 0;
      });
      const cancelled = await request(app)
        .post('/api/admin/projections/test-tally/rebuild/cancel')
        .expect(200);
      expect(cancelled.body).toMatchObject({ active: { version: building - 1 }, rebuild: null });
      expect(
        cancelled.body.versions.find((version: { version: number }) => version.version === building).state,
      ).toBe('abandoned');
      const row = await database.pool.query<{ checkpoint: string | null }>(
        'SELECT checkpoint FROM projection_checkpoints WHERE name = $1',
        [`test-tally@v${building}`],
      );
      // The builder stops writing to the abandoned version: its checkpoint stays where it was.
      const before = row.rows[0]?.checkpoint ?? null;
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = await database.pool.query<{ checkpoint: string | null }>(
        'SELECT checkpoint FROM projection_checkpoints WHERE name = $1',
        [`test-tally@v${building}`],
      );
      expect(after.rows[0]?.checkpoint ?? null).toBe(before);
    } finally {
      await builder.stop();
    }
    const again = await request(app).post('/api/admin/projections/test-tally/rebuild/cancel').expect(409);
    expect(again.body).toMatchObject({ code: 'projection.no_rebuild' });
    await request(app).post('/api/admin/projections/nope/rebuild/cancel').expect(404);
  });

  it("wakes this process's runner: a rebuild requested here starts at once, not at the runner's next poll", async () => {
    // A runner that would look for a rebuild only once a minute by itself.
    const runner = new ProjectionRunner(database.pool, database.url, store, tallyProjection, {
      lanes: ['building'],
      standbyPollMs: 60_000,
      progressEveryMs: 50,
      batchSize: 10,
    });
    const here = express();
    here.use(
      '/api',
      projectionAdminRoutes({
        pool: database.pool,
        store,
        projections: [tallyProjection],
        runners: [runner],
      }),
    );
    runner.start();
    try {
      // Settled in its standby wait.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = await request(here).post('/api/admin/projections/test-tally/rebuild').expect(202);
      const building = started.body.rebuild.version as number;
      await until(async () => {
        const status = (await request(here).get('/api/admin/projections/test-tally').expect(200)).body;
        return status.active.version === building;
        // Well inside the minute a poll would take, with room for a busy machine (CI ran out of 5 s).
      }, 20_000);
    } finally {
      await runner.stop();
    }
  });
});
