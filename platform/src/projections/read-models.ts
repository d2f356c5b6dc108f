import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EventStore } from '../event-store/port';
import type { Pool, PoolClient, Queryable } from '../postgres/pool';
import type { VersionComparison } from './comparison';
import type { Projection } from './projection';

/**
 * The registry of read-model versions (table `projection_versions`). Each version of a projection's
 * read model is a schema of its own, `rm_<name>_v<n>`, created by running the projection's migration
 * files inside it, and a checkpoint of its own, `<name>@v<n>`. Per projection one version is active
 * (queries read it) and at most one is being built; replaced versions are retired, then dropped.
 * Every change of state runs under the projection's registry lock (a transaction advisory lock).
 */

export type VersionState = 'building' | 'active' | 'retired' | 'abandoned';

export interface ReadModelVersion {
  readonly name: string;
  /** The read model's version: a build number, part of its schema and checkpoint names. */
  readonly version: number;
  /** The projection's code version whose `apply` writes it. */
  readonly codeVersion: number;
  readonly schema: string;
  readonly state: VersionState;
  readonly migrations: readonly string[];
  readonly reason: string;
  readonly createdAt: Date;
  readonly activatedAt: Date | null;
  readonly retiredAt: Date | null;
  readonly droppedAt: Date | null;
  /** A build's progress in events of the whole store, as its builder last reported it. */
  readonly eventsTotal: number | null;
  readonly eventsDone: number | null;
  readonly eventsPerSecond: number | null;
  readonly progressAt: Date | null;
  /** The event its runner cannot get past, and why; null while all is well. */
  readonly failure: ProjectionFailure | null;
  /** Set at the switch to this version: its tables against the version it replaced. */
  readonly comparison: VersionComparison | null;
}

/** An event a version's runner failed to apply (it retries, backing off, until it gets past it). */
export interface ProjectionFailure {
  readonly error: string;
  readonly event: {
    readonly id: string;
    readonly type: string;
    readonly streamId: string;
    readonly streamVersion: number;
    readonly globalPosition: string;
    readonly checkpoint: string;
  } | null;
  readonly attempts: number;
  readonly firstAt: string;
  readonly lastAt: string;
}

interface VersionRow {
  name: string;
  version: number;
  code_version: number;
  schema_name: string;
  state: VersionState;
  migrations: string[];
  reason: string;
  created_at: Date;
  activated_at: Date | null;
  retired_at: Date | null;
  dropped_at: Date | null;
  events_total: string | null;
  events_done: string | null;
  events_per_second: number | null;
  progress_at: Date | null;
  failure: ProjectionFailure | null;
  comparison: VersionComparison | null;
}

const count = (value: string | null) => (value === null ? null : Number(value));

function toVersion(row: VersionRow): ReadModelVersion {
  return {
    name: row.name,
    version: row.version,
    codeVersion: row.code_version,
    schema: row.schema_name,
    state: row.state,
    migrations: row.migrations,
    reason: row.reason,
    createdAt: row.created_at,
    activatedAt: row.activated_at,
    retiredAt: row.retired_at,
    droppedAt: row.dropped_at,
    eventsTotal: count(row.events_total),
    eventsDone: count(row.events_done),
    eventsPerSecond: row.events_per_second,
    progressAt: row.progress_at,
    failure: row.failure ?? null,
    comparison: row.comparison ?? null,
  };
}

const ignore = () => undefined;

/**
 * A pooled client, checked out. pg emits 'error' on a checked-out client whose server goes away (a
 * restart, or an embedded server stopped by Ctrl-C); unheard, that event would end the process, while
 * the query in flight fails anyway and the caller retries.
 */
export async function checkout(pool: Pool): Promise<PoolClient & { done(): void }> {
  const client = await pool.connect();
  client.on('error', ignore);
  return Object.assign(client, {
    done() {
      client.removeListener('error', ignore);
      client.release();
    },
  });
}

/** Runs `work` in a transaction on one checked-out client; rolls back on any error. */
export async function inTransaction<T>(pool: Pool, work: (tx: PoolClient) => Promise<T>): Promise<T> {
  const client = await checkout(pool);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(ignore);
    throw error;
  } finally {
    client.done();
  }
}

/** `rm_offer_details_v3`: lower-case letters, digits and underscores only, so it never needs quoting. */
export function schemaFor(name: string, version: number): string {
  const schema = `rm_${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_v${version}`;
  if (schema.length > 63) throw new Error(`Projection name too long for a schema name: ${name}`);
  return schema;
}

