import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { board, boardNow, offerDocument, searchIndexContract } from './contract';
import { PostgresSearchIndex, postgresSearchWriter, searchMigrationsDir, searchTablesDir } from './postgres';

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
});
