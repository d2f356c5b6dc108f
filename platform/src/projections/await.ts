import type { EventStore } from '../event-store/port';
import type { Pool } from '../postgres/pool';
import { readModelLocator } from './locator';
import { activeCheckpoint } from './read-models';

/**
 * Read-your-writes for the one who issued a command: waits (up to `timeoutMs`) until every named
 * projection's active read model has reached `checkpoint`. Works whichever process runs the projections.
 * The version it saw is handed to this process's read-model locator, so the queries that follow read it
 * even right after a switch. Resolves true once caught up, false when `timeoutMs` ran out first.
 */
export function readModelWaiter(pool: Pool, store: EventStore, names: readonly string[]) {
  return async (checkpoint: string, timeoutMs = 3000): Promise<boolean> => {
    const deadline = Date.now() + timeoutMs;
    for (const name of names) {
      for (;;) {
        const active = await activeCheckpoint(pool, name);
        if (active?.checkpoint && store.compareCheckpoints(active.checkpoint, checkpoint) >= 0) {
          readModelLocator(pool).observe(name, active.version, active.schema);
          break;
        }
        if (Date.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    return true;
  };
}