/** The version's row in projection_checkpoints, and the key of its single-runner advisory lock. */
export function checkpointFor(name: string, version: number): string {
  return `${name}@v${version}`;
}

export function quoteIdentifier(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

/** The `search_path` of a version's transactions: its schema first; extensions and functions stay in public. */
export function searchPathFor(schema: string): string {
  return `${quoteIdentifier(schema)}, public`;
}

/** Makes the transaction's unqualified table names resolve in the version's schema. */
export async function useSchema(tx: Queryable, schema: string): Promise<void> {
  await tx.query(`SET LOCAL search_path TO ${searchPathFor(schema)}`);
}

export async function useDefaultSchema(tx: Queryable): Promise<void> {
  await tx.query('SET LOCAL search_path TO DEFAULT');
}

async function lockRegistry(tx: Queryable, name: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('tablica-read-model:' || $1, 0))", [name]);
}

/** Every version of one projection (or of all), oldest first. */
export async function listVersions(db: Queryable, name?: string): Promise<ReadModelVersion[]> {
  const result = await db.query<VersionRow>(
    'SELECT * FROM projection_versions WHERE $1::text IS NULL OR name = $1 ORDER BY name, version',
    [name ?? null],
  );
  return result.rows.map(toVersion);
}

export async function findVersion(
  db: Queryable,
  name: string,
  version: number,
): Promise<ReadModelVersion | null> {
  const result = await db.query<VersionRow>(
    'SELECT * FROM projection_versions WHERE name = $1 AND version = $2',
    [name, version],
  );
  return result.rows[0] ? toVersion(result.rows[0]) : null;
}

/** The active and the building version of a projection. */
export async function currentVersions(
  db: Queryable,
  name: string,
): Promise<{ active: ReadModelVersion | null; building: ReadModelVersion | null }> {
  const result = await db.query<VersionRow>(
    "SELECT * FROM projection_versions WHERE name = $1 AND state IN ('active', 'building')",
    [name],
  );
  const versions = result.rows.map(toVersion);
  return {
    active: versions.find((version) => version.state === 'active') ?? null,
    building: versions.find((version) => version.state === 'building') ?? null,
  };
}

/** The active version's schema and checkpoint: where the projection stands, from any process. */
export async function activeCheckpoint(
  db: Queryable,
  name: string,
): Promise<{
  version: number;
  schema: string;
  checkpoint: string | null;
  eventsHandled: number;
  /** Its readers' indexes are still to be created (a first start's fill, see `createDeferredIndexes`). */
  indexing: boolean;
} | null> {
  const result = await db.query<{
    version: number;
    schema_name: string;
    checkpoint: string | null;
    events_handled: string | null;
    indexing: boolean;
  }>(
    `SELECT v.version, v.schema_name, c.checkpoint, c.events_handled, v.deferred_indexes IS NOT NULL AS indexing
       FROM projection_versions v
       LEFT JOIN projection_checkpoints c ON c.name = v.name || '@v' || v.version
      WHERE v.name = $1 AND v.state = 'active'`,
    [name],
  );
  const row = result.rows[0];
  return row
    ? {
        version: row.version,
        schema: row.schema_name,
        checkpoint: row.checkpoint,
        eventsHandled: Number(row.events_handled ?? 0),
        indexing: row.indexing,
      }
    : null;
}

interface MigrationFile {
  readonly name: string;
  readonly sql: string;
}

/** The `-- Up Migration` section, found the way node-pg-migrate finds it (the whole file when unmarked). */
function upSection(content: string): string {
  const up = content.search(/^\s*--[\s-]*up\s+migration/im);
  const down = content.search(/^\s*--[\s-]*down\s+migration/im);
  if (up < 0) return down < 0 ? content : content.slice(0, down);
  return content.slice(up, down > up ? down : undefined);
}

async function migrationFiles(projection: Projection): Promise<MigrationFile[]> {
  const folders =
    typeof projection.migrations === 'string' ? [projection.migrations] : (projection.migrations ?? []);
  const files = (
    await Promise.all(
      folders.map(async (folder) =>
        (await readdir(folder)).filter((file) => file.endsWith('.sql')).map((file) => ({ folder, file })),
      ),
    )
  ).flat();
  // One order across the folders: by file name (a timestamp first), as node-pg-migrate runs them.
  files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return Promise.all(
    files.map(async ({ folder, file }) => ({
      name: file.replace(/\.sql$/, ''),
      sql: upSection(await readFile(path.join(folder, file), 'utf8')),
    })),
  );
}

