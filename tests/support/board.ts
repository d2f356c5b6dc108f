import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@tablica/platform/config/config';
import { createLogger } from '@tablica/platform/observability/logger';
import { createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';
import { startTablica, type Tablica } from '@tablica/server/runtime';

export interface TestBoard {
  readonly database: TestDatabase;
  readonly tablica: Tablica;
  /** Where this board keeps uploaded files (a temporary folder, removed on stop). */
  readonly filesDir: string;
  stop(): Promise<void>;
}

/**
 * The whole board (APIs, projections, capture SMTP) on a fresh database, without demo data or web
 * apps; its data folder (auth secret, files) is temporary.
 */
export async function startTestBoard(
  config: Record<string, string> = {},
  options: { readonly now?: () => Date } = {},
): Promise<TestBoard> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tablica-test-board-'));
  const filesDir = path.join(dataDir, 'files');
  const tablica = await startTablica({
    config: loadConfig({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      FILES_DIR: filesDir,
      PORT: '0',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      ...config,
    }),
    logger: createLogger('silent'),
    web: 'none',
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    database,
    tablica,
    filesDir,
    async stop() {
      await tablica.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
