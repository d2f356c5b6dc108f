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

interface StoredAlert {
  readonly state: JobAlertState;
  readonly stream_version: number;
  readonly saved_at: string | Date;
  readonly candidate_id: string;
  readonly tenant: string;
}

/**
 * Folds each saved search's stream with the aggregate's own `evolve` (one row per stream, so the read
 * model can never disagree with the decider about an alert's state) and keeps the columns queries need.
 * A batch (one event live, a thousand catching up, a digest run's records in between) reads the rows
 * it touches in one query, folds in memory and writes them back in one upsert.
 */
async function applyBatch(tx: PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  const ids = [...new Set(events.map((event) => (event as unknown as JobAlertEvent).data.jobFilterId))];
  const found = await tx.query<StoredAlert & { job_filter_id: string }>(
    `SELECT job_filter_id::text, state, stream_version, saved_at, candidate_id, tenant FROM job_filters
      WHERE job_filter_id = ANY($1::uuid[]) FOR UPDATE`,
    [ids],
  );
  const rows = new Map<string, StoredAlert>(found.rows.map((row) => [row.job_filter_id, row]));
  const touched = new Map<
    string,
    StoredAlert & { readonly state: Extract<JobAlertState, { exists: true }> }
  >();
  for (const event of events) {
    const jobAlert = event as unknown as JobAlertEvent;
    const id = jobAlert.data.jobFilterId;
    const row = rows.get(id);
    if (row && row.stream_version >= event.streamVersion) continue;
    const state = evolve(row?.state ?? initialState(), jobAlert);
    if (!state.exists) continue;
    const next = {
      state,
      stream_version: event.streamVersion,
      saved_at: jobAlert.type === 'JobFilterSaved' || !row ? event.metadata.occurredAt : row.saved_at,
      candidate_id: state.candidateId,
      tenant: row?.tenant ?? event.metadata.tenant,
    };
    rows.set(id, next);
    touched.set(id, next);
  }
  if (touched.size === 0) return;
  // Whole rows as one JSON document (jsonb_populate_recordset): no array literals to build and parse.
  await tx.query(
    `INSERT INTO job_filters
     SELECT * FROM jsonb_populate_recordset(NULL::job_filters, $1::jsonb)
     ON CONFLICT (job_filter_id) DO UPDATE SET candidate_id = excluded.candidate_id,
       stream_version = excluded.stream_version, state = excluded.state, deleted = excluded.deleted,
       saved_at = excluded.saved_at, alert_status = excluded.alert_status, frequency = excluded.frequency`,
    [
      JSON.stringify(
        [...touched].map(([id, { state, stream_version, saved_at, candidate_id, tenant }]) => {
          return {
            job_filter_id: id,
            tenant,
            candidate_id,
            stream_version,
            state,
            deleted: state.deleted,
            saved_at,
            alert_status: state.alert?.status ?? null,
            frequency: state.alert?.frequency ?? null,
          };
        }),
      ),
    ],
  );
}

export const jobAlertsProjection: Projection = {
  name: 'job-alerts',
  version: 1,
  handles: jobAlertEventTypes,
  apply: (tx, event) => applyBatch(tx, [event]),
  applyBatch,
};
