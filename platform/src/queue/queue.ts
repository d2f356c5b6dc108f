import { createHash } from 'node:crypto';
import { PgBoss, type ConstructorOptions, type JobWithMetadata, type Queue } from 'pg-boss';

import type { Logger } from '../observability/logger';
import type { Pool } from '../postgres/pool';

/**
 * The job queue: pg-boss on our PostgreSQL. pg-boss owns its schema (`pgboss` by default) and creates
 * and migrates it itself when it starts; it is the one schema our migrations never touch
 * (ARCHITECTURE.md: "pg-boss schema → platform queue"). Everything else talks to jobs through this
 * wrapper, typed by `JobKind`.
 */

export const queueSchema = 'pgboss';

/** A queue's options as pg-boss creates it: retries, expiry, retention, `policy`. */
export type QueueOptions = Omit<Queue, 'name'>;

/** A kind of job: its queue's name and options; `Data` is what each of its jobs carries. */
export interface JobKind<Data extends object> {
  readonly name: string;
  readonly options: QueueOptions;
  /** Type only: never set. */
  readonly data?: Data;
}

export function jobKind<Data extends object>(name: string, options: QueueOptions = {}): JobKind<Data> {
  return { name, options };
}

export interface NewJob<Data extends object> {
  readonly data: Data;
  /**
   * The job's id. Sending an id that is already in the queue (waiting, running, or kept after it ended:
   * `deleteAfterSeconds`) creates nothing: see `jobIdFor`.
   */
  readonly id?: string;
  /** Run no sooner than this many milliseconds from now (measured by the database's clock). */
  readonly delayMs?: number;
  /**
   * In a kind whose queue policy is `exclusive`, at most one job per key is waiting, retrying or
   * running: sending another while one is creates nothing.
   */
  readonly singletonKey?: string;
}

/** A job as its handler sees it. */
export interface QueuedJob<Data extends object> {
  readonly id: string;
  readonly data: Data;
  /** 0 on the first attempt. */
  readonly retryCount: number;
}

export type JobState = JobWithMetadata['state'];

/** A stored job, for tests and operators. */
export interface JobRecord<Data extends object> extends QueuedJob<Data> {
  readonly state: JobState;
  readonly startAfter: Date;
  readonly output: unknown;
}

export interface WorkOptions {
  /** How often an idle worker looks for jobs that became due (pg-boss's minimum is 0.5 s). */
  readonly pollingIntervalSeconds?: number;
  /** Jobs of this kind run at once in this process. */
  readonly concurrency?: number;
}

/**
 * What a handler resolves with is stored as the job's output; a handler that throws fails the attempt,
 * and the job is tried again as its queue's retry options say.
 */
export type JobHandler<Data extends object> = (job: QueuedJob<Data>) => Promise<object | void>;

export interface JobQueue {
  /** Creates the kinds' queues (an existing queue keeps its options). */
  declare(...kinds: readonly JobKind<object>[]): Promise<void>;
  /** Deletes queues no kind uses any more, with their jobs (a queue that is not there is fine). */
  retire(...names: readonly string[]): Promise<void>;
  /** Enqueues jobs in one statement; returns the ids of those created (not of those already there). */
  send<Data extends object>(kind: JobKind<Data>, jobs: readonly NewJob<Data>[]): Promise<string[]>;
  /** Runs `handler` for every job of `kind` in this process until `stop`. */
  work<Data extends object>(
    kind: JobKind<Data>,
    options: WorkOptions,
    handler: JobHandler<Data>,
  ): Promise<void>;
  /** The stored jobs of `kind` whose data contains `data`. */
  find<Data extends object>(kind: JobKind<Data>, data: Partial<Data>): Promise<JobRecord<Data>[]>;
  /** Cancels jobs that have not ended (an operator's tool): they will not run. */
  cancel<Data extends object>(kind: JobKind<Data>, ids: readonly string[]): Promise<void>;
  /**
   * Stops taking jobs, waits up to `timeoutMs` for the running ones to end (those still running then
   * are failed, hence retried later), and closes pg-boss's connections.
   */
  stop(timeoutMs?: number): Promise<void>;
}

export interface QueueOptionsOf {
  /** pg-boss opens a small pool of its own on this database... */
  readonly connectionString?: string;
  /** ...or runs its statements through ours (then it cannot LISTEN, and `stop` leaves the pool open). */
  readonly pool?: Pool;
  readonly schema?: string;
  /** Connections of pg-boss's own pool. */
  readonly maxConnections?: number;
  readonly logger?: Logger;
}

/**
 * A job id derived from a key: the same key always gives the same id, so sending a job per key is
 * idempotent for as long as pg-boss keeps the job. Shaped as a version-5-like UUID (SHA-256 based).
 */
export function jobIdFor(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Starts pg-boss (creating or migrating its schema when needed) and returns the queue. */
export async function openQueue(options: QueueOptionsOf): Promise<JobQueue> {
  const { logger } = options;
  if (!options.connectionString === !options.pool)
    throw new Error('openQueue needs either a connection string or a pool.');
  const connection: Partial<ConstructorOptions> = options.pool
    ? {
        db: {
          executeSql: (text: string, values?: unknown[]) => options.pool!.query(text, values as unknown[]),
        },
      }
    : {
        connectionString: options.connectionString!,
        max: options.maxConnections ?? 4,
        application_name: 'tablica-queue',
      };
  const boss = new PgBoss({
    ...connection,
    schema: options.schema ?? queueSchema,
    // Recurring work is ours to time (no cron monitor, no clock-skew polling for it).
    schedule: false,
  });
  // An EventEmitter 'error' nobody hears ends the process; pg-boss reports failed polls and
  // maintenance this way and carries on.
  boss.on('error', (error) => logger?.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => logger?.warn({ warning }, 'job queue warning'));
  await boss.start();

  return {
    async declare(...kinds) {
      for (const kind of kinds) await boss.createQueue(kind.name, kind.options);
    },
    async retire(...names) {
      for (const name of names) await boss.deleteQueue(name);
    },
    async send(kind, jobs) {
      if (jobs.length === 0) return [];
      const created = await boss.insert(
        kind.name,
        jobs.map((job) => ({
          data: job.data,
          ...(job.id ? { id: job.id } : {}),
          ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
          // A number is seconds after the database's now(); 0 or less means "now".
          ...(job.delayMs && job.delayMs > 0 ? { startAfter: job.delayMs / 1000 } : {}),
        })),
        { returnId: true },
      );
      return created ?? [];
    },
    async work(kind, workOptions, handler) {
      const polling = {
        pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? 2,
        localConcurrency: workOptions.concurrency ?? 1,
      };
      await boss.work<object>(kind.name, { ...polling, batchSize: 1 }, async ([job]) => {
        if (!job) return undefined;
        return handler({ id: job.id, data: job.data as never, retryCount: job.retryCount });
      });
    },
    async find(kind, data) {
      const jobs = await boss.findJobs<never>(kind.name, { data });
      return jobs.map((job) => ({
        id: job.id,
        data: job.data,
        retryCount: job.retryCount,
        state: job.state,
        startAfter: job.startAfter,
        output: job.output,
      }));
    },
    async cancel(kind, ids) {
      if (ids.length > 0) await boss.cancel(kind.name, [...ids]);
    },
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
