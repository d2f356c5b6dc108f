import { afterAll, beforeAll, expect, it } from 'vitest';
import { commandMigrationsDir } from '@tablica/command-api/migrations';
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import { createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';
import { seedBoard } from '@tablica/server/seed/writer';

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase([commandMigrationsDir]);
  store = new PostgresEventStore(database.pool, database.url);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

it('seeds offers with event histories through the employer commands, paid with codes, and a second run adds nothing', async () => {
  const now = new Date();
  const first = await seedBoard(
    { store, pool: database.pool },
    { tenant: 'it', offers: 300, seed: 3, now, concurrency: 4 },
  );
  expect(first).toMatchObject({ done: 300, skipped: 0 });
  const types = await database.pool.query<{ type: string; n: number }>(
    'SELECT type, count(*)::int AS n FROM events GROUP BY type',
  );
  const counts = Object.fromEntries(types.rows.map((row) => [row.type, row.n]));
  expect(counts.OfferPublished).toBeGreaterThanOrEqual(300); // refreshes publish again
  expect(counts.OfferBumped).toBeGreaterThan(0);
  expect(counts.OfferExpired).toBeGreaterThan(0);
  // Published as a paying employer publishes: the company's draft, the summary, a code paid for it.
  expect(counts.OfferDraftCreated).toBe(300);
  expect(counts.OfferDraftSubmitted).toBe(300);
  expect(counts.OfferFirstPublished).toBe(300);
  // Publications, extensions and refreshes, each paid with a code issued for it and spent on it.
  expect(counts.OfferPackageBought).toBeGreaterThan(300);
  const codes = await database.pool.query<{ used: number; unused: number }>(
    'SELECT count(used_by_offer)::int AS used, count(*) FILTER (WHERE used_by_offer IS NULL)::int AS unused FROM offer_code',
  );
  expect(codes.rows[0]).toEqual({ used: counts.OfferPackageBought, unused: 0 });
  const creations = await database.pool.query<{ creation: string; n: number }>(
    "SELECT data->>'creationType' AS creation, count(*)::int AS n FROM events WHERE type = 'OfferDraftCreated' GROUP BY 1",
  );
  expect(creations.rows).toEqual([{ creation: 'employer', n: 300 }]);
  const slugs = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM offer_slug');
  expect(slugs.rows[0]!.n).toBe(300);
  expect(first.events).toBe(Object.values(counts).reduce((sum, n) => sum + n, 0));
  const streams = await database.pool.query<{ n: number }>(
    "SELECT count(DISTINCT stream_id)::int AS n FROM events WHERE metadata->'actor'->>'id' = 'seed' AND stream_id LIKE 'offer-%'",
  );
  expect(streams.rows[0]!.n).toBe(300);
  // About one company in four has a published brand story: one event each, before its first offer.
  const stories = await database.pool.query<{ n: number; streams: number }>(
    "SELECT count(*)::int AS n, count(DISTINCT stream_id)::int AS streams FROM events WHERE type = 'BrandStoryPublished'",
  );
  expect(stories.rows[0]!.n).toBeGreaterThan(0);
  expect(stories.rows[0]!.n).toBe(stories.rows[0]!.streams);
  // Times are the simulated ones: the history spreads over weeks.
  const span = await database.pool.query<{ days: number }>(
    "SELECT extract(epoch FROM max((metadata->>'occurredAt')::timestamptz) - min((metadata->>'occurredAt')::timestamptz)) / 86400 AS days FROM events",
  );
  expect(Number(span.rows[0]!.days)).toBeGreaterThan(30);

  const again = await seedBoard(
    { store, pool: database.pool },
    { tenant: 'it', offers: 300, seed: 3, now, concurrency: 4 },
  );
  expect(again).toMatchObject({ done: 300, skipped: 300, events: 0 });
  const codesAfter = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM offer_code');
  expect(codesAfter.rows[0]!.n).toBe(counts.OfferPackageBought);
});
