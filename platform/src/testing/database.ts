import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { EventStore } from '../event-store/port';
import { PostgresEventStore } from '../event-store/postgres';
import { migrate, platformMigrationsDir } from '../postgres/migrate';
import { createPool, type Pool } from '../postgres/pool';
import { activeCheckpoint } from '../projections/read-models';

export interface TestDatabase {
  readonly url: string;
  readonly pool: Pool;
  drop(): Promise<void>;
}

/** A new, migrated database on the run's embedded PostgreSQL. */
export async function createTestDatabase(migrationDirs: readonly string[] = []): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await migrate(url.toString(), [platformMigrationsDir, ...migrationDirs]);
  const pool = createPool(url.toString(), 20);
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A test file's own database with a PostgreSQL event store on it: made before the file's tests, closed
 * and dropped after them. Read its fields inside tests and hooks.
 */
export function fileEventStore(): { readonly database: TestDatabase; readonly store: PostgresEventStore } {
  const made = {} as { database: TestDatabase; store: PostgresEventStore };
  beforeAll(async () => {
    made.database = await createTestDatabase();
    made.store = new PostgresEventStore(made.database.pool, made.database.url);
  });
  afterAll(async () => {
    await made.store?.close();
    await made.database?.drop();
  });
  return made;
}

/**
 * Whether every event stored so far can be read. The PostgreSQL store reads only below the oldest
 * transaction still open in the whole cluster (so that out-of-order commits lose nothing), and the run's
 * test files share one cluster: another file's open transaction can hold this file's events back for a
 * moment. Until then a build takes the readable head for the end and switches short of it, and
 * `countAfter` answers 0 for a projection that has not seen them: "caught up" needs both.
 */
export async function allReadable(pool: Pool): Promise<boolean> {
  const { rows } = await pool.query<{ readable: boolean }>(
    'SELECT coalesce(max(tx_id) < pg_snapshot_xmin(pg_current_snapshot()), true) AS readable FROM events',
  );
  return rows[0]?.readable === true;
}

/** Waits until {@link allReadable}. */
export async function untilAllReadable(pool: Pool, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await allReadable(pool))) {
    if (Date.now() > deadline)
      throw new Error(`the stored events were not all readable within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Whether the named projections have applied every stored event: all of them readable (see
 * {@link allReadable}; until then `countAfter` answers 0 too early), none after their checkpoints, and
 * a first start's readers' indexes and deferred fills (the search index's suggestion counts) done.
 */
export async function caughtUp(pool: Pool, store: EventStore, names: readonly string[]): Promise<boolean> {
  if (!(await allReadable(pool))) return false;
  for (const name of names) {
    const active = await activeCheckpoint(pool, name);
    if (active?.indexing || (await store.countAfter(active?.checkpoint ?? null)) !== 0) return false;
  }
  return true;
}
