import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../postgres/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/** One real embedded PostgreSQL per test run; each test file gets a database of its own. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'tablica-test-pg-'));
  const server = await startEmbeddedPostgres({ dir: path.join(dir, 'data'), persistent: false, fast: true });
  project.provide('postgresAdminUrl', server.url);
  return async () => {
    await server.stop();
  };
}
