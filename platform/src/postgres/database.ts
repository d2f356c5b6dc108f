import path from 'node:path';
import type { Config } from '../config/config';
import type { Logger } from '../observability/logger';
import { attachOrStartEmbeddedPostgres, startEmbeddedPostgres } from './embedded';

export interface OpenDatabase {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Where the database lives: DATABASE_URL, or the embedded server under DATA_DIR. The board starts
 * that server (`own`); tools such as the seed and projections CLIs use the running board's server when
 * there is one (`attach`) and start it themselves otherwise.
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  mode: 'own' | 'attach' = 'own',
): Promise<OpenDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  const dir = path.join(config.dataDir, 'postgres');
  const log = logger.child({ component: 'embedded-postgres' });
  const options = { dir, onLog: (line: string) => line && log.debug(line) };
  const server =
    mode === 'attach' ? await attachOrStartEmbeddedPostgres(options) : await startEmbeddedPostgres(options);
  await server.createDatabase('tablica');
  logger.info({ port: server.port, dir }, 'embedded PostgreSQL ready');
  return { url: server.urlFor('tablica'), stop: () => server.stop() };
}
