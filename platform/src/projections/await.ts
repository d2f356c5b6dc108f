import type { EventStore } from '../event-store/port';
import type { Pool } from '../postgres/pool';
import { readCheckpoint } from './runner';

/**
 * Read-your-writes for the one who issued a command: waits (up to `timeoutMs`) until every named
 * projection's stored checkpoint has reached `checkpoint`. Works whichever process runs the projections.
 */
export function readModelWaiter(pool: Pool, store: EventStore, names: readonly string[]) {
  return async (checkpoint: string, timeoutMs = 3000): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    for (const name of names) {
      for (;;) {
        const stored = await readCheckpoint(pool, name);
        if (stored !== null && store.compareCheckpoints(stored, checkpoint) >= 0) break;
        if (Date.now() > deadline) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  };
}