async function runMigrations(tx: Queryable, schema: string, files: readonly MigrationFile[]): Promise<void> {
  if (files.length === 0) return;
  await useSchema(tx, schema);
  for (const file of files) {
    try {
      await tx.query(file.sql);
    } catch (error) {
      throw new Error(
        `Migration ${file.name} failed in ${schema}: ${error instanceof Error ? error.message : error}`,
        { cause: error },
      );
    }
  }
  await useDefaultSchema(tx);
}

/** Creates the schema, its tables and its empty checkpoint, and registers it; inside the caller's transaction. */
async function createVersion(
  tx: PoolClient,
  projection: Projection,
  state: 'active' | 'building',
  reason: string,
  eventsTotal: number | null,
): Promise<ReadModelVersion> {
  const next = await tx.query<{ version: number }>(
    'SELECT coalesce(max(version), 0) + 1 AS version FROM projection_versions WHERE name = $1',
    [projection.name],
  );
  const version = next.rows[0]!.version;
  const schema = schemaFor(projection.name, version);
  const files = await migrationFiles(projection);
  // Never adopt a schema of the same name: it is not ours to trust (CREATE SCHEMA fails if it exists).
  await tx.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
  await runMigrations(tx, schema, files);
  // Every version starts from zero, so it keeps its readers' indexes for the end (createDeferredIndexes):
  // a build before its switch, an active version made at a first start once its lane has caught up
  // (readers read it meanwhile, without them: a seeded board's or a restored store's first start filled
  // the search index at ~150 events/s keeping them row by row, at build speed without).
  const deferred = await dropDeferredIndexes(tx, schema, projection);
  const created = await tx.query<VersionRow>(
    `INSERT INTO projection_versions
       (name, version, code_version, schema_name, state, migrations, reason, activated_at, events_total, events_done,
        deferred_indexes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $5 = 'active' THEN now() END, $8, CASE WHEN $8::bigint IS NOT NULL THEN 0 END,
        $9)
     RETURNING *`,
    [
      projection.name,
      version,
      projection.version,
      schema,
      state,
      files.map((file) => file.name),
      reason,
      eventsTotal,
      deferred,
    ],
  );
  await tx.query(
    `INSERT INTO projection_checkpoints (name) VALUES ($1)
     ON CONFLICT (name) DO UPDATE SET checkpoint = NULL, events_handled = 0, updated_at = now()`,
    [checkpointFor(projection.name, version)],
  );
  return toVersion(created.rows[0]!);
}

/**
 * Drops the projection's `deferredIndexes` from a new version's schema and returns their definitions
 * (null when it defers none). A name its migrations did not create is a mistake in the projection.
 */
async function dropDeferredIndexes(
  tx: Queryable,
  schema: string,
  projection: Projection,
): Promise<string[] | null> {
  const names = projection.deferredIndexes ?? [];
  if (names.length === 0) return null;
  const found = await tx.query<{ indexname: string; indexdef: string }>(
    'SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 AND indexname = ANY($2::text[])',
    [schema, names],
  );
  const missing = names.filter((name) => !found.rows.some((row) => row.indexname === name));
  if (missing.length > 0)
    throw new Error(`${projection.name} defers indexes its migrations do not create: ${missing.join(', ')}`);
  for (const { indexname } of found.rows)
    await tx.query(`DROP INDEX ${quoteIdentifier(schema)}.${quoteIdentifier(indexname)}`);
  return found.rows.map((row) =>
    row.indexdef.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '),
  );
}

/** Whether a version still has indexes to create (see `createDeferredIndexes`). */
export async function hasDeferredIndexes(db: Queryable, name: string, version: number): Promise<boolean> {
  const result = await db.query(
    'SELECT 1 FROM projection_versions WHERE name = $1 AND version = $2 AND deferred_indexes IS NOT NULL',
    [name, version],
  );
  return result.rowCount === 1;
}

/**
 * Fills what a version built from zero deferred (`Projection.deferredFills`) and creates the indexes it
 * deferred (see `Projection.deferredIndexes`), once its lane has caught up (a build: before it switches); then
 * forgets them. One transaction: done once, or not at all (a crash before its commit leaves it to the next
 * attempt). Returns how many indexes it created.
 */
