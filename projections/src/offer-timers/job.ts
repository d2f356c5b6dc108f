import { ConcurrencyError, IllegalStateError, NotFoundError } from '@tablica/domain/errors';
import type { OfferCommand } from '@tablica/domain/offers/decide';
import type { EventStore } from '@tablica/platform/event-store/port';
import { sendOfferCommand } from '@tablica/platform/offers/write-path';
import { jobKind, type QueuedJob } from '@tablica/platform/queue/queue';
import type { TimerKind } from './timing';

/**
 * The timer job: carry out one due transition of one offer (publish a scheduled offer, expire, bump)
 * through the ordinary write path. The job only says what was due when it was made; the offer's
 * stream decides. A job made stale by a later change (an extension, a refresh, a deletion) or run a
 * second time is refused by the decider with IllegalStateError/NotFoundError, which here means
 * "nothing to do": it completes and appends nothing.
 */

export interface OfferTimerJobData {
  readonly offerId: string;
  readonly tenant: string;
  readonly kind: TimerKind;
  /** The due time the job was made for (ISO-8601). */
  readonly dueAt: string;
}

export const offerTimerJob = jobKind<OfferTimerJobData>('offer-timers', {
  // One job per timer (offer, kind, due time) waiting, retrying or running, however often it is sent
  // again (see the scheduler): a backlog the workers are slow to clear does not grow.
  policy: 'exclusive',
  // Infrastructure failures (database away, a conflict that kept coming back) are tried again, backing off.
  retryLimit: 8,
  retryDelay: 2,
  retryBackoff: true,
  retryDelayMax: 300,
  expireInSeconds: 120,
});

/** The queue the timers used before theirs was exclusive (a queue's policy cannot change). */
export const retiredOfferTimerQueues = ['offer-timer'] as const;

export const timerActor = { kind: 'system', id: 'offer-timers' } as const;

export interface OfferTimerOutcome {
  readonly outcome: 'applied' | 'nothing-to-do';
  /** The events appended (applied) or the decider's refusal (nothing to do). */
  readonly events?: readonly string[];
  readonly code?: string;
  readonly attempts: number;
}

export interface OfferTimerDeps {
  readonly store: EventStore;
  readonly now: () => Date;
}

/** How often a job re-reads the stream after a concurrent write before leaving it to the queue's retries. */
const concurrencyAttempts = 5;
/** A job may run a little before its due time by our clock (the queue times it by the database's). */
const maxEarlyMs = 60_000;

const commands: Readonly<Record<TimerKind, OfferCommand>> = {
  publish: { type: 'PublishScheduledOffer' },
  expire: { type: 'ExpireOffer' },
  bump: { type: 'BumpOffer' },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runOfferTimer(
  deps: OfferTimerDeps,
  job: QueuedJob<OfferTimerJobData>,
): Promise<OfferTimerOutcome> {
  const { offerId, tenant, kind, dueAt } = job.data;
  const early = Date.parse(dueAt) - deps.now().getTime();
  if (early > maxEarlyMs) throw new Error(`The ${kind} timer of offer ${offerId} is not due until ${dueAt}.`);
  if (early > 0) await sleep(early);
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await sendOfferCommand(deps.store, offerId, commands[kind], {
        tenant,
        actor: timerActor,
        correlationId: job.id,
        at: deps.now(),
      });
      return { outcome: 'applied', events: result.events.map((event) => event.type), attempts: attempt };
    } catch (error) {
      if (error instanceof IllegalStateError || error instanceof NotFoundError)
        return { outcome: 'nothing-to-do', code: error.code, attempts: attempt };
      // Someone wrote to the offer meanwhile: decide again on what it is now.
      if (error instanceof ConcurrencyError && attempt < concurrencyAttempts) continue;
      throw error;
    }
  }
}
