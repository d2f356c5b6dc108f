import {
  evolve,
  initialState,
  jobAlertEventTypes,
  type JobAlertEvent,
  type JobAlertState,
} from '@tablica/domain/job-alerts/job-alert';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { PoolClient } from '@tablica/platform/postgres/pool';
import type { Projection } from '@tablica/platform/projections/projection';

/**
 * Folds each saved search's stream with the aggregate's own `evolve` (one row per stream, so the read
 * model can never disagree with the decider about an alert's state) and keeps the columns queries need.
 */
async function apply(tx: PoolClient, event: RecordedEvent): Promise<void> {
  const jobAlert = event as unknown as JobAlertEvent;
  const id = jobAlert.data.jobFilterId;
  const found = await tx.query<{ state: JobAlertState; stream_version: number }>(
    'SELECT state, stream_version FROM job_filters WHERE job_filter_id = $1 FOR UPDATE',
    [id],
  );
  const row = found.rows[0];
  if (row && row.stream_version >= event.streamVersion) return;
  const state = evolve(row?.state ?? initialState(), jobAlert);
  if (!state.exists) return;
  await tx.query(
    `INSERT INTO job_filters (job_filter_id, tenant, candidate_id, stream_version, state, deleted, saved_at,
       alert_status, frequency)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (job_filter_id) DO UPDATE SET candidate_id = $3, stream_version = $4, state = $5,
       deleted = $6, saved_at = CASE WHEN $10 THEN $7 ELSE job_filters.saved_at END, alert_status = $8,
       frequency = $9`,
    [
      id,
      event.metadata.tenant,
      state.candidateId,
      event.streamVersion,
      JSON.stringify(state),
      state.deleted,
      event.metadata.occurredAt,
      state.alert?.status ?? null,
      state.alert?.frequency ?? null,
      jobAlert.type === 'JobFilterSaved',
    ],
  );
}

export const jobAlertsProjection: Projection = {
  name: 'job-alerts',
  version: 1,
  handles: jobAlertEventTypes,
  apply,
};
