import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { board, boardNow, offerDocument, searchIndexContract } from './contract';
import { distanceMeters } from './filter-match';
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
    const client = await database.pool.connect();
    try {
      await postgresSearchWriter(client).remove('it', [second!.offerId], second!.streamVersion + 1);
    } finally {
      client.release();
    }
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

  it('while a build defers the counts’ key, writes leave the counts to its fill, which counts them all', async () => {
    const client = await database.pool.connect();
    const suggestionRows = async () =>
      (
        await client.query(
          `SELECT tenant, scope, kind::text, folded, word, value, offers FROM search_suggestions
            ORDER BY 1, 2, 3, 4, 5, 6`,
        )
      ).rows;
    try {
      await client.query('BEGIN');
      // As the runner's transaction of a build that dropped its deferred indexes (the key among them).
      await client.query("SELECT set_config('tablica.deferring', 'on', true)");
      await client.query('DROP INDEX search_suggestions_key');
      await client.query('DELETE FROM search_suggestions');
      await postgresSearchWriter(client).upsert([
        { ...first!, offerId: '00000000-0000-4000-8000-000000000601', title: 'Archiwista Zbiorów' },
        { ...second!, offerId: '00000000-0000-4000-8000-000000000602', title: 'archiwista zbiorów' },
      ]);
      expect(await suggestionRows()).toEqual([]);
      // The build's end: its fills, then the indexes it deferred; counting again afterwards.
      for (const fill of searchDeferredFills) await client.query(fill);
      await client.query(
        'CREATE UNIQUE INDEX search_suggestions_key ON search_suggestions (tenant, scope, kind, folded, word, value)',
      );
      const filled = await suggestionRows();
      expect(filled.filter((row) => row.kind === 't' && row.folded === 'archiwista zbiorow')).not.toEqual([]);
      await client.query("SELECT set_config('tablica.deferring', 'off', true)");
      await postgresSearchWriter(client).upsert([
        { ...first!, offerId: '00000000-0000-4000-8000-000000000603', title: 'Archiwista Zbiorów' },
      ]);
      const counted = await suggestionRows();
      const wholeBoard = (rows: typeof filled) =>
        rows.find(
          (row) => row.scope === '' && row.word === 'archiwista' && row.value === 'Archiwista Zbiorów',
        )?.offers;
      expect(wholeBoard(filled)).toBe(1);
      expect(wholeBoard(counted)).toBe(2);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});

describe('the radius from the offer’s row (near)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase([searchMigrationsDir, searchTablesDir]);
  });
  afterAll(async () => database?.drop());

  it('measures as earthdistance does: each brand city’s distance to a location, in and out of each radius', async () => {
    const config = tenantConfig('it');
    // Points around the brand's cities, some just inside or outside a radius.
    const points = config.cities.flatMap((city, i) =>
      [0.05, 0.09, 0.2, 0.22, 0.45, 0.9, 1.3].map((offset, j) => ({
        latitude: city.map.latitude + offset * Math.cos(i + j),
        longitude: city.map.longitude + offset * Math.sin(i + j),
      })),
    );
    const pairs = config.cities.flatMap((city) => points.map((point) => ({ city, point })));
    const measured = await database.pool.query<{ metres: number }>(
      `SELECT earth_distance(ll_to_earth(c.lat, c.lon), ll_to_earth(p.lat, p.lon)) AS metres
         FROM unnest($1::float8[], $2::float8[], $3::float8[], $4::float8[]) WITH ORDINALITY AS x(clat, clon, plat, plon, n)
         CROSS JOIN LATERAL (SELECT x.clat AS lat, x.clon AS lon) c
         CROSS JOIN LATERAL (SELECT x.plat AS lat, x.plon AS lon) p
        ORDER BY n`,
      [
        pairs.map((pair) => pair.city.map.latitude),
        pairs.map((pair) => pair.city.map.longitude),
        pairs.map((pair) => pair.point.latitude),
        pairs.map((pair) => pair.point.longitude),
      ],
    );
    pairs.forEach((pair, i) =>
      expect(distanceMeters(pair.city.map, pair.point)).toBeCloseTo(measured.rows[i]!.metres, 3),
    );
  });

  it('answers a version written before near (its rows NULL) as one written with it', async () => {
    const written = new PostgresSearchIndex(database.pool);
    await written.upsert(board.map(offerDocument));
    const asked = [
      { city: 'krakow', radiusKm: 10 },
      { city: 'krakow', radiusKm: 25 },
      { city: 'krakow', radiusKm: 100 },
      { city: 'wroclaw', radiusKm: 50 },
      { city: 'warszawa', radiusKm: 100 },
    ];
    const ids = (index: PostgresSearchIndex, filters: (typeof asked)[number]) =>
      index
        .search({
          tenant: 'it',
          filters: { ...defaultListFilters, ...filters },
          from: 0,
          itemsCount: 100,
          now: boardNow,
        })
        .then((result) => result.items.map((item) => item.guid).sort());
    const withNear = await Promise.all(asked.map((filters) => ids(written, filters)));
    expect(withNear.flat().length).toBeGreaterThan(0);
    await database.pool.query('UPDATE search_offers SET near = NULL');
    // A new reader (one process's readers learn it once per schema).
    const before = new PostgresSearchIndex(database.pool);
    expect(await Promise.all(asked.map((filters) => ids(before, filters)))).toEqual(withNear);
    // Built before the column existed: served unchanged until its rebuild (no migration runs there).
    await database.pool.query('ALTER TABLE search_offers DROP COLUMN near');
    const older = new PostgresSearchIndex(database.pool);
    expect(await Promise.all(asked.map((filters) => ids(older, filters)))).toEqual(withNear);
  });
});
