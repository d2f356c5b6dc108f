import type { JobAlertFrequency, SavedJobFilter } from '@tablica/domain/job-alerts/job-alert';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { readModel } from '@tablica/platform/projections/locator';
import { jobAlertsProjection } from './apply';

const jobFilters = readModel(jobAlertsProjection.name);

/** A candidate's saved searches (not deleted), oldest first, as their streams fold. */
export function candidateJobFilters(
  db: Queryable,
  tenant: string,
  candidateId: string,
): Promise<SavedJobFilter[]> {
  return jobFilters.read(db, async (schema) => {
    const result = await db.query<{ state: SavedJobFilter }>(
      `SELECT state FROM ${schema}.job_filters
        WHERE tenant = $1 AND candidate_id = $2 AND NOT deleted
        ORDER BY saved_at, job_filter_id`,
      [tenant, candidateId],
    );
    return result.rows.map((row) => row.state);
  });
}

export function countCandidateJobFilters(
  db: Queryable,
  tenant: string,
  candidateId: string,
): Promise<number> {
  return jobFilters.read(db, async (schema) => {
    const result = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${schema}.job_filters
        WHERE tenant = $1 AND candidate_id = $2 AND NOT deleted`,
      [tenant, candidateId],
    );
    return result.rows[0]?.count ?? 0;
  });
}

export interface DueAlert {
  readonly tenant: string;
  readonly jobFilterId: string;
}

/** Active alerts of one frequency, a page at a time in id order (every brand). */
export function activeAlerts(
  db: Queryable,
  frequency: JobAlertFrequency,
  after: string | null,
  limit: number,
): Promise<DueAlert[]> {
  return jobFilters.read(db, async (schema) => {
    const result = await db.query<DueAlert>(
      `SELECT tenant, job_filter_id::text AS "jobFilterId" FROM ${schema}.job_filters
        WHERE alert_status = 'active' AND NOT deleted AND frequency = $1
          AND job_filter_id > COALESCE($2::uuid, '00000000-0000-0000-0000-000000000000'::uuid)
        ORDER BY job_filter_id LIMIT $3`,
      [frequency, after, limit],
    );
    return result.rows;
  });
}
