import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { board, boardNow, offerDocument, searchIndexContract } from './contract';
import {
  PostgresSearchIndex,
  postgresSearchWriter,
  searchDeferredFills,
  searchMigrationsDir,
  searchTablesDir,
} from './postgres';

searchIndexContract('PostgreSQL', async () => {
  const database = await createTestDatabase([searchMigrationsDir, searchTablesDir]);
  const index = new PostgresSearchIndex(database.pool);
  return {
    index,
    async cleanup() {
      await index.close();
      await database.drop();
    },
  };
});

describe('postgresSearchWriter', () => {
  let database: TestDatabase;
  let index: PostgresSearchIndex;
  beforeAll(async () => {
    database = await createTestDatabase([searchMigrationsDir, searchTablesDir]);
    index = new PostgresSearchIndex(database.pool);
  });
  afterAll(async () => database?.drop());

  const count = () => index.count({ tenant: 'it', filters: defaultListFilters, now: boardNow });
  const [first, second] = board.map(offerDocument);

  it('writes inside the caller’s transaction: rolled back with it, committed with it', async () => {
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      await postgresSearchWriter(client).upsert([first!, second!]);
      await client.query('ROLLBACK');
      expect(await count()).toBe(0);
      await client.query('BEGIN');
      await postgresSearchWriter(client).upsert([first!, second!]);
      await postgresSearchWriter(client).remove('it', [second!.offerId], 2);
      expect(await count()).toBe(0);
      await client.query('COMMIT');
      expect(await count()).toBe(1);
    } finally {
      client.release();
    }
  });

  it('takes an offer’s words, item and locations with it, with or without a version (no foreign key does it)', async () => {
    const parts = async (offerId: string) =>
      (
        await database.pool.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM search_offer_terms WHERE offer_id = $1)
                + (SELECT count(*) FROM search_offer_items WHERE offer_id = $1)
                + (SELECT count(*) FROM search_offer_locations WHERE offer_id = $1) AS n`,
          [offerId],
        )
      ).rows[0]!.n;
    await index.upsert([first!, second!]);
    expect(Number(await parts(first!.offerId))).toBeGreaterThan(2);
    await index.remove('it', [first!.offerId]);
    await postgresSearchWriter(database.pool).remove('it', [second!.offerId], second!.streamVersion + 1);
    expect(Number(await parts(first!.offerId))).toBe(0);
    expect(Number(await parts(second!.offerId))).toBe(0);
  });

  it('keeps the suggestions’ counts equal to what a rebuild fills: spellings, scopes, edits and removals', async () => {
    const kept = async () =>
      (
        await database.pool.query(
          `SELECT tenant, scope, kind::text, folded, word, value, offers FROM search_suggestions
            ORDER BY 1, 2, 3, 4, 5, 6`,
        )
      ).rows;
    // What a version built from zero fills at its end (`searchDeferredFills`), asked as a query.
    const filled = async () =>
      (
        await database.pool.query(
          `SELECT tenant, scope, kind::text, folded, word, value, offers::int FROM (${searchDeferredFills[1]!.replace(
            /^INSERT INTO search_suggestions \([^)]*\)/,
            '',
          )}) f ORDER BY 1, 2, 3, 4, 5, 6`,
        )
      ).rows;
    const titles = async (text: string, city: string | null = null) =>
      (
        await index.suggest({
          tenant: 'it',
          text,
          limit: 10,
          now: boardNow,
          filters: { ...defaultListFilters, city },
        })
      ).titles;
    const here = first!.locations[0]!;
    const offer = (n: number, version: number, title: string, citySlug = here.citySlug) => ({
      ...first!,
      offerId: `00000000-0000-4000-8000-0000000005${String(n).padStart(2, '0')}`,
      streamVersion: version,
      title,
      locations: [{ ...here, citySlug }],
    });
    await index.upsert([
      offer(1, 1, 'Kustosz Muzeum'),
      offer(2, 1, 'kustosz muzeum'),
      offer(3, 1, 'Kustosz Muzeum'),
    ]);
    expect(await kept()).toEqual(await filled());
    expect(await titles('kustosz')).toEqual([{ title: 'Kustosz Muzeum', count: 3 }]);
    expect(await titles('kustosz', here.citySlug)).toEqual([{ title: 'Kustosz Muzeum', count: 3 }]);
    // The first spelling's offers go (one edited away, one removed): the suggestion spells it as the rest
    // do; the last one moves to another city, and its city's suggestions follow it.
    await index.upsert([offer(1, 2, 'Kustosz Galerii'), offer(2, 2, 'kustosz muzeum', 'sopot')]);
    await index.remove('it', [offer(3, 1, '').offerId]);
    expect(await kept()).toEqual(await filled());
    expect(await titles('kustosz m')).toEqual([{ title: 'kustosz muzeum', count: 1 }]);
    expect(await titles('kustosz m', 'sopot')).toEqual([{ title: 'kustosz muzeum', count: 1 }]);
    expect(await titles('kustosz', here.citySlug)).toEqual([{ title: 'Kustosz Galerii', count: 1 }]);
    // An edit that keeps its words, and a removal by version: no row is left at 0.
    await index.upsert([offer(1, 3, 'Kustosz Galerii'), offer(2, 3, 'kustosz muzeum', 'sopot')]);
    await index.remove('it', [offer(2, 3, '').offerId], 4);
    expect(await kept()).toEqual(await filled());
    expect(await titles('kustosz')).toEqual([{ title: 'Kustosz Galerii', count: 1 }]);
    expect(await titles('kustosz', 'sopot')).toEqual([]);
    const rows = await kept();
    const categories = [first!.categoryId, first!.parentCategoryId].filter((key) => key !== null);
    expect(new Set(rows.map((row) => row.scope))).toEqual(
      new Set(['', `c:${here.citySlug}`, ...categories.map((key) => `k:${key}`)]),
    );
    expect(rows.filter((row) => Number(row.offers) <= 0)).toEqual([]);
  });
});
