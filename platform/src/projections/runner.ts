import pg from 'pg';
import type { EventStore, ReadAllResult, RecordedEvent } from '../event-store/port';
import type { Logger } from '../observability/logger';
import type { Metrics } from '../observability/metrics';
import type { Pool, PoolClient } from '../postgres/pool';
import { compareVersions } from './comparison';
import { readModelLocator } from './locator';
import type { Projection } from './projection';
import {
  activeCheckpoint,
  applyPendingMigrations,
  checkout,
  checkpointFor,
  clearFailure,
  createDeferredIndexes,
  currentVersions,
  dropRetiredSchemas,
  ensureActiveVersion,
  hasDeferredIndexes,
  recordComparison,
  recordFailure,
  reportBuildProgress,
  reportLiveRate,
  requestRebuild,
  quoteIdentifier,
  searchPathFor,
  useDefaultSchema,
  useSchema,
  type ProjectionFailure,
  type ReadModelVersion,
} from './read-models';

/** `active`: keep the read model queries read; `building`: build the version under construction. */
export type RunnerLane = 'active' | 'building';

export interface RunnerOptions {
  readonly batchSize?: number;
  /**
   * Events per batch of the active version while it is behind the head (its last batch was full: a first
   * start over a seeded or restored store, a restart after downtime); default 1000, never below
   * `batchSize`. Throughput over a short turn of the event loop while a backlog waits: a first start
   * of the 100,000-offer bench board applied ~1,000 events/s per read model with the board's 100.
   */
  readonly catchUpBatchSize?: number;
  /** How often an idle runner looks for events even without a wake-up. */
  readonly idlePollMs?: number;
  /** How often a standby runner tries to take over the projection. */
  readonly standbyPollMs?: number;
  /** The versions this runner keeps (default both: a hot standby for rebuilds too). */
  readonly lanes?: readonly RunnerLane[];
  /** Ask for a rebuild when this code version is newer than the active read model's (default true). */
  readonly autoRebuild?: boolean;
  /** How long a replaced version's schema stays for readers that still hold it (default 5 s). */
  readonly dropAfterMs?: number;
  /** How often a build reports its progress, and the active version its rate (at least; slower when counting events takes long). */
  readonly progressEveryMs?: number;
  /**
   * The share of its time a build of a new version works while an older version serves (0-1, default
   * 1): after each batch it rests for as long as the batch took times (1 - share) / share, leaving the
   * cores and the database to the board meanwhile (Elasticsearch's throttled reindex does the same).
   */
  readonly buildShare?: number;
  /**
   * What the active version reads the store through (default the runner's store): the process's
   * shared reads (`sharedReads`), so the read models catching up together parse each page once. A
   * build reads the store itself, at its own pace.
   */
  readonly activeReads?: EventStore;
  readonly logger?: Logger;
  readonly metrics?: Metrics;
  /** After each committed batch of the active version that applied events (e.g. to drop cached answers). */
  readonly onCommitted?: (events: readonly RecordedEvent[]) => void;
}

export interface LaneStatus {
  /** This process holds the version's lock and applies events to it. */
  readonly active: boolean;
  readonly version: number | null;
  readonly checkpoint: string | null;
}

export interface RunnerStatus extends LaneStatus {
  readonly name: string;
  /** The build of a new version, when this process takes part in one. */
  readonly building: LaneStatus | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The events of a build's first batch at most (see `step`). */
const firstBuildBatch = 50;

interface LaneContext {
  readonly pool: Pool;
  readonly connectionString: string;
  readonly store: EventStore;
  readonly activeReads: EventStore;
  readonly projection: Projection;
  readonly batchSize: number;
  readonly catchUpBatchSize: number;
  readonly idlePollMs: number;
  readonly standbyPollMs: number;
  readonly autoRebuild: boolean;
  readonly dropAfterMs: number;
  readonly progressEveryMs: number;
  readonly buildShare: number;
  readonly log: Logger | undefined;
  readonly metrics: Metrics | undefined;
  readonly onCommitted: ((events: readonly RecordedEvent[]) => void) | undefined;
  /** The building lane switched the active version: the active lane moves to it. */
  switched(): void;
  /** The active lane asked for a rebuild: the building lane takes it up now rather than at its next poll. */
  rebuildRequested(): void;
}

type StepResult = { readonly moved: boolean; readonly atHead: boolean } | 'gone';

/**
 * Keeps one projection's read models up to date. Each read-model version has its own schema and
 * checkpoint, and only one runner per version is active across all processes (a session advisory lock
 * on `<name>@v<n>`); the others wait as hot standbys. Each batch is applied and the version's checkpoint
 * advanced in one transaction with a compare-and-set, after taking a share lock on the version's
 * registry row, so a crash at any moment loses and repeats nothing, and nothing is written to a
 * version once it is no longer current.
 *
 * The `active` lane follows the active version (and moves to the next one after a switch); the
 * `building` lane builds the version under construction from position zero and, once it has caught up,
 * switches it active in one transaction (see `switchOver`).
 */
export class ProjectionRunner {
  private readonly lanes: Lane[];
  private running = false;
  private unsubscribe: (() => void) | null = null;