export async function createDeferredIndexes(
  pool: Pool,
  projection: Projection,
  version: number,
): Promise<number> {
  return inTransaction(pool, async (tx) => {
    const result = await tx.query<{ deferred_indexes: string[] | null; schema_name: string }>(
      'SELECT deferred_indexes, schema_name FROM projection_versions WHERE name = $1 AND version = $2 FOR UPDATE',
      [projection.name, version],
    );
    const row = result.rows[0];
    if (!row?.deferred_indexes) return 0;
    // Whole tables grouped and indexed at once: memory for that, in this transaction alone.
    await tx.query("SET LOCAL work_mem = '256MB'");
    await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
    await useSchema(tx, row.schema_name);
    for (const fill of projection.deferredFills ?? []) await tx.query(fill);
    await useDefaultSchema(tx);
    for (const definition of row.deferred_indexes) await tx.query(definition);
    await tx.query(
      'UPDATE projection_versions SET deferred_indexes = NULL WHERE name = $1 AND version = $2',
      [projection.name, version],
    );
    return row.deferred_indexes.length;
  });
}

/**
 * The active version, created (empty, version 1 or the next free number) when the projection has none:
 * a projection's first start, which fills it from position zero like any new read model.
 */
export async function ensureActiveVersion(pool: Pool, projection: Projection): Promise<ReadModelVersion> {
  const { active } = await currentVersions(pool, projection.name);
  if (active) return active;
  return inTransaction(pool, async (tx) => {
    await lockRegistry(tx, projection.name);
    const again = await currentVersions(tx, projection.name);
    return again.active ?? createVersion(tx, projection, 'active', 'first start', null);
  });
}

/**
 * Asks for a new version built from position zero with this code. Idempotent: when a version is already
 * being built by this code version or a newer one, that one is returned (`created: false`); one being
 * built by an older code version is abandoned in favour of the new one.
 */
export async function requestRebuild(
  pool: Pool,
  store: EventStore,
  projection: Projection,
  reason: string,
): Promise<{ version: ReadModelVersion; created: boolean }> {
  const total = await store.countAfter(null);
  return inTransaction(pool, async (tx) => {
    await lockRegistry(tx, projection.name);
    const { active, building } = await currentVersions(tx, projection.name);
    if (!active) await createVersion(tx, projection, 'active', 'first start', null);
    if (building && building.codeVersion >= projection.version) return { version: building, created: false };
    if (building) await abandonVersion(tx, projection.name, building.version);
    return { version: await createVersion(tx, projection, 'building', reason, total), created: true };
  });
}

/** Gives a version up: its runner finds it gone at its next batch; its schema goes with the retired ones. */
async function abandonVersion(tx: Queryable, name: string, version: number): Promise<void> {
  await tx.query(
    "UPDATE projection_versions SET state = 'abandoned', retired_at = now() WHERE name = $1 AND version = $2",
    [name, version],
  );
}

/**
 * Gives up the version being built (an admin's cancel): it is abandoned like one superseded by newer
 * code, so the building lane finds it gone at its next batch and stops, the active version serves on,
 * and its schema is dropped with the other abandoned ones. Null when no rebuild was under way.
 */
export async function cancelRebuild(pool: Pool, projection: Projection): Promise<ReadModelVersion | null> {
  return inTransaction(pool, async (tx) => {
    await lockRegistry(tx, projection.name);
    const { building } = await currentVersions(tx, projection.name);
    if (!building) return null;
    await abandonVersion(tx, projection.name, building.version);
    return building;
  });
}

/**
 * Runs the projection's migration files that this version has not run yet (a new index, say) inside its
 * schema. A change that needs the events applied again takes a code-version bump instead.
 */
export async function applyPendingMigrations(
  pool: Pool,
  projection: Projection,
  version: ReadModelVersion,
): Promise<string[]> {
  const files = await migrationFiles(projection);
  if (files.every((file) => version.migrations.includes(file.name))) return [];
  return inTransaction(pool, async (tx) => {
    await lockRegistry(tx, projection.name);
    const current = await tx.query<{ migrations: string[] }>(
      'SELECT migrations FROM projection_versions WHERE name = $1 AND version = $2',
      [projection.name, version.version],
    );
    const done = current.rows[0]?.migrations ?? [];
    const pending = files.filter((file) => !done.includes(file.name));
    await runMigrations(tx, version.schema, pending);
    await tx.query(
      'UPDATE projection_versions SET migrations = migrations || $3::text[] WHERE name = $1 AND version = $2',
      [projection.name, version.version, pending.map((file) => file.name)],
    );
    return pending.map((file) => file.name);
  });
}

