import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { jobIdFor, jobKind, openQueue, type JobQueue } from './queue';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const greeting = jobKind<{ name: string }>('test-greeting', { retryLimit: 1, retryDelay: 0 });

async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe.each([
  ['its own pool (connection string)', () => openQueue({ connectionString: database.url })],
  ['our pool', () => openQueue({ pool: database.pool })],
])('the job queue on %s', (_, open) => {
  let queue: JobQueue;
  beforeAll(async () => {
    queue = await open();
    await queue.declare(greeting);
  });
  afterAll(async () => {
    await queue.stop();
  });

  it('creates its schema, runs jobs, and sends a job per id once', async () => {
    const schema = await database.pool.query("SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss'");
    expect(schema.rowCount).toBe(1);
    const ran: string[] = [];
    await queue.work(greeting, { pollingIntervalSeconds: 0.5 }, async (job) => {
      ran.push(job.data.name);
      return { greeted: job.data.name };
    });
    const name = `Ada ${Math.random()}`;
    const id = jobIdFor(`greet:${name}`);
    expect(await queue.send(greeting, [{ id, data: { name } }])).toEqual([id]);
    expect(await queue.send(greeting, [{ id, data: { name: `${name} again` } }])).toEqual([]);
    await eventually(async () => {
      expect(await queue.find(greeting, { name })).toMatchObject([
        { id, state: 'completed', output: { greeted: name } },
      ]);
    });
    // Still kept after it ran: the same id stays a no-op.
    expect(await queue.send(greeting, [{ id, data: { name } }])).toEqual([]);
    expect(ran.filter((greeted) => greeted.startsWith(name))).toEqual([name]);
  });

  it('holds a delayed job until its time', async () => {
    const name = `Grace ${Math.random()}`;
    const sentAt = Date.now();
    await queue.send(greeting, [{ data: { name }, delayMs: 1_500 }]);
    const [waiting] = await queue.find(greeting, { name });
    expect(waiting?.state).toBe('created');
    await eventually(async () => {
      const [job] = await queue.find(greeting, { name });
      expect(job?.state).toBe('completed');
    });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1_400);
  });

  it('retries a job whose handler failed', async () => {
    const flaky = jobKind<{ run: string }>(`test-flaky-${Math.random().toString(36).slice(2, 8)}`, {
      retryLimit: 2,
      retryDelay: 0,
    });
    await queue.declare(flaky);
    let attempts = 0;
    await queue.work(flaky, { pollingIntervalSeconds: 0.5 }, async (job) => {
      attempts++;
      if (job.retryCount === 0) throw new Error('not this time');
      return { attempt: job.retryCount };
    });
    await queue.send(flaky, [{ data: { run: 'once' } }]);
    await eventually(async () => {
      const [job] = await queue.find(flaky, { run: 'once' });
      expect(job).toMatchObject({ state: 'completed', output: { attempt: 1 } });
    });
    expect(attempts).toBe(2);
  });

  it('keeps one job per singleton key waiting or running in an exclusive queue', async () => {
    const kind = jobKind<{ key: string; run: number }>(
      `test-exclusive-${Math.random().toString(36).slice(2, 8)}`,
      {
        policy: 'exclusive',
      },
    );
    await queue.declare(kind);
    const key = 'timer:a';
    // Waiting: a second job with the same key (another id) is not created; one with another key is.
    const [first] = await queue.send(kind, [{ data: { key, run: 1 }, singletonKey: key, delayMs: 60_000 }]);
    expect(first).toBeDefined();
    expect(await queue.send(kind, [{ data: { key, run: 2 }, singletonKey: key }])).toEqual([]);
    expect(
      await queue.send(kind, [{ data: { key: 'timer:b', run: 1 }, singletonKey: 'timer:b' }]),
    ).toHaveLength(1);
    // Once the job has ended, the key takes a new one.
    await queue.cancel(kind, [first!]);
    expect(await queue.send(kind, [{ data: { key, run: 3 }, singletonKey: key }])).toHaveLength(1);
    expect((await queue.find(kind, { key })).map((job) => [job.data.run, job.state]).sort()).toEqual([
      [1, 'cancelled'],
      [3, 'created'],
    ]);

    await queue.retire(kind.name, 'test-never-declared');
    const left = await database.pool.query('SELECT 1 FROM pgboss.queue WHERE name = $1', [kind.name]);
    expect(left.rowCount).toBe(0);
  });
});
