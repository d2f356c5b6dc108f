import { LimitReachedError } from '@tablica/domain/errors';
import { maxJobFiltersPerCandidate } from '@tablica/domain/job-alerts/form';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { readModel } from '@tablica/platform/projections/locator';

const jobFilters = readModel('job-alerts');

/**
 * Spec §8: "limit of alerts reached" (422). Counted on the read model, which every command here waits
 * for, so only requests racing each other can pass the limit together.
 */
export async function assertRoomForAnotherFilter(db: Queryable, tenant: string, candidateId: string) {
  const count = await jobFilters.read(db, async (schema) => {
    const result = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${schema}.job_filters
        WHERE tenant = $1 AND candidate_id = $2 AND NOT deleted`,
      [tenant, candidateId],
    );
    return result.rows[0]?.count ?? 0;
  });
  if (count >= maxJobFiltersPerCandidate)
    throw new LimitReachedError('job_alert.limit_reached', 'Limit of job alerts reached');
}
