import type { Logger } from '@tablica/platform/observability/logger';
import { jobIdFor, jobKind, type JobQueue } from '@tablica/platform/queue/queue';
import { sealingKeysDue } from '@tablica/platform/privacy/sealed';
import { eraseApplication, type ErasingDeps } from './erasing';

/**
 * Retention: an application's CV and personal data are kept until its `retainUntil` (the recruitment
 * plus 90 days, a year more with future-recruitment consent; domain/src/applications/decide.ts), then
 * erased by a pg-boss job. The schedule is the sealing keys' `retain_until`: a sweep sends one job per
 * key that fell due (its id derived from the application, so sweeps never double it).
 */
export interface RetentionJobData {
  readonly applicationId: string;
  readonly tenant: string;
}

export const applicationRetentionJob = jobKind<RetentionJobData>('application-retention', {
  retryLimit: 5,
  retryBackoff: true,
});

export interface ApplicationRetention {
  /** Sends a job for every application past its retention; resolves with how many were sent. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

export async function startApplicationRetention(
  options: ErasingDeps & {
    readonly queue: JobQueue;
    readonly logger?: Logger | undefined;
    /** Default one hour. */
    readonly sweepEveryMs?: number;
    readonly pollingIntervalSeconds?: number;
  },
): Promise<ApplicationRetention> {
  const { queue, logger } = options;
  await queue.declare(applicationRetentionJob);
  await queue.work(
    applicationRetentionJob,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async (job) => {
      await eraseApplication(options, job.data, 'retention', { kind: 'system', id: 'application-retention' });
      return { erased: job.data.applicationId };
    },
  );
  const sweep = async () => {
    const due = await sealingKeysDue(options.pool, options.now(), 1000);
    if (due.length === 0) return 0;
    const sent = await queue.send(
      applicationRetentionJob,
      due.map(({ id, tenant }) => ({
        id: jobIdFor(`application-retention:${id}`),
        data: { applicationId: id, tenant },
      })),
    );
    return sent.length;
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => logger?.error({ err: error }, 'application retention sweep failed'));
  }, options.sweepEveryMs ?? 3_600_000);
  timer.unref();
  await sweep().catch((error: unknown) =>
    logger?.error({ err: error }, 'application retention sweep failed'),
  );
  return {
    sweep,
    async stop() {
      clearInterval(timer);
    },
  };
}
