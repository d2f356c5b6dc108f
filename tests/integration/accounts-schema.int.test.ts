import { afterAll, beforeAll, expect, it } from 'vitest';
import { commandMigrationsDir } from '@tablica/command-api/migrations';
import { createAuth, missingAuthSchema } from '@tablica/platform/auth/better-auth';
import { createLogger } from '@tablica/platform/observability/logger';
import { createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase([commandMigrationsDir]);
});

afterAll(async () => {
  await database?.drop();
});

it('creates every table and column better-auth and its organization plugin expect', async () => {
  const auth = createAuth({
    pool: database.pool,
    secret: 'a-test-secret-of-at-least-32-characters',
    logger: createLogger('silent'),
    originFor: () => 'http://localhost:3000',
    secureCookies: false,
  });
  expect(await missingAuthSchema(auth)).toEqual([]);
});

it('notices what is missing (the check above can fail)', async () => {
  const bare = await createTestDatabase();
  try {
    await bare.pool.query('CREATE TABLE auth_user (id text PRIMARY KEY, name text, email text)');
    const auth = createAuth({
      pool: bare.pool,
      secret: 'a-test-secret-of-at-least-32-characters',
      logger: createLogger('silent'),
      originFor: () => 'http://localhost:3000',
      secureCookies: false,
    });
    const missing = await missingAuthSchema(auth);
    expect(missing).toContain('table company_member');
    expect(missing).toContain('column auth_user.emailVerified');
    expect(missing).toContain('column auth_user.tenant');
  } finally {
    await bare.drop();
  }
});
