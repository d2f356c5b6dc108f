import { loadConfig } from '@tablica/platform/config/config';
import { createLogger } from '@tablica/platform/observability/logger';
import { createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';
import { startTablica, type Tablica } from '@tablica/server/runtime';

export interface TestBoard {
  readonly database: TestDatabase;
  readonly tablica: Tablica;
  stop(): Promise<void>;
}

/** The whole board (APIs, projections, capture SMTP) on a fresh database, without demo data or web apps. */
export async function startTestBoard(config: Record<string, string> = {}): Promise<TestBoard> {
  const database = await createTestDatabase();
  const tablica = await startTablica({
    config: loadConfig({
      DATABASE_URL: database.url,
      PORT: '0',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      ...config,
    }),
    logger: createLogger('silent'),
    web: 'none',
  });
  return {
    database,
    tablica,
    async stop() {
      await tablica.stop();
      await database.drop();
    },
  };
}
