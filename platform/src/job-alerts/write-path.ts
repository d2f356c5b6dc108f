import { randomUUID } from 'node:crypto';
import { IllegalStateError } from '@tablica/domain/errors';
import type { Actor } from '@tablica/domain/events';
import { decide, type JobAlertCommand } from '@tablica/domain/job-alerts/decide';
import {
  evolve,
  initialState,
  jobAlertStreamId,
  type JobAlertEvent,
  type JobAlertState,
} from '@tablica/domain/job-alerts/job-alert';
import { handleCommand } from '../event-store/command-handler';
import type { EventStore } from '../event-store/port';
import { jobIdFor } from '../queue/queue';

/**
 * The job alert aggregate's one write path: every command that reaches a `job-alert-<id>` stream (the
 * candidate's and guests' routes in command-api, the digest job in projections) goes through
 * `sendJobAlertCommand`: load, decide, append at the version read, with actor and correlation.
 */
export interface JobAlertCall {
  readonly tenant: string;
  readonly actor: Actor;
  readonly at: Date;
  readonly correlationId?: string;
}

export interface JobAlertOutcome {
  readonly events: readonly JobAlertEvent[];
  /** '' when nothing was appended. */
  readonly checkpoint: string;
}

export async function sendJobAlertCommand(
  store: EventStore,
  jobFilterId: string,
  command: JobAlertCommand,
  call: JobAlertCall,
  /** The alert as the caller has just read it (`readJobAlertStream`); a write since fails the append. */
  known?: { readonly state: JobAlertState; readonly version: number },
): Promise<JobAlertOutcome> {
  const result = await handleCommand(
    store,
    jobAlertStreamId(jobFilterId),
    { decide, evolve, initialState },
    command,
    {
      context: { now: call.at },
      newEventId: randomUUID,
      known,
      metadata: {
        tenant: call.tenant,
        actor: call.actor,
        correlationId: call.correlationId ?? randomUUID(),
        causationId: null,
        occurredAt: call.at.toISOString(),
      },
    },
  ).catch((error: unknown) => {
    // `decide` found nothing to change (the same frequency, a second unsubscribe, a digest recorded).
    if (error instanceof IllegalStateError && error.code === 'event_store.empty_append')
      return { events: [], lastCheckpoint: '' };
    throw error;
  });
  return { events: result.events, checkpoint: result.lastCheckpoint };
}

/** The saved search as its stream tells it, for `tenant` only: another brand's stream reads as none. */
export async function readJobAlert(
  store: EventStore,
  tenant: string,
  jobFilterId: string,
): Promise<JobAlertState> {
  return (await readJobAlertStream(store, tenant, jobFilterId)).state;
}

/** `readJobAlert` with the stream's version (for a command sent right after: `sendJobAlertCommand`). */
export async function readJobAlertStream(
  store: EventStore,
  tenant: string,
  jobFilterId: string,
): Promise<{ readonly state: JobAlertState; readonly version: number }> {
  if (!uuidPattern.test(jobFilterId)) return { state: initialState(), version: 0 };
  const history = await store.readStream(jobAlertStreamId(jobFilterId.toLowerCase()));
  if (history.length === 0 || history[0]?.metadata.tenant !== tenant)
    return { state: initialState(), version: 0 };
  const state = history.reduce(
    (current, event) => evolve(current, event as unknown as JobAlertEvent),
    initialState(),
  );
  return { state, version: history.length };
}

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID-shaped id derived from parts (SHA-256): the same parts always give the same id. */
export const derivedId = (...parts: readonly string[]): string => jobIdFor(parts.join('\u0000'));

/**
 * A candidate's saved search has one id per search URL (spec §3: "derived from search url"), so saving
 * the same search twice meets the stream that is already there: the §8 "already exists" conflicts.
 */
export const jobFilterIdFor = (tenant: string, candidateId: string, searchUrl: string) =>
  derivedId('job-filter', tenant, candidateId, searchUrl);