  constructor(
    pool: Pool,
    connectionString: string,
    private readonly store: EventStore,
    readonly projection: Projection,
    options: RunnerOptions = {},
  ) {
    const context: LaneContext = {
      pool,
      connectionString,
      store,
      activeReads: options.activeReads ?? store,
      projection,
      batchSize: options.batchSize ?? 500,
      catchUpBatchSize: Math.max(options.batchSize ?? 500, options.catchUpBatchSize ?? 1000),
      idlePollMs: options.idlePollMs ?? 1000,
      standbyPollMs: options.standbyPollMs ?? 1000,
      autoRebuild: options.autoRebuild ?? true,
      dropAfterMs: options.dropAfterMs ?? 5000,
      progressEveryMs: options.progressEveryMs ?? 1000,
      buildShare: Math.min(1, Math.max(0.05, options.buildShare ?? 1)),
      log: options.logger?.child({ projection: projection.name }),
      metrics: options.metrics,
      onCommitted: options.onCommitted,
      switched: () => this.lanes.find((lane) => lane.kind === 'active')?.retarget(),
      rebuildRequested: () => this.lanes.find((lane) => lane.kind === 'building')?.signal(),
    };
    this.lanes = [...new Set<RunnerLane>(options.lanes ?? ['active', 'building'])].map(
      (kind) => new Lane(context, kind),
    );
  }

  get status(): RunnerStatus {
    const active = this.lanes.find((lane) => lane.kind === 'active')?.status;
    const building = this.lanes.find((lane) => lane.kind === 'building')?.status;
    return {
      name: this.projection.name,
      active: active?.active ?? false,
      version: active?.version ?? null,
      checkpoint: active?.checkpoint ?? null,
      building: building?.version ? building : null,
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.store.onAppended(() => this.lanes.forEach((lane) => lane.signal()));
    this.lanes.forEach((lane) => lane.start());
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    await Promise.all(this.lanes.map((lane) => lane.stop()));
  }

  /**
   * A rebuild was requested in this process (the projections page): its building lane takes it up now
   * rather than at its next standby poll. Other processes' runners find it at theirs.
   */
  rebuildRequested(): void {
    this.lanes.find((lane) => lane.kind === 'building')?.signal();
  }
}

/**
 * A rebuilt version's tables were filled from nothing; readers move to them at the switch, and the
 * planner must not meet 100,000 rows it has no statistics for (autovacuum would get to them later).
 * ANALYZE samples each table (seconds at most) once the build has caught up, before its deferred fills
 * and indexes (the fills analyze what they write) and the switch, outside their transactions.
 */
async function analyzeSchema(pool: Pool, schema: string): Promise<void> {
  const tables = await pool.query<{ tablename: string }>(
    'SELECT tablename FROM pg_tables WHERE schemaname = $1 ORDER BY tablename',
    [schema],
  );
  for (const { tablename } of tables.rows)
    await pool.query(`ANALYZE ${quoteIdentifier(schema)}.${quoteIdentifier(tablename)}`);
}

class Lane {
  private running = false;
  private loop: Promise<void> | null = null;
  private lockClient: pg.Client | null = null;
  private target: ReadModelVersion | null = null;
  private checkpoint: string | null = null;
  private eventsHandled = 0;
  private woken = false;
  private retargeted = false;
  /** The building version whose tables have statistics (see `analyzeSchema`). */
  private analyzed: number | null = null;
  private wake: (() => void) | null = null;
  /** After a switch the next version's lock frees within moments: try for it often until then. */
  private eagerUntil = 0;
  /** When the active lane next drops retired schemas (null: nothing pending). */
  private collectAt: number | null = 0;
  private standbyReason = '';
  private nextProgressAt = 0;
  private lastProgress: { at: number; done: number; rate: number | null } | null = null;
  /** The live rate last written to the registry (the active lane). */
  private reportedRate: number | null = null;
  /** The registry may hold a failure of this version: the next batch that commits clears it. */
  private mayHaveFailed = true;
  /** Failures in a row: the retries back off (an event that fails usually fails again). */
  private failuresInARow = 0;
  /**
   * The next batch, read while the one before it is applied (the read and the writes run side by side
   * on two connections); used only by a step that starts from the checkpoint it was read after.
   */
  private readAhead: { readonly after: string | null; readonly batch: Promise<ReadAllResult> } | null = null;
  /** The last batch was full: more events wait (see `RunnerOptions.catchUpBatchSize`). */
  private behind = false;
  /** The last switch's comparison of the two versions, still running after it (see `startComparison`). */
  private comparing: Promise<void> | null = null;

