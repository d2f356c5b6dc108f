import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { PoolClient } from '@tablica/platform/postgres/pool';

/**
 * An update of one offer's row guarded by its stream version (applying an event twice changes
 * nothing): `set` names the columns from `$3` on, `values` fills them.
 */
export const guardedUpdate =
  (table: string) =>
  async (tx: PoolClient, event: RecordedEvent, offerId: string, set: string, values: unknown[]) => {
    await tx.query(
      `UPDATE ${table} SET stream_version = $2, ${set} WHERE offer_id = $1 AND stream_version < $2`,
      [offerId, event.streamVersion, ...values],
    );
  };
