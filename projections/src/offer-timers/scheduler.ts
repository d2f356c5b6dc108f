import type { EventStore } from '@tablica/platform/event-store/port';
import type { Logger } from '@tablica/platform/observability/logger';
import type { Pool } from '@tablica/platform/postgres/pool';
import { activeCheckpoint } from '@tablica/platform/projections/read-models';
import { jobIdFor, type JobQueue, type JobRecord, type NewJob } from '@tablica/platform/queue/queue';
import { offerTimersProjection } from './apply';
import { offerTimerJob, retiredOfferTimerQueues, runOfferTimer, type OfferTimerJobData } from './job';
import { timersDueBy, type OfferTimerRecord, type TimerCursor } from './queries';

/**
 * Turns the offer-timers read model into timer jobs and runs them.
 *
 * A sweep gives every timer due within `horizonMs` a job that starts at its due time. The job's id is
 * derived from (offer, kind, due time), so sweeping again, from any number of processes, creates
 * nothing new, and a changed due time (an extension, a bump, a refresh) gets a job of its own while
 * the old one finds nothing to do. A sweep runs after every batch the projection commits (`wake`, so
 * a timer due right away gets its job at once), every `sweepEveryMs`, and on start.
 *
 * Nothing depends on a single send: a timer still there `overdueAfterMs` after it fell due means its
 * job was lost, failed for good, or ran before the offer's state had caught up; each sweep period
 * after that gives it one more job (a new id per period), until the transition is made. Every job of a
 * timer carries the timer as its singleton key in an exclusive queue, so the new job is created only
 * when no other is waiting, retrying or running: a backlog larger than the workers clear in a period
 * (a seeded board's first start) is not sent again period after period.
 */

export interface OfferTimersOptions {
  readonly queue: JobQueue;
  readonly pool: Pool;
  readonly store: EventStore;
  readonly now: () => Date;
  readonly logger?: Logger;
  /** How far ahead of its due time a timer gets its job (default 10 minutes; keep it above `sweepEveryMs`). */
  readonly horizonMs?: number;
  /** Default 1 minute. */
  readonly sweepEveryMs?: number;
  /** Default 5 minutes. */
  readonly overdueAfterMs?: number;
  /** How often the worker looks for jobs that fell due (default 1 s). */
  readonly pollingIntervalSeconds?: number;
  /** Run the jobs in this process (default true); false: only send them. */
  readonly work?: boolean;
}

export interface OfferTimers {
  /** Sweep soon (coalesced): the read model changed. */
  wake(): void;
  /** Sweeps now; resolves with the number of jobs created. */
  sweep(): Promise<number>;
  /** The timer jobs of one offer, for tests and operators. */
  jobsOf(offerId: string): Promise<JobRecord<OfferTimerJobData>[]>;
  /** Stops sweeping; the workers stop with the queue. */
  stop(): Promise<void>;
}

const pageSize = 500;

/** The job for a timer at `now`: its own id while it is on time, a fresh one per period once overdue. */
export function timerJob(
  timer: OfferTimerRecord,
  now: Date,
  overdueAfterMs: number,
): NewJob<OfferTimerJobData> {
  const { offerId, tenant, kind, dueAt } = timer;
  const lateMs = now.getTime() - Date.parse(dueAt);
  const key = `offer-timer:${offerId}:${kind}:${dueAt}`;
  return {
    id: jobIdFor(
      lateMs > overdueAfterMs ? `${key}:overdue-${Math.floor(now.getTime() / overdueAfterMs)}` : key,
    ),
    data: { offerId, tenant, kind, dueAt },
    delayMs: -lateMs,
    singletonKey: key,
  };
}

export async function startOfferTimers(options: OfferTimersOptions): Promise<OfferTimers> {
  const { queue, pool, store, now, logger } = options;
  const horizonMs = options.horizonMs ?? 10 * 60_000;
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  const overdueAfterMs = options.overdueAfterMs ?? 5 * 60_000;
  const log = logger?.child({ component: 'offer-timers' });

  await queue.declare(offerTimerJob);
  await queue.retire(...retiredOfferTimerQueues);
  if (options.work ?? true)
    await queue.work(
      offerTimerJob,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, concurrency: 2 },
      async (job) => {
        const outcome = await runOfferTimer({ store, now }, job);
        log?.info({ job: job.id, ...job.data, ...outcome }, 'offer timer ran');
        return outcome;
      },
    );

  async function sweep(): Promise<number> {
    // On a first start the sweep can come before the projection's runner has created the read model.
    if (!(await activeCheckpoint(pool, offerTimersProjection.name))) return 0;
    const at = now();
    let created = 0;
    let after: TimerCursor | null = null;
    for (;;) {
      const due = await timersDueBy(pool, new Date(at.getTime() + horizonMs), after, pageSize);
      if (due.length === 0) break;
      created += (
        await queue.send(
          offerTimerJob,
          due.map((timer) => timerJob(timer, at, overdueAfterMs)),
        )
      ).length;
      if (due.length < pageSize) break;
      after = due[due.length - 1]!;
    }
    if (created > 0) log?.debug({ created }, 'offer timer jobs sent');
    return created;
  }

  let stopped = false;
  let sweeping: Promise<void> | null = null;
  let again = false;
  function wake(): void {
    if (stopped) return;
    if (sweeping) {
      again = true;
      return;
    }
    sweeping = (async () => {
      do {
        again = false;
        // A sweep that fails (database away, the read model not created yet) is retried by the next one.
        await sweep().catch((error: unknown) => log?.warn({ err: error }, 'offer timer sweep failed'));
      } while (again && !stopped);
    })().finally(() => {
      sweeping = null;
    });
  }

  const interval = setInterval(wake, sweepEveryMs);
  interval.unref();
  wake();

  return {
    wake,
    sweep,
    jobsOf: (offerId) => queue.find(offerTimerJob, { offerId }),
    async stop() {
      stopped = true;
      clearInterval(interval);
      await sweeping;
    },
  };
}