  constructor(
    private readonly context: LaneContext,
    readonly kind: RunnerLane,
  ) {}

  get status(): LaneStatus {
    return {
      active: this.lockClient !== null,
      version: this.target?.version ?? null,
      checkpoint: this.checkpoint,
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.signal();
    await this.loop;
    this.loop = null;
    await this.comparing;
    this.comparing = null;
  }

  signal(): void {
    this.woken = true;
    this.wake?.();
  }

  retarget(): void {
    this.retargeted = true;
    this.eagerUntil = Date.now() + 5000;
    this.signal();
  }

  private async waitForWake(ms: number): Promise<void> {
    if (this.woken || !this.running) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wake = null;
  }

  private async pause(ms: number): Promise<void> {
    await this.waitForWake(ms);
    this.woken = false;
  }

  private async run(): Promise<void> {
    const { log, standbyPollMs } = this.context;
    while (this.running) {
      let target: ReadModelVersion | null = null;
      try {
        this.retargeted = false;
        target = await this.resolve();
        if (!target) {
          await this.pause(standbyPollMs);
          continue;
        }
        if (!(await this.acquire(target))) {
          await this.pause(Date.now() < this.eagerUntil ? 20 : standbyPollMs);
          continue;
        }
        this.target = target;
        this.lastProgress = null;
        this.reportedRate = null;
        this.mayHaveFailed = true;
        log?.info(
          { version: target.version, codeVersion: target.codeVersion },
          this.kind === 'active' ? 'projection runner active' : 'projection rebuild running',
        );
        await applyPendingMigrations(this.context.pool, this.context.projection, target);
        if (this.kind === 'active') this.collectAt = 0;
        await this.follow(target);
      } catch (error) {
        // While stopping, a failure is no news (the database may be going away with the process).
        if (this.running) log?.error({ err: error, lane: this.kind }, 'projection runner failed; retrying');
        else log?.debug({ err: error, lane: this.kind }, 'projection runner failed while stopping');
        if (this.running) {
          this.failuresInARow += 1;
          // A failure the lane could not pin on an event (a migration, say) is shown all the same.
          if (target && this.lockClient && !(error instanceof EventFailed))
            await this.recordFailure(target, error, null);
          await sleep(Math.min(500 * 2 ** (this.failuresInARow - 1), 10_000));
        }
      } finally {
        await this.release();
      }
    }
  }

  /** The version this lane should apply to now, or null (nothing to do here, for now). */
  private async resolve(): Promise<ReadModelVersion | null> {
    const { pool, store, projection, autoRebuild } = this.context;
    const { active, building } = await currentVersions(pool, projection.name);
    if (this.kind === 'building') {
      if (building && building.codeVersion !== projection.version)
        this.standingBy(
          `read model v${building.version} is being built by code version ${building.codeVersion}; ` +
            `this process (code version ${projection.version}) does not take part`,
        );
      const mine = building && building.codeVersion === projection.version ? building : null;
      if (!mine) [this.target, this.checkpoint] = [null, null];
      return mine;
    }
    const current = active ?? (await ensureActiveVersion(pool, projection));
    if (current.codeVersion === projection.version) {
      this.standbyReason = '';
      return current;
    }
    if (current.codeVersion < projection.version) {
      if (autoRebuild && !(building && building.codeVersion >= projection.version)) {
        await requestRebuild(pool, store, projection, `code version ${projection.version}`);
        this.context.rebuildRequested();
      }
      this.standingBy(
        `read model v${current.version} was built by code version ${current.codeVersion}: it serves unchanged ` +
          `until the rebuild by code version ${projection.version} switches`,
      );
    } else {
      this.standingBy(
        `read model v${current.version} was built by the newer code version ${current.codeVersion}; ` +
          `this process (code version ${projection.version}) leaves it alone`,
      );
    }
    this.target = current;
    return null;
  }

  private standingBy(reason: string): void {
    if (reason !== this.standbyReason) this.context.log?.warn({ lane: this.kind }, reason);
    this.standbyReason = reason;
  }

  /** Takes the version's advisory lock on a connection of its own; false if another runner has it. */
  private async acquire(target: ReadModelVersion): Promise<boolean> {
    const { connectionString, pool, projection } = this.context;
    const name = checkpointFor(projection.name, target.version);
    const client = new pg.Client({ connectionString, application_name: `projection:${name}` });
    client.on('error', () => {
      // The lock died with its connection: stop applying until it is taken again.
      if (this.lockClient === client) this.lockClient = null;
    });
    await client.connect();
    const result = await client.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_lock(hashtextextended('tablica-projection:' || $1, 0)) AS locked",
      [name],
    );
    if (!result.rows[0]?.locked) {
      await client.end();
      return false;
    }
    this.lockClient = client;
    await pool.query('INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
    return true;
  }

  private async release(): Promise<void> {
    const client = this.lockClient;
    this.lockClient = null;
    await client?.end().catch(() => undefined);
  }

  private async follow(target: ReadModelVersion): Promise<void> {
    let quietDelay = 5;
    while (this.running && this.lockClient && !this.retargeted) {
      this.woken = false;
      const started = Date.now();
      const result = await this.step(target);
      if (result === 'gone') {
        this.eagerUntil = Date.now() + 5000;
        return;
      }
      if (this.kind === 'building') {
        await this.reportProgress(target);
        if (result.moved && !result.atHead) await this.rest(Date.now() - started);
        if (result.atHead) {
          await this.finishFill(target);
          if ((await this.switchOver(target)) !== 'behind') return;
        }
      } else {
        // A first start's version filled from zero as a build does (see `createVersion`).
        if (result.atHead) await this.finishFill(target);
        await this.reportRate(target);
        if (this.collectAt !== null && Date.now() >= this.collectAt) await this.collect();
      }
      if (result.moved) {
        quietDelay = 5;
        continue;
      }
      // Nothing new yet. An event can be committed but not yet readable (an older transaction is still
      // open), so after a wake-up look again soon, backing off to the idle poll.
      const untilCollect = this.collectAt === null ? Infinity : Math.max(0, this.collectAt - Date.now());
      // A rate above zero is brought down to zero while idle, not left standing at the last burst's.
      const untilRate = this.reportedRate ? Math.max(0, this.nextProgressAt - Date.now()) : Infinity;
      await this.waitForWake(Math.min(quietDelay, untilCollect, untilRate));
      quietDelay = Math.min(quietDelay * 2, this.context.idlePollMs);
    }
  }

  /**
   * Once a version filled from zero has caught up (once per version and lane): statistics for its tables,
   * then the fills and indexes it deferred. A build always analyzes (readers meet its tables at the
   * switch); an active version only when it still defers something (a first start), not at each start
   * of the board.
   */
  private async finishFill(target: ReadModelVersion): Promise<void> {
    const { pool, projection, log } = this.context;
    if (this.analyzed === target.version) return;
    if (this.kind === 'building' || (await hasDeferredIndexes(pool, projection.name, target.version))) {
      // Statistics first: the deferred fills' queries are planned with them (the search index's
      // suggestion counts took 3.8 s planned blind, 1.4 s with them). A fill analyzes what it wrote.
      await analyzeSchema(pool, target.schema);
      const created = await createDeferredIndexes(pool, projection, target.version);
      if (created > 0) log?.info({ version: target.version, created }, 'created the deferred read indexes');
    }
    this.analyzed = target.version;
  }

  /** A build's rest after a batch that took `worked` ms (see `buildShare`); a stop cuts it short. */
  private async rest(worked: number): Promise<void> {
    const { buildShare } = this.context;
    const until = Date.now() + (worked * (1 - buildShare)) / buildShare;
    while (this.running && Date.now() < until) await sleep(Math.min(100, until - Date.now()));
  }

  /** Applies one batch; `gone` when the version is no longer this lane's to write. */
  private async step(target: ReadModelVersion): Promise<StepResult> {
    const { pool, store, projection, batchSize, catchUpBatchSize } = this.context;
    const name = checkpointFor(projection.name, target.version);
    const stored = await pool.query<{
      state: string;
      checkpoint: string | null;
      events_handled: string | null;
    }>(
      `SELECT v.state, c.checkpoint, c.events_handled
         FROM projection_versions v LEFT JOIN projection_checkpoints c ON c.name = $3
        WHERE v.name = $1 AND v.version = $2`,
      [projection.name, target.version, name],
    );
    const row = stored.rows[0];
    if (row?.state !== this.kind) return 'gone';
    const current = row.checkpoint;
    this.checkpoint = current;
    this.eventsHandled = Number(row.events_handled ?? 0);
    // A build's first batch is a small one: its progress shows within moments of the request (the
    // projections page), whatever a whole batch of this read model costs. An active version behind the
    // head (a first start, a restart after downtime) takes larger ones (`catchUpBatchSize`).
    const sizeFor = (first: boolean) =>
      this.kind === 'building'
        ? first
          ? Math.min(batchSize, firstBuildBatch)
          : batchSize
        : this.behind
          ? catchUpBatchSize
          : batchSize;
    const size = sizeFor(current === null);
    const ahead = this.readAhead;
    this.readAhead = null;
    const reads = this.kind === 'active' ? this.context.activeReads : store;
    const read = () => reads.readAll({ after: current, batchSize: size, types: projection.handles });
    // A read ahead that failed (a connection lost meanwhile) is made again here.
    const batch = ahead && ahead.after === current ? await ahead.batch.catch(read) : await read();
    const atHead = batch.events.length < size;
    this.behind = !atHead;
    if (batch.checkpoint === current) return { moved: false, atHead };
    // A lane behind the head (a build, a catch-up) reads on while this batch is applied.
    if (!atHead) {
      const next = reads.readAll({
        after: batch.checkpoint,
        batchSize: sizeFor(false),
        types: projection.handles,
      });
      next.catch(() => undefined);
      this.readAhead = { after: batch.checkpoint, batch: next };
    }
    const client = await checkout(pool);
    try {
      await client.query('BEGIN');
      // A share lock on the version's row: a switch (which updates it) waits for this batch, and a batch
      // after the switch sees the version retired and writes nothing. The same statement points the
      // transaction's search_path at the version's schema, where `apply` finds its tables. A build's
      // batch, or a first start's while it defers indexes, commits without waiting for its flush: its
      // checkpoint commits with it, so a crash that loses the batch loses the checkpoint's move too and
      // the lane applies it again (the switch stays durable; a first start's readers may have seen a batch
      // that is then applied again, the same rows).
      const locked = await client.query<{ state: string }>(
        `SELECT state, set_config('search_path', $3, true),
                CASE WHEN $4 OR deferred_indexes IS NOT NULL THEN set_config('synchronous_commit', 'off', true) END,
                set_config('tablica.deferring', CASE WHEN deferred_indexes IS NULL THEN 'off' ELSE 'on' END, true)
           FROM projection_versions
          WHERE name = $1 AND version = $2 FOR SHARE`,
        [projection.name, target.version, searchPathFor(target.schema), this.kind === 'building'],
      );
      if (locked.rows[0]?.state !== this.kind) {
        await client.query('ROLLBACK');
        return 'gone';
      }
      const { applied, failed } = await applyPinningFailure(projection, client, batch.events);
      await useDefaultSchema(client);
      const to = failed ? (applied.at(-1)?.checkpoint ?? current) : batch.checkpoint;
      if (to !== current) {
        if (!(await this.advance(client, name, current, to, applied.length))) {
          await client.query('ROLLBACK');
          return { moved: false, atHead: false };
        }
        if (this.mayHaveFailed && !failed) await clearFailure(client, projection.name, target.version);
        await client.query('COMMIT');
        this.committed(to, applied);
      } else await client.query('ROLLBACK');
      if (failed) {
        await this.recordFailure(target, failed.error, failed.event);
        throw new EventFailed(failed.event, failed.error);
      }
      this.mayHaveFailed = false;
      this.failuresInARow = 0;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.done();
    }
    return { moved: true, atHead };
  }

  private committed(checkpoint: string | null, events: readonly RecordedEvent[]): void {
    const { projection, metrics, onCommitted } = this.context;
    this.checkpoint = checkpoint;
    this.eventsHandled += events.length;
    if (events.length > 0 && this.kind === 'active') {
      metrics?.projectionApplied.inc({ projection: projection.name }, events.length);
      onCommitted?.(events);
    }
  }

  /** Keeps the failure in the registry for the status (never fails itself: the lane retries anyway). */
  private async recordFailure(
    target: ReadModelVersion,
    error: unknown,
    event: RecordedEvent | null,
  ): Promise<void> {
    const { pool, projection, log } = this.context;
    const message = error instanceof Error ? error.message : String(error);
    const failed: ProjectionFailure['event'] = event && {
      id: event.id,
      type: event.type,
      streamId: event.streamId,
      streamVersion: event.streamVersion,
      globalPosition: event.globalPosition,
      checkpoint: event.checkpoint,
    };
    this.mayHaveFailed = true;
    await recordFailure(pool, projection.name, target.version, message, failed).catch((cause: unknown) =>
      log?.warn({ err: cause }, 'could not record the projection failure'),
    );
  }

  /** Compare-and-set of the version's checkpoint; false when another runner moved it or the lock is gone. */
  private async advance(
    tx: PoolClient,
    name: string,
    from: string | null,
    to: string | null,
    events: number,
  ): Promise<boolean> {
    const advanced = await tx.query(
      `UPDATE projection_checkpoints
          SET checkpoint = $3, events_handled = events_handled + $4, updated_at = now()
        WHERE name = $1 AND checkpoint IS NOT DISTINCT FROM $2`,
      [name, from, to, events],
    );
    return advanced.rowCount === 1 && this.lockClient !== null;
  }

  /**
   * Makes the built version active, in one transaction that also brings it level with the active one:
   * it locks both registry rows (the active lane's batches hold a share lock on theirs, so the old
   * version stops moving), applies what the old version has and the new one not yet, retires the old
   * and activates the new. The active lane then continues on the new version from this checkpoint, under
   * the new version's lock, which this lane releases right after: no event is lost or applied twice, and
   * readers never see the read model go back in time.
   */
  private async switchOver(target: ReadModelVersion): Promise<'switched' | 'behind' | 'gone'> {
    const { pool, store, projection, batchSize, log } = this.context;
    const name = checkpointFor(projection.name, target.version);
    const client = await checkout(pool);
    let previous: number | null;
    try {
      await client.query('BEGIN');
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended('tablica-read-model:' || $1, 0))", [
        projection.name,
      ]);
      const rows = await client.query<{ version: number; state: string; schema_name: string }>(
        `SELECT version, state, schema_name FROM projection_versions
          WHERE name = $1 AND state IN ('active', 'building') ORDER BY version FOR UPDATE`,
        [projection.name],
      );
      if (!rows.rows.some((row) => row.version === target.version && row.state === 'building')) {
        await client.query('ROLLBACK');
        return 'gone';
      }
      const previousRow = rows.rows.find((row) => row.state === 'active');
      previous = previousRow?.version ?? null;
      const checkpoints = await client.query<{ name: string; checkpoint: string | null }>(
        'SELECT name, checkpoint FROM projection_checkpoints WHERE name = ANY($1::text[])',
        [[name, previous === null ? name : checkpointFor(projection.name, previous)]],
      );
      const checkpointOf = (key: string) =>
        checkpoints.rows.find((row) => row.name === key)?.checkpoint ?? null;
      const start = checkpointOf(name);
      const floor = previous === null ? null : checkpointOf(checkpointFor(projection.name, previous));
      let checkpoint = start;
      let applied = 0;
      await useSchema(client, target.schema);
      for (;;) {
        const batch = await store.readAll({ after: checkpoint, batchSize, types: projection.handles });
        await applyAll(projection, client, batch.events);
        applied += batch.events.length;
        checkpoint = batch.checkpoint;
        const level =
          floor === null || (checkpoint !== null && store.compareCheckpoints(checkpoint, floor) >= 0);
        if (batch.events.length < batchSize && level) break;
        if (batch.events.length < batchSize) {
          // Everything readable is applied and still short of the old version: try again later.
          await client.query('ROLLBACK');
          return 'behind';
        }
      }
      await useDefaultSchema(client);
      if (checkpoint !== start && !(await this.advance(client, name, start, checkpoint, applied))) {
        await client.query('ROLLBACK');
        return 'behind';
      }
      const level = previousRow ? await this.levelPrevious(client, previousRow, floor, checkpoint) : false;
      if (previous !== null)
        await client.query(
          "UPDATE projection_versions SET state = 'retired', retired_at = now() WHERE name = $1 AND version = $2",
          [projection.name, previous],
        );
      await client.query(
        `UPDATE projection_versions
            SET state = 'active', activated_at = clock_timestamp(), events_done = events_total, progress_at = clock_timestamp()
          WHERE name = $1 AND version = $2`,
        [projection.name, target.version],
      );
      await client.query('COMMIT');
      this.checkpoint = checkpoint;
      // Still holding the new version's lock: no one has written to it since the commit.
      if (previousRow && level) await this.startComparison(target, previousRow, checkpoint);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.done();
    }
    readModelLocator(pool).observe(projection.name, target.version, target.schema);
    log?.info({ version: target.version, previous }, 'projection switched to its rebuilt version');
    await this.release();
    this.context.switched();
    return 'switched';
  }

