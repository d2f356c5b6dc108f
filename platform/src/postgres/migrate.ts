import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import pg from 'pg';
import type { Logger } from '../observability/logger';

/** The platform's own migrations (event store, projection checkpoints). */
export const platformMigrationsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);

/**
 * Applies every pending SQL migration from `dirs` with node-pg-migrate, in timestamp order across the
 * folders, in one transaction, under node-pg-migrate's advisory lock. Idempotent: a second run applies
 * nothing. Concurrent starts wait for the first one instead of failing.
 */
export async function migrate(
  databaseUrl: string,
  dirs: readonly string[],
  logger?: Logger,
): Promise<string[]> {
  for (let attempt = 0; ; attempt++) {
    // Our own client, closed by us: node-pg-migrate does not wait for its own to end.
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'tablica-migrate' });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const applied = await runner({
        dbClient: client,
        dir: dirs.map((dir) => `${dir}/*.sql`),
        useGlob: true,
        direction: 'up',
        migrationsTable: 'schema_migrations',
        count: Infinity,
        singleTransaction: true,
        checkOrder: false,
        log: () => undefined,
      });
      const names = applied.map((migration) => migration.name);
      if (names.length > 0) logger?.info({ migrations: names }, 'database migrations applied');
      return names;
    } catch (error) {
      if (
        attempt < 50 &&
        error instanceof Error &&
        /Another migration is already running/.test(error.message)
      ) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      throw error;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
