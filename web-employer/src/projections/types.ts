/** A rebuild under way, as `GET /api/admin/projections` reports it (the CLI prints the same). */
export interface RebuildStatus {
  readonly version: number;
  readonly codeVersion: number;
  readonly state: string;
  readonly reason: string;
  readonly startedAt: string;
  readonly eventsDone: number | null;
  readonly eventsTotal: number | null;
  readonly eventsApplied: number;
  readonly percent: number | null;
  readonly eventsPerSecond: number | null;
  readonly etaSeconds: number | null;
  readonly updatedAt: string | null;
  readonly failure: ProjectionFailure | null;
}

/** The event a read model's runner cannot get past, and why (it retries, backing off). */
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

export interface TableFigures {
  readonly rows: number;
  readonly checksum: string;
}

/** Taken at the switch: each table of the version switched to against the one it replaced. */
export interface VersionComparison {
  readonly previousVersion: number;
  readonly checkpoint: string | null;
  readonly comparedAt: string;
  readonly tookMs: number;
  readonly tables: readonly {
    readonly table: string;
    readonly previous: TableFigures | null;
    readonly current: TableFigures | null;
    readonly same: boolean;
  }[];
}

export interface ReadModelVersion {
  readonly version: number;
  readonly codeVersion: number;
  readonly state: 'building' | 'active' | 'retired' | 'abandoned';
  readonly reason: string;
  readonly createdAt: string;
  readonly activatedAt: string | null;
  readonly retiredAt: string | null;
  readonly droppedAt: string | null;
}

/** One projection: the read-model version serving, its position and lag, a rebuild, the versions so far. */
export interface ProjectionStatus {
  readonly name: string;
  readonly codeVersion: number;
  readonly state: 'live' | 'rebuilding' | 'failed' | 'missing';
  readonly active: {
    readonly version: number;
    readonly codeVersion: number;
    readonly schema: string;
    readonly checkpoint: string | null;
    readonly eventsApplied: number;
    readonly lag: number | null;
    readonly lagSeconds: number;
    readonly eventsPerSecond: number | null;
    readonly activatedAt: string | null;
    readonly failure: ProjectionFailure | null;
    readonly comparison: VersionComparison | null;
  } | null;
  readonly rebuild: RebuildStatus | null;
  readonly versions: readonly ReadModelVersion[];
}

/** What the page says happened to a rebuild it watched end: switched over, or given up. */
export type RebuildOutcome =
  | { readonly kind: 'switched'; readonly version: number }
  | { readonly kind: 'abandoned'; readonly version: number };