  /**
   * Brings the old version (frozen by the switch's lock, retired by it) level with the new one, in the
   * switch's transaction: the new version may have read past the old one's checkpoint, and the comparison
   * after the commit wants both at the same event. False, and no comparison, if that fails (rolled back to
   * its savepoint rather than failing the switch), or if the old version never applied an event while the
   * new one did (a first start's version no runner filled, replaced by a rebuild): bringing it level would
   * be a second build inside the switch, to compare with nothing.
   */
  private async levelPrevious(
    tx: PoolClient,
    previous: { version: number; schema_name: string },
    floor: string | null,
    checkpoint: string | null,
  ): Promise<boolean> {
    const { projection, store, batchSize, log } = this.context;
    if (checkpoint === null || (floor !== null && store.compareCheckpoints(checkpoint, floor) <= 0))
      return true;
    if (floor === null) {
      log?.info({ previous: previous.version }, 'the replaced version had applied no event: not compared');
      return false;
    }
    await tx.query('SAVEPOINT level_previous');
    try {
      await useSchema(tx, previous.schema_name);
      let at = floor;
      let applied = 0;
      for (;;) {
        const batch = await store.readAll({ after: at, batchSize, types: projection.handles });
        const upTo = batch.events.filter(
          (event) => store.compareCheckpoints(event.checkpoint, checkpoint) <= 0,
        );
        await applyAll(projection, tx, upTo);
        applied += upTo.length;
        if (
          upTo.length < batch.events.length ||
          batch.events.length < batchSize ||
          batch.checkpoint === null ||
          store.compareCheckpoints(batch.checkpoint, checkpoint) >= 0
        )
          break;
        at = batch.checkpoint;
      }
      await useDefaultSchema(tx);
      await tx.query(
        `UPDATE projection_checkpoints SET checkpoint = $2, events_handled = events_handled + $3, updated_at = now()
          WHERE name = $1`,
        [checkpointFor(projection.name, previous.version), checkpoint, applied],
      );
      await tx.query('RELEASE SAVEPOINT level_previous');
      return true;
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT level_previous');
      log?.warn({ err: error }, 'could not compare the rebuilt version with the one it replaces');
      return false;
    }
  }

