import type { EventStore } from '../event-store/port';
import type { Logger } from '../observability/logger';
import type { Pool } from '../postgres/pool';
import type { Projection } from './projection';
import { checkpointFor, dropRetiredSchemas, findVersion, requestRebuild } from './read-models';
import { ProjectionRunner } from './runner';
import { buildStatusOf, type BuildStatus } from './status';

export interface RebuildDeps {
  readonly pool: Pool;
  readonly connectionString: string;
  readonly store: EventStore;
  readonly logger?: Logger;
}

export interface RebuildOptions {
  /** Who asks (recorded with the version): 'cli', 'admin', … */
  readonly reason?: string;
  readonly batchSize?: number;
  /** The share of its time the build works while the active version serves (`RunnerOptions.buildShare`, default 1). */
  readonly buildShare?: number;
  /** Called about every `progressEveryMs` with the build's progress, and once more when it switched. */
  readonly onProgress?: (progress: BuildStatus) => void;
  readonly progressEveryMs?: number;
  /** How long the replaced version stays for readers that still hold it before its schema is dropped. */
  readonly dropAfterMs?: number;
  /** Stops following (the build keeps its checkpoint and continues when started again). */
  readonly signal?: AbortSignal;
}

export interface RebuildResult {
  readonly version: number;
  /** False when a rebuild was already under way and this call followed it to the end. */
  readonly started: boolean;
  readonly dropped: readonly string[];
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * Builds a new version of the projection's read model from position zero into a schema of its own,
 * while the active version keeps serving (and its runner keeps applying), then switches to it and,
 * after `dropAfterMs`, drops the old schema. Idempotent and resumable: a rebuild already under way
 * (this process's, another's, or one interrupted by a crash) is continued from its checkpoint rather
 * than started again. Other processes' runners take part as hot standbys.
 */
export async function rebuildProjection(
  deps: RebuildDeps,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const { pool, store } = deps;
  const progressEveryMs = options.progressEveryMs ?? 250;
  const { version: build, created } = await requestRebuild(pool, store, projection, options.reason ?? 'cli');
  const runner = new ProjectionRunner(pool, deps.connectionString, store, projection, {
    lanes: ['building'],
    batchSize: options.batchSize ?? 1000,
    ...(options.buildShare ? { buildShare: options.buildShare } : {}),
    standbyPollMs: 200,
    progressEveryMs: Math.min(1000, progressEveryMs),
    ...(deps.logger ? { logger: deps.logger } : {}),
  });
  runner.start();
  try {
    for (;;) {
      const current = await findVersion(pool, projection.name, build.version);
      if (!current) throw new Error(`${projection.name} v${build.version} disappeared from the registry`);
      const applied = await pool.query<{ events_handled: string }>(
        'SELECT events_handled FROM projection_checkpoints WHERE name = $1',
        [checkpointFor(projection.name, build.version)],
      );
      options.onProgress?.(buildStatusOf(current, Number(applied.rows[0]?.events_handled ?? 0)));
      if (current.state === 'active') break;
      if (current.state !== 'building')
        throw new Error(
          `The rebuild of ${projection.name} v${build.version} was ${current.state}: a newer code version replaced it.`,
        );
      if (options.signal?.aborted) throw new RebuildInterrupted(projection.name, build.version);
      await sleep(progressEveryMs, options.signal);
    }
  } finally {
    await runner.stop();
  }
  const dropAfterMs = options.dropAfterMs ?? 5000;
  const dropped: string[] = [];
  for (let attempt = 0; ; attempt++) {
    let nextInMs: number | null;
    try {
      const result = await dropRetiredSchemas(pool, projection.name, dropAfterMs);
      dropped.push(...result.dropped);
      nextInMs = result.nextInMs;
    } catch (error) {
      // lock_not_available: a long query still reads the old schema; the active runner drops it later.
      if ((error as { code?: unknown }).code !== '55P03' || attempt >= 10) throw error;
      nextInMs = 1000;
    }
    if (nextInMs === null) break;
    await sleep(nextInMs + 10);
  }
  return { version: build.version, started: created, dropped };
}

export class RebuildInterrupted extends Error {
  constructor(
    readonly projection: string,
    readonly version: number,
  ) {
    super(
      `The rebuild of ${projection} v${version} was interrupted; it continues from its checkpoint when started again.`,
    );
    this.name = 'RebuildInterrupted';
  }
}
