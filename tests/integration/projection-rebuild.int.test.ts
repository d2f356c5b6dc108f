import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publishOffer } from '@tablica/command-api/offers/handlers';
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import { activeCheckpoint, listVersions } from '@tablica/platform/projections/read-models';
import { ProjectionRunner } from '@tablica/platform/projections/runner';
import { caughtUp, createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';
import { projections } from '@tablica/projections/catalogue';
import { sampleOffer } from '../support/offers';

// `npm run projections -- …` as a child process: the CLI is what operators run, and a child can be killed.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'projections/src/cli.ts');
const offerDetails = projections.find((projection) => projection.name === 'offer-details')!;
const checkpointOfV2 = `${offerDetails.name}@v2`;

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore(database.pool, database.url);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

function runCli(args: readonly string[]): {
  child: ChildProcess;
  done: Promise<{ code: number | null; stdout: string; stderr: string }>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}

async function until(condition: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const appliedByV2 = async () =>
  Number(
    (
      await database.pool.query('SELECT events_handled FROM projection_checkpoints WHERE name = $1', [
        checkpointOfV2,
      ])
    ).rows[0]?.events_handled ?? -1,
  );

const handledEvents = async () =>
  (
    await database.pool.query('SELECT count(*)::int AS n FROM events WHERE type = ANY($1::text[])', [
      offerDetails.handles,
    ])
  ).rows[0].n as number;

async function publish(count: number, from: number) {
  for (let n = from; n < from + count; n += 10)
    await Promise.all(
      Array.from({ length: Math.min(10, from + count - n) }, (_, i) =>
        publishOffer(
          { store, now: () => new Date() },
          {
            tenant: (n + i) % 2 ? 'it' : 'work',
            actor: { kind: 'system', id: 'rebuild-test' },
            correlationId: 'rebuild',
            offer: sampleOffer(n + i),
          },
        ),
      ),
    );
}

const snapshot = async () => {
  const { schema } = (await activeCheckpoint(database.pool, offerDetails.name))!;
  return (await database.pool.query(`SELECT * FROM "${schema}".offer_details ORDER BY offer_id`)).rows;
};

it('`rebuild` killed with SIGKILL mid-way continues when run again; `status` shows where everything stands', async () => {
  const offers = 1200;
  await publish(offers, 0);
  // The running board's projection: it keeps v1 serving and moving during the rebuild, then moves to v2.
  const live = new ProjectionRunner(database.pool, database.url, store, offerDetails, {
    lanes: ['active'],
    dropAfterMs: 60_000, // the CLI drops v1 itself, after its --drop-after
  });
  live.start();
  try {
    await until(() => caughtUp(database.pool, store, [offerDetails.name]));
    const total = await handledEvents();

    // Killed twice while building (one event per transaction keeps it slow enough to hit), with offers
    // still being published; each run continues the same version from its checkpoint.
    const publishing = publish(60, offers);
    let killedAt = 0;
    for (const fraction of [0.2, 0.5]) {
      const { child, done } = runCli(['rebuild', offerDetails.name, '--batch-size', '1']);
      await until(async () => (await appliedByV2()) >= total * fraction);
      child.kill('SIGKILL');
      const { code, stderr } = await done;
      expect(code, stderr).toBeNull();
      const applied = await appliedByV2();
      expect(applied).toBeGreaterThanOrEqual(killedAt);
      expect(applied).toBeLessThan(total);
      killedAt = applied;

      const status = runCli(['status']);
      const shown = await status.done;
      expect(shown.code, shown.stderr).toBe(0);
      expect(shown.stdout).toMatch(
        /^PROJECTION\s+STATE\s+ACTIVE\s+CODE\s+APPLIED\s+LAG\s+LAG \(S\)\s+EVENTS\/S\s+CHECKPOINT\s+COMPARED\s+REBUILD$/m,
      );
      expect(shown.stdout).toMatch(
        new RegExp(
          `^offer-details\\s+rebuilding\\s+v1\\s+${offerDetails.version}\\s+[\\d,]+\\s+[\\d,]+\\s+[\\d.]+\\s+[\\d,-]+\\s+\\d+/\\d+\\s+-\\s+v2 \\d+\\.\\d% .* events/s ETA .*\\(cli\\)$`,
          'm',
        ),
      );
    }
    await publishing;
    await until(() => caughtUp(database.pool, store, [offerDetails.name]));
    const before = await snapshot();

    const finished = runCli(['rebuild', offerDetails.name, '--drop-after', '0.2']);
    const { code, stderr } = await finished.done;
    expect(code, stderr).toBe(0);
    expect(stderr).toMatch(/offer-details v2 \[#{30}\] 100\.0%/);
    expect(stderr).toMatch(
      /Switched offer-details to v2 after \d\d:\d\d \([\d,]+ events, [\d,]+ events\/s\)/,
    );
    expect(stderr).toMatch(/Dropped rm_offer_details_v1\./);
    // Both versions compared at the switch: the same rows in every table.
    expect(stderr).toMatch(/Compared with v1 at the switch \(\d+ ms\):/);
    expect(stderr).toMatch(/^offer_details\s+[\d,]+\s+[\d,]+\s+[0-9a-f]{16}\s+[0-9a-f]{16}\s+same$/m);
    expect(stderr).not.toMatch(/DIFFERENT/);

    // Same version continued, never started afresh; each event applied once; same rows as v1 had.
    expect((await listVersions(database.pool, offerDetails.name)).map((v) => [v.version, v.state])).toEqual([
      [1, 'retired'],
      [2, 'active'],
    ]);
    expect(await appliedByV2()).toBe(await handledEvents());
    // The new tables had their statistics before readers moved to them.
    const statistics = await database.pool.query(
      "SELECT 1 FROM pg_stats WHERE schemaname = 'rm_offer_details_v2' AND tablename = 'offer_details'",
    );
    expect(statistics.rowCount).toBeGreaterThan(0);
    const after = await snapshot();
    expect(after).toHaveLength(offers + 60);
    expect(after).toEqual(before);

    const status = await runCli(['status', '--json']).done;
    expect(status.code, status.stderr).toBe(0);
    expect(JSON.parse(status.stdout)).toContainEqual(
      expect.objectContaining({
        name: 'offer-details',
        state: 'live',
        active: expect.objectContaining({
          version: 2,
          schema: 'rm_offer_details_v2',
          lag: 0,
          lagSeconds: 0,
          failure: null,
          comparison: expect.objectContaining({ previousVersion: 1 }),
        }),
        rebuild: null,
      }),
    );
  } finally {
    await live.stop();
  }
}, 240_000);

it('refuses an unknown projection and bad options with usage (exit 2)', async () => {
  const unknown = await runCli(['rebuild', 'nope']).done;
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain(
    `Unknown projection: nope (known: ${projections.map((projection) => projection.name).join(', ')})`,
  );
  const bad = await runCli(['rebuild', 'offer-details', '--batch-size', 'lots']).done;
  expect(bad.code).toBe(2);
  const greedy = await runCli(['rebuild', 'offer-details', '--share', '2']).done;
  expect(greedy.code).toBe(2);
  expect(greedy.stderr).toContain('--share a number from 0.05 to 1');
  const none = await runCli([]).done;
  expect(none.code).toBe(2);
  expect(none.stderr).toMatch(/Usage: npm run projections -- <command>/);
});