/**
 * Drops the schemas of versions retired (or abandoned) at least `graceMs` ago; readers that cached
 * the old schema have had that long to notice the switch. Returns how long until the next one is due.
 */
export async function dropRetiredSchemas(
  pool: Pool,
  name: string,
  graceMs: number,
): Promise<{ dropped: string[]; nextInMs: number | null }> {
  const retired = await pool.query<{ version: number; schema_name: string; wait_ms: number }>(
    `SELECT version, schema_name,
            greatest(0, extract(epoch FROM coalesce(retired_at, now()) + $2 * interval '1 millisecond' - now()) * 1000)::float8 AS wait_ms
       FROM projection_versions
      WHERE name = $1 AND state IN ('retired', 'abandoned') AND dropped_at IS NULL
      ORDER BY version`,
    [name, graceMs],
  );
  const dropped: string[] = [];
  let nextInMs: number | null = null;
  for (const row of retired.rows) {
    if (row.wait_ms > 0) {
      nextInMs = Math.min(nextInMs ?? Infinity, row.wait_ms);
      continue;
    }
    await inTransaction(pool, async (tx) => {
      // Waiting for a lock queues every reader of those tables behind us: give up soon, try again later.
      await tx.query("SET LOCAL lock_timeout = '2s'");
      await tx.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(row.schema_name)} CASCADE`);
      await tx.query(
        'UPDATE projection_versions SET dropped_at = now() WHERE name = $1 AND version = $2 AND dropped_at IS NULL',
        [name, row.version],
      );
    });
    dropped.push(row.schema_name);
  }
  return { dropped, nextInMs };
}

/** A builder's progress report (events of the whole store: done of total, and its rate). */
export async function reportBuildProgress(
  db: Queryable,
  name: string,
  version: number,
  progress: { eventsTotal: number | null; eventsDone: number | null; eventsPerSecond: number | null },
): Promise<void> {
  await db.query(
    `UPDATE projection_versions
        SET events_total = $3, events_done = $4, events_per_second = $5, progress_at = now()
      WHERE name = $1 AND version = $2 AND state = 'building'`,
    [name, version, progress.eventsTotal, progress.eventsDone, progress.eventsPerSecond],
  );
}

/** A live version's rate (events applied per second), reported by its runner when it changes. */
export async function reportLiveRate(
  db: Queryable,
  name: string,
  version: number,
  eventsPerSecond: number,
): Promise<void> {
  await db.query(
    `UPDATE projection_versions SET events_per_second = $3, progress_at = now()
      WHERE name = $1 AND version = $2 AND state = 'active'`,
    [name, version, eventsPerSecond],
  );
}

/**
 * Records that the version's runner failed on `event` (null: before it could tell which), counting the
 * attempts at the same event; outside the failed transaction, so it stays when that one rolls back.
 */
export async function recordFailure(
  db: Queryable,
  name: string,
  version: number,
  error: string,
  event: ProjectionFailure['event'],
): Promise<void> {
  await db.query(
    `UPDATE projection_versions
        SET failure = jsonb_build_object(
              'error', $3::text,
              'event', $4::jsonb,
              'attempts', CASE WHEN failure->'event'->>'id' IS NOT DISTINCT FROM $4::jsonb->>'id'
                               THEN coalesce((failure->>'attempts')::int, 0) + 1 ELSE 1 END,
              'firstAt', CASE WHEN failure->'event'->>'id' IS NOT DISTINCT FROM $4::jsonb->>'id'
                              THEN coalesce(failure->>'firstAt', to_json(now())#>>'{}') ELSE to_json(now())#>>'{}' END,
              'lastAt', to_json(now())#>>'{}')
      WHERE name = $1 AND version = $2`,
    [name, version, error, event === null ? null : JSON.stringify(event)],
  );
}

/** The runner got past the event it failed on (in the transaction that applied it). */
export async function clearFailure(db: Queryable, name: string, version: number): Promise<void> {
  await db.query(
    'UPDATE projection_versions SET failure = NULL WHERE name = $1 AND version = $2 AND failure IS NOT NULL',
    [name, version],
  );
}

/** Keeps the comparison taken at the switch with the version switched to. */
export async function recordComparison(
  db: Queryable,
  name: string,
  version: number,
  comparison: VersionComparison,
): Promise<void> {
  await db.query('UPDATE projection_versions SET comparison = $3 WHERE name = $1 AND version = $2', [
    name,
    version,
    JSON.stringify(comparison),
  ]);
}
