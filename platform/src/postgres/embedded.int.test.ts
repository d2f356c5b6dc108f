import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { attachOrStartEmbeddedPostgres, startEmbeddedPostgres } from './embedded';
import { migrate, platformMigrationsDir } from './migrate';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('keeps its data across restarts, migrations are idempotent, and it takes over from a killed owner', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tablica-embedded-'));
    dirs.push(dir);
    const data = path.join(dir, 'pg');

    const first = await startEmbeddedPostgres({ dir: data, fast: true, settings: { work_mem: '8MB' } });
    await first.createDatabase('keep');
    // The board's settings (many small queries: no parallel workers, buffers that hold the search
    // tables), then the caller's.
    const [settings] = await query(
      first.urlFor('keep'),
      `SELECT current_setting('max_parallel_workers_per_gather') AS workers,
              pg_size_bytes(current_setting('shared_buffers')) >= 128 * 1024 * 1024 AS buffers,
              current_setting('work_mem') AS work_mem`,
    );
    expect(settings).toEqual({ workers: '0', buffers: true, work_mem: '8MB' });
    expect((await migrate(first.urlFor('keep'), [platformMigrationsDir])).length).toBeGreaterThan(0);
    await query(first.urlFor('keep'), "INSERT INTO event_streams VALUES ('kept', 0)");
    expect(await migrate(first.urlFor('keep'), [platformMigrationsDir])).toEqual([]);
    await first.stop();

    // A process that started the server and was killed with -9 leaves the postmaster running.
    const orphanScript = `
      import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve('platform/src/postgres/embedded.ts'))};
      await startEmbeddedPostgres({ dir: ${JSON.stringify(data)}, fast: true });
      console.log('started');`;
    const owner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', orphanScript], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      owner.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('started') && resolve());
      owner.once('exit', () => reject(new Error('owner exited before starting PostgreSQL')));
    });
    owner.removeAllListeners('exit');
    const gone = new Promise((resolve) => owner.once('exit', resolve));
    owner.kill('SIGKILL');
    await gone; // reaped: its pid no longer answers

    const second = await startEmbeddedPostgres({ dir: data, fast: true });
    try {
      expect(await query(second.urlFor('keep'), 'SELECT stream_id FROM event_streams')).toEqual([
        { stream_id: 'kept' },
      ]);
    } finally {
      await second.stop();
    }
  });

  it('lets a tool attach to the server another live process runs on the folder, and refuses to take it over', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tablica-embedded-'));
    dirs.push(dir);
    const data = path.join(dir, 'pg');
    const owner = await startEmbeddedPostgres({ dir: data, fast: true });
    try {
      await expect(startEmbeddedPostgres({ dir: data, fast: true })).rejects.toThrow(
        /in use by a running PostgreSQL/,
      );
      const attached = await attachOrStartEmbeddedPostgres({ dir: data, fast: true });
      expect(attached.port).toBe(owner.port);
      await attached.createDatabase('shared');
      await attached.stop(); // leaves the owner's server running
      expect(await query(owner.urlFor('shared'), 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    } finally {
      await owner.stop();
    }
  });

  it('says why when it cannot start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tablica-embedded-'));
    dirs.push(dir);
    const running = await startEmbeddedPostgres({ dir: path.join(dir, 'a'), fast: true });
    try {
      await expect(
        startEmbeddedPostgres({ dir: path.join(dir, 'b'), port: running.port, fast: true }),
      ).rejects.toThrow(/failed to start[\s\S]*PostgreSQL log/);
    } finally {
      await running.stop();
    }
  });
});
