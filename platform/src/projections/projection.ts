import type { PoolClient } from '../postgres/pool';
import type { RecordedEvent } from '../event-store/port';

/**
 * A read model kept by the projection runner: `apply` runs inside the runner's transaction, the same
 * one that advances the checkpoint, so each event takes effect exactly once.
 *
 * Its tables live in a schema per read-model version (`rm_<name>_v<n>`); the runner sets `search_path`
 * to that schema for the transaction, so `apply` and the migrations name their tables unqualified.
 */
export interface Projection {
  readonly name: string;
  /**
   * The code version: bump it when `apply` or the tables change meaning. A process whose code version
   * is newer than the active read model's rebuilds a new read-model version from position zero while
   * the old one keeps serving, then switches to it.
   */
  readonly version: number;
  /** The event types it applies; absent: every event. */
  readonly handles?: readonly string[];
  /**
   * Folder (or folders) of the SQL files that create its tables (node-pg-migrate's layout:
   * `<timestamp>_<what>.sql` with an `-- Up Migration` section), run in file-name order across the
   * folders inside each version's own schema. Files added later run in the active version too, so
   * they must be safe there (`IF NOT EXISTS`).
   */
  readonly migrations?: string | readonly string[];
  /**
   * Indexes (by name, as its migrations create them) that only readers use, never `apply`: a version
   * built from zero (a rebuild, or the first start's active version) drops them after its migrations and
   * creates them once it has caught up (a rebuild: before it switches) — one CREATE INDEX over a full
   * table costs a fraction of keeping it row by row (GIN and GiST above all). An index an `apply` query
   * needs (a lookup by offer, a cascade) must not be here.
   */
  readonly deferredIndexes?: readonly string[];
  /**
   * With `deferredIndexes`: statements that fill, once a version built from zero has caught up, tables
   * its writes keep only when no index is deferred (while a build defers them, the runner's batches
   * carry `current_setting('tablica.deferring', true) = 'on'`, and such writes skip that upkeep, as a
   * deferred index skips its own). Run in the version's schema, in the transaction that creates the
   * deferred indexes and forgets them, so they run once: make them start from empty (DELETE first, not
   * TRUNCATE: a first start's active version is read meanwhile, and TRUNCATE would hold its readers until
   * the indexes are built). The version's tables are analyzed before the fills (their queries are planned
   * with statistics); end with an ANALYZE of the tables they fill.
   */
  readonly deferredFills?: readonly string[];
  apply(tx: PoolClient, event: RecordedEvent): Promise<void>;
  /**
   * A whole batch at once, in order, instead of `apply` per event (same transaction): for read models
   * whose writes cost far less in bulk, like the search index.
   */
  applyBatch?(tx: PoolClient, events: readonly RecordedEvent[]): Promise<void>;
}
