import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { CachedSearchIndex } from './cached';
import { board, offerDocument, searchIndexContract } from './contract';
import { PostgresSearchIndex, searchMigrationsDir, searchTablesDir } from './postgres';
import type { SearchScope } from './port';

// The cache in front of an adapter must keep the whole contract (its own writes drop its answers).
searchIndexContract('PostgreSQL behind CachedSearchIndex', async () => {
  const database = await createTestDatabase([searchMigrationsDir, searchTablesDir]);
  const index = new CachedSearchIndex(new PostgresSearchIndex(database.pool));
  return {
    index,
    async cleanup() {
      await index.close();
      await database.drop();
    },
  };
});

describe('CachedSearchIndex', () => {
  let database: TestDatabase;
  let store: PostgresSearchIndex;
  let time = 0;
  let cached: CachedSearchIndex;
  const lookups: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase([searchMigrationsDir, searchTablesDir]);
    store = new PostgresSearchIndex(database.pool);
    cached = new CachedSearchIndex(store, {
      ttlMs: 5_000,
      clock: () => time,
      onLookup: (method, outcome) => lookups.push(`${method}:${outcome}`),
    });
  });
  afterAll(async () => database?.drop());

  const scope = (at: string): SearchScope => ({
    tenant: 'it',
    filters: defaultListFilters,
    now: new Date(at),
  });
  const [first, second] = board.map(offerDocument);

  it('reuses an answer within the TTL for any now in the same step; other writers show after it', async () => {
    await store.upsert([first!]);
    expect(await cached.count(scope('2026-06-01T12:00:01.000Z'))).toBe(1);
    // Written past the cache, as another process would.
    await store.upsert([second!]);
    expect(await cached.count(scope('2026-06-01T12:00:04.999Z'))).toBe(1);
    // The next step is answered at once with the last answer while one refresh runs behind it…
    expect(await cached.count(scope('2026-06-01T12:00:05.000Z'))).toBe(1);
    // …and the questions after it get the refreshed one.
    await vi.waitFor(async () => expect(await cached.count(scope('2026-06-01T12:00:05.000Z'))).toBe(2));
    // An answer more than one TTL past is not served: asked afresh.
    await store.remove('it', [second!.offerId]);
    time += 10_000;
    expect(await cached.count(scope('2026-06-01T12:00:06.000Z'))).toBe(1);
    await store.upsert([second!]);
    time += 5_000;
    expect(await cached.count(scope('2026-06-01T12:00:15.000Z'))).toBe(2);
    // What the hit ratio is made of: each question's outcome, in order.
    expect(lookups.slice(0, 4)).toEqual(['count:miss', 'count:fresh', 'count:stale', 'count:stale']);
    expect(lookups.at(-1)).toBe('count:miss');
    expect(lookups).toContain('count:fresh');
  });

  it('a refresh that began before its own write is not kept', async () => {
    time += 20_000; // past everything cached: asked afresh
    expect(await cached.count(scope('2026-06-01T12:00:40.000Z'))).toBe(2);
    time += 5_000;
    const stale = cached.count(scope('2026-06-01T12:00:45.000Z')); // the last answer, and a refresh
    await cached.remove('it', [second!.offerId]);
    expect(await stale).toBe(2);
    expect(await cached.count(scope('2026-06-01T12:00:45.000Z'))).toBe(1);
    await cached.upsert([second!]);
  });

  it('its own writes drop every answer at once', async () => {
    time += 20_000;
    expect(await cached.count(scope('2026-06-01T12:01:10.000Z'))).toBe(2);
    await cached.remove('it', [second!.offerId]);
    expect(await cached.count(scope('2026-06-01T12:01:10.000Z'))).toBe(1);
  });

  it('recomputes stale answers one at a time while still serving them', async () => {
    let running = 0;
    let most = 0;
    // The real index, watched: how many of its counts run at once.
    const watched = new Proxy(store, {
      get(target, property, receiver) {
        if (property !== 'count') return Reflect.get(target, property, receiver);
        return async (scope: SearchScope) => {
          most = Math.max(most, ++running);
          try {
            return await target.count(scope);
          } finally {
            running--;
          }
        };
      },
    });
    const serial = new CachedSearchIndex(watched, { ttlMs: 5_000, clock: () => time });
    const scopes = ['1', '2', '3', '4'].map((n) => ({
      ...scope('2026-06-01T12:05:00.000Z'),
      filters: { ...defaultListFilters, itemsCount: Number(n) },
    }));
    time += 20_000;
    await Promise.all(scopes.map((one) => serial.count(one)));
    most = 0;
    time += 5_000;
    const later = (one: SearchScope) => ({ ...one, now: new Date('2026-06-01T12:05:05.000Z') });
    const stale = await Promise.all(scopes.map((one) => serial.count(later(one))));
    expect(stale).toEqual([1, 1, 1, 1]);
    await vi.waitFor(() => expect(running).toBe(0));
    expect(most).toBe(1);
  });
});
