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
});