  /**
   * Row counts and checksums of both versions' tables at the switch's checkpoint, taken after its commit
   * so that neither the switch nor the old version's runner waits for a scan of each table (seconds on a
   * big board: the readers moved and the live events kept flowing meanwhile). Must be called while this
   * lane still holds the new version's lock: the snapshot (a read-only repeatable-read transaction) is
   * taken at once, so it sees the new version as switched and the old one retired, both at `checkpoint`.
   * The tables are share-locked in it, so the old schema's drop waits for the comparison. Resolves when
   * the snapshot is taken; `comparing` resolves once the comparison is recorded. A comparison that
   * fails is left out (logged), not retried.
   */
  private async startComparison(
    target: ReadModelVersion,
    previous: { version: number; schema_name: string },
    checkpoint: string | null,
  ): Promise<void> {
    const { pool, projection, log } = this.context;
    const failed = (error: unknown) =>
      log?.warn({ err: error }, 'could not compare the rebuilt version with the one it replaces');
    let tx: (PoolClient & { done(): void }) | null = null;
    try {
      tx = await checkout(pool);
      await tx.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const tables = await tx.query<{ name: string }>(
        `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = ANY($1::text[])`,
        [[previous.schema_name, target.schema]],
      );
      if (tables.rows.length > 0)
        await tx.query(`LOCK TABLE ${tables.rows.map((row) => row.name).join(', ')} IN ACCESS SHARE MODE`);
    } catch (error) {
      failed(error);
      await tx?.query('ROLLBACK').catch(() => undefined);
      tx?.done();
      return;
    }
    const snapshot = tx;
    this.comparing = (async () => {
      try {
        const comparison = await compareVersions(
          snapshot,
          { version: previous.version, schema: previous.schema_name },
          target.schema,
          checkpoint,
        );
        await snapshot.query('COMMIT');
        await recordComparison(pool, projection.name, target.version, comparison);
      } catch (error) {
        await snapshot.query('ROLLBACK').catch(() => undefined);
        failed(error);
      } finally {
        snapshot.done();
      }
    })();
  }

