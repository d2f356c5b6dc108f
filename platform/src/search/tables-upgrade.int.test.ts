import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { boardNow, board, offerDocument } from './contract';
import { PostgresSearchIndex, searchMigrationsDir, searchTablesDir } from './postgres';

// An installation from before the search tables moved into the search-index read model has them in
// public, filled; the move migration takes them (rows and all) into the active version's schema.
let database: TestDatabase | undefined;
afterEach(async () => database?.drop());

const upSection = async (folder: string, prefix: string) => {
  const file = (await readdir(folder)).find((name) => name.startsWith(prefix))!;
  return (await readFile(path.join(folder, file), 'utf8')).split('-- Down Migration')[0]!;
};

async function installationWithPublicTables(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  await db.pool.query(await upSection(searchMigrationsDir, '1763800200000'));
  await db.pool.query(await upSection(searchTablesDir, '1764100200000'));
  // Today's writer also keeps the suggestions' counts and the offers' `near`, which such an
  // installation did not have: they stand in while it writes (their migrations make them later).
  await db.pool.query(await upSection(searchTablesDir, '1766000000000'));
  await db.pool.query(await upSection(searchTablesDir, '1766200000000'));
  await new PostgresSearchIndex(db.pool).upsert(board.map(offerDocument));
  await db.pool.query('DROP TABLE search_suggestions');
  return db;
}
const moveTables = async (db: TestDatabase) =>
  db.pool.query(await upSection(searchMigrationsDir, '1764100100000'));
const count = (index: PostgresSearchIndex) =>
  index.count({ tenant: 'it', filters: defaultListFilters, now: boardNow });

it('moves the filled tables into the active search-index version, which keeps answering', async () => {
  database = await installationWithPublicTables();
  const before = await count(new PostgresSearchIndex(database.pool));
  expect(before).toBeGreaterThan(0);
  await database.pool.query('CREATE SCHEMA rm_search_index_v1');
  await database.pool.query(
    `INSERT INTO projection_versions (name, version, code_version, schema_name, state, reason)
     VALUES ('search-index', 1, 1, 'rm_search_index_v1', 'active', 'test')`,
  );
  await moveTables(database);
  const moved = new PostgresSearchIndex(database.pool, { locate: (work) => work('rm_search_index_v1') });
  expect(await count(moved)).toBe(before);
  expect((await database.pool.query("SELECT to_regclass('public.search_offers') AS t")).rows[0].t).toBeNull();
});

it('drops them when no search-index version is active (nothing reads them)', async () => {
  database = await installationWithPublicTables();
  await moveTables(database);
  const left = await database.pool.query(
    "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename LIKE 'search_offer%'",
  );
  expect(left.rows[0].n).toBe(0);
});
