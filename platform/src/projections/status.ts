import type { EventStore } from '../event-store/port';
import type { Queryable } from '../postgres/pool';
import type { VersionComparison } from './comparison';
import type { Projection } from './projection';
import { checkpointFor, listVersions, type ProjectionFailure, type ReadModelVersion } from './read-models';

/** A rebuild's progress as the CLI and the admin console show it. */
export interface BuildStatus {
  readonly version: number;
  readonly codeVersion: number;
  readonly state: ReadModelVersion['state'];
  readonly reason: string;
  readonly startedAt: string;
  /** Events passed of the whole store (the build reads from position zero up to the moving head). */
  readonly eventsDone: number | null;
  readonly eventsTotal: number | null;
  /** Events the projection applied (those of the types it handles). */
  readonly eventsApplied: number;
  readonly percent: number | null;
  readonly eventsPerSecond: number | null;
  readonly etaSeconds: number | null;
  readonly updatedAt: string | null;
  /** The event the build cannot get past, and why. */
  readonly failure: ProjectionFailure | null;
}

/** live: the active version keeps up; failed: a runner is stuck on an event (see `failure`). */
export type ProjectionState = 'live' | 'rebuilding' | 'failed' | 'missing';

export interface ProjectionStatus {
  readonly name: string;
  /** The code version of this process's projection. */
  readonly codeVersion: number;
  readonly state: ProjectionState;
  readonly active: {
    readonly version: number;
    readonly codeVersion: number;
    readonly schema: string;
    readonly checkpoint: string | null;
    readonly eventsApplied: number;
    /** Events recorded after its checkpoint; null when the store cannot count. */
    readonly lag: number | null;
    /** How long ago the oldest event it has not applied was recorded (0: none). */
    readonly lagSeconds: number;
    /** Events applied per second lately, as its runner reports it (null: not reported yet). */
    readonly eventsPerSecond: number | null;
    readonly activatedAt: string | null;
    /** The event its runner cannot get past, and why. */
    readonly failure: ProjectionFailure | null;
    /** Taken at the switch to it: its tables against the version it replaced (null: a first build). */
    readonly comparison: VersionComparison | null;
  } | null;
  readonly rebuild: BuildStatus | null;
  readonly versions: readonly {
    readonly version: number;
    readonly codeVersion: number;
    readonly state: ReadModelVersion['state'];
    readonly reason: string;
    readonly createdAt: string;
    readonly activatedAt: string | null;
    readonly retiredAt: string | null;
    readonly droppedAt: string | null;
  }[];
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function buildStatusOf(version: ReadModelVersion, eventsApplied: number): BuildStatus {
  const { eventsDone, eventsTotal, eventsPerSecond } = version;
  const remaining =
    eventsDone !== null && eventsTotal !== null ? Math.max(0, eventsTotal - eventsDone) : null;
  return {
    version: version.version,
    codeVersion: version.codeVersion,
    state: version.state,
    reason: version.reason,
    startedAt: version.createdAt.toISOString(),
    eventsDone,
    eventsTotal,
    eventsApplied,
    percent:
      version.state === 'active'
        ? 100
        : eventsDone !== null && eventsTotal !== null
          ? eventsTotal === 0
            ? 100
            : Math.min(100, (100 * eventsDone) / eventsTotal)
          : null,
    eventsPerSecond,
    etaSeconds:
      version.state === 'active'
        ? 0
        : remaining !== null && eventsPerSecond !== null && eventsPerSecond > 0
          ? remaining / eventsPerSecond
          : null,
    updatedAt: iso(version.progressAt),
    failure: version.failure,
  };
}

/** Seconds since the oldest event after `checkpoint` was recorded; 0 when there is none. */
async function lagSeconds(store: EventStore, checkpoint: string | null): Promise<number> {
  const next = await store.readAll({ after: checkpoint, batchSize: 1 });
  const oldest = next.events[0];
  return oldest ? Math.max(0, (Date.now() - Date.parse(oldest.recordedAt)) / 1000) : 0;
}

/** One projection's read models: the active version with its lag, a rebuild under way, the history. */
export async function projectionStatus(
  db: Queryable,
  store: EventStore,
  projection: Projection,
): Promise<ProjectionStatus> {
  const versions = await listVersions(db, projection.name);
  const active = versions.find((version) => version.state === 'active') ?? null;
  const building = versions.find((version) => version.state === 'building') ?? null;
  const names = [active, building].flatMap((version) =>
    version ? [checkpointFor(projection.name, version.version)] : [],
  );
  const stored = await db.query<{ name: string; checkpoint: string | null; events_handled: string }>(
    'SELECT name, checkpoint, events_handled FROM projection_checkpoints WHERE name = ANY($1::text[])',
    [names],
  );
  const rowOf = (version: ReadModelVersion) =>
    stored.rows.find((row) => row.name === checkpointFor(projection.name, version.version));
  const checkpointOf = (version: ReadModelVersion) => rowOf(version)?.checkpoint ?? null;
  const appliedOf = (version: ReadModelVersion) => Number(rowOf(version)?.events_handled ?? 0);
  const [lag, lagTime] = active
    ? await Promise.all([store.countAfter(checkpointOf(active)), lagSeconds(store, checkpointOf(active))])
    : [null, 0];
  const state: ProjectionState =
    active?.failure || building?.failure ? 'failed' : building ? 'rebuilding' : active ? 'live' : 'missing';
  return {
    name: projection.name,
    codeVersion: projection.version,
    state,
    active: active
      ? {
          version: active.version,
          codeVersion: active.codeVersion,
          schema: active.schema,
          checkpoint: checkpointOf(active),
          eventsApplied: appliedOf(active),
          lag,
          lagSeconds: lagTime,
          eventsPerSecond: active.eventsPerSecond,
          activatedAt: iso(active.activatedAt),
          failure: active.failure,
          comparison: active.comparison,
        }
      : null,
    rebuild: building ? buildStatusOf(building, appliedOf(building)) : null,
    versions: versions.map((version) => ({
      version: version.version,
      codeVersion: version.codeVersion,
      state: version.state,
      reason: version.reason,
      createdAt: version.createdAt.toISOString(),
      activatedAt: iso(version.activatedAt),
      retiredAt: iso(version.retiredAt),
      droppedAt: iso(version.droppedAt),
    })),
  };
}