  /** The active version's rate, events applied per second, when it changed (about every `progressEveryMs`). */
  private async reportRate(target: ReadModelVersion): Promise<void> {
    const { pool, projection, progressEveryMs } = this.context;
    const now = Date.now();
    if (now < this.nextProgressAt) return;
    this.nextProgressAt = now + progressEveryMs;
    const last = this.lastProgress;
    this.lastProgress = { at: now, done: this.eventsHandled, rate: last?.rate ?? null };
    if (!last || now <= last.at) return;
    const recent = ((this.eventsHandled - last.done) * 1000) / (now - last.at);
    let rate = last.rate === null ? recent : 0.5 * last.rate + 0.5 * recent;
    if (rate < 0.5) rate = 0;
    this.lastProgress = { at: now, done: this.eventsHandled, rate };
    if (this.reportedRate !== null && Math.round(rate) === Math.round(this.reportedRate)) return;
    await reportLiveRate(pool, projection.name, target.version, rate);
    this.reportedRate = rate;
  }

  /** The build's progress for the registry: events of the whole store done and their rate. */
  private async reportProgress(target: ReadModelVersion): Promise<void> {
    const { pool, store, projection, progressEveryMs } = this.context;
    if (Date.now() < this.nextProgressAt) return;
    const started = performance.now();
    const [remaining, total] = await Promise.all([store.countAfter(this.checkpoint), store.countAfter(null)]);
    const took = performance.now() - started;
    // A store that cannot count (KurrentDB) reports the events applied, without a total.
    const done = remaining !== null && total !== null ? total - remaining : this.eventsHandled;
    const now = Date.now();
    let rate = this.lastProgress?.rate ?? null;
    if (this.lastProgress && now > this.lastProgress.at) {
      const recent = ((done - this.lastProgress.done) * 1000) / (now - this.lastProgress.at);
      rate = rate === null ? recent : 0.5 * rate + 0.5 * recent;
    }
    this.lastProgress = { at: now, done, rate };
    await reportBuildProgress(pool, projection.name, target.version, {
      eventsTotal: remaining !== null ? total : null,
      eventsDone: done,
      eventsPerSecond: rate,
    });
    // Counting a large store takes a while (~25 ms for 124,000 events): report less often rather than
    // slow the build down; the counts take at most ~2.5 % of the build's time (10 % took ~7 % of a build's
    // database time, the store's counts competing with the build's reads and writes for two cores).
    this.nextProgressAt = Date.now() + Math.max(progressEveryMs, took * 40);
  }

