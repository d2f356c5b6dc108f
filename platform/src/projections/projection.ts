import type { PoolClient } from '../postgres/pool';
import type { RecordedEvent } from '../event-store/port';

/**
 * A read model kept by the projection runner: `apply` runs inside the runner's transaction, the same
 * one that advances the checkpoint, so each event takes effect exactly once.
 */
export interface Projection {
  readonly name: string;
  /** Bumped when `apply` changes meaning; a new version is rebuilt from position zero. */
  readonly version: number;
  /** The event types it applies; absent: every event. */
  readonly handles?: readonly string[];
  apply(tx: PoolClient, event: RecordedEvent): Promise<void>;
}