  private async collect(): Promise<void> {
    try {
      const { dropped, nextInMs } = await dropRetiredSchemas(
        this.context.pool,
        this.context.projection.name,
        this.context.dropAfterMs,
      );
      if (dropped.length > 0) this.context.log?.info({ dropped }, 'dropped retired read-model schemas');
      this.collectAt = nextInMs === null ? null : Date.now() + nextInMs;
    } catch (error) {
      this.context.log?.warn({ err: error }, 'could not drop retired read-model schemas yet');
      this.collectAt = Date.now() + 1000;
    }
  }
}

/** Where a projection's active read model stands, as stored: usable from any process. */
export async function readCheckpoint(pool: Pool, name: string): Promise<string | null> {
  return (await activeCheckpoint(pool, name))?.checkpoint ?? null;
}

/** The event a lane could not apply: recorded in the registry; the lane retries, backing off. */
class EventFailed extends Error {
  constructor(
    readonly event: RecordedEvent,
    cause: unknown,
  ) {
    super(
      `${event.type} ${event.id} (${event.streamId}@${event.streamVersion}) failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'EventFailed';
  }
}

/**
 * Applies a batch; when it fails, applies it again one event at a time (a savepoint each) to find the
 * event that fails: the events before it are applied (the caller commits them), it is returned with
 * its error. A batch that fails as a whole and passes event by event is simply applied.
 */
async function applyPinningFailure(
  projection: Projection,
  tx: PoolClient,
  events: readonly RecordedEvent[],
): Promise<{
  applied: readonly RecordedEvent[];
  failed: { readonly event: RecordedEvent; readonly error: unknown } | null;
}> {
  if (events.length === 0) return { applied: events, failed: null };
  await tx.query('SAVEPOINT projection_batch');
  try {
    await applyAll(projection, tx, events);
    await tx.query('RELEASE SAVEPOINT projection_batch');
    return { applied: events, failed: null };
  } catch (error) {
    await tx.query('ROLLBACK TO SAVEPOINT projection_batch');
    if (events.length === 1) return { applied: [], failed: { event: events[0]!, error } };
  }
  for (const [index, event] of events.entries()) {
    await tx.query('SAVEPOINT projection_event');
    try {
      await applyAll(projection, tx, [event]);
      await tx.query('RELEASE SAVEPOINT projection_event');
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT projection_event');
      return { applied: events.slice(0, index), failed: { event, error } };
    }
  }
  return { applied: events, failed: null };
}

/** A batch through the projection's `applyBatch` when it has one, else event by event. */
async function applyAll(
  projection: Projection,
  tx: PoolClient,
  events: readonly RecordedEvent[],
): Promise<void> {
  if (events.length === 0) return;
  if (projection.applyBatch) await projection.applyBatch(tx, events);
  else for (const event of events) await projection.apply(tx, event);
}
