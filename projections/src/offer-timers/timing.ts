import type { OfferEvent, OfferEventType } from '@tablica/domain/offers/offer';
import { addDays } from '@tablica/domain/offers/validation/bounds';

/**
 * What an offer's clock depends on, folded from its events, and the transitions that fall due from it.
 * The due times follow the decider's rules (domain/src/offers/decide.ts): a scheduled offer is
 * published at `publishAt`; a published one expires at `expiredAt` and is bumped `bumpsUpCount` times
 * per publication, each `bumpsUpEveryDays` after the previous bump (or the publication), while it is
 * still active. Ended offers (expired, finished, deleted) have no clock.
 */

export const timedEvents = [
  'OfferScheduled',
  'OfferPublished',
  'OfferExtended',
  'OfferBumped',
  'OfferExpired',
  'OfferRecruitmentFinished',
  'OfferDeleted',
] as const satisfies readonly OfferEventType[];

export type TimedEvent = Extract<OfferEvent, { type: (typeof timedEvents)[number] }>;

export type TimerKind = 'publish' | 'expire' | 'bump';

export interface Timer {
  readonly kind: TimerKind;
  /** ISO-8601 instant. */
  readonly dueAt: string;
}

export interface Publication {
  readonly publishedAt: string;
  readonly expiredAt: string;
  /** The plan snapshot of this publication's `OfferPublished`. */
  readonly bumpsUpCount: number;
  readonly bumpsUpEveryDays: number;
  readonly bumpsUsed: number;
  readonly lastBumpedAt: string | null;
}

export type OfferTiming =
  | { readonly status: 'scheduled'; readonly publishAt: string }
  | ({ readonly status: 'published' } & Publication);

const instant = (value: string) => new Date(value).toISOString();

/** The offer's timing after `event`; null once it has none (ended, or never scheduled or published). */
export function evolveTiming(timing: OfferTiming | null, event: TimedEvent): OfferTiming | null {
  switch (event.type) {
    case 'OfferScheduled':
      return { status: 'scheduled', publishAt: instant(event.data.publishAt) };
    case 'OfferPublished': {
      const { bumpsUpCount, bumpsUpEveryDays } = event.data.plan.limits;
      return {
        status: 'published',
        publishedAt: instant(event.data.publishedAt),
        expiredAt: instant(event.data.expiredAt),
        bumpsUpCount,
        bumpsUpEveryDays,
        bumpsUsed: 0,
        lastBumpedAt: null,
      };
    }
    case 'OfferExtended':
      return timing?.status === 'published'
        ? { ...timing, expiredAt: instant(event.data.expiredAt) }
        : timing;
    case 'OfferBumped':
      return timing?.status === 'published'
        ? { ...timing, bumpsUsed: event.data.bumpNumber, lastBumpedAt: instant(event.data.bumpedAt) }
        : timing;
    case 'OfferExpired':
    case 'OfferRecruitmentFinished':
    case 'OfferDeleted':
      return null;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** The transitions that fall due for an offer with this timing, at most one of each kind. */
export function timersOf(timing: OfferTiming | null): Timer[] {
  if (timing === null) return [];
  if (timing.status === 'scheduled') return [{ kind: 'publish', dueAt: timing.publishAt }];
  const timers: Timer[] = [{ kind: 'expire', dueAt: timing.expiredAt }];
  const bump = nextBumpAt(timing);
  if (bump !== null) timers.push({ kind: 'bump', dueAt: bump });
  return timers;
}

/** When the next bump is due: none when the plan's bumps are used up or it would come after the expiry. */
function nextBumpAt(publication: Publication): string | null {
  if (publication.bumpsUsed >= publication.bumpsUpCount) return null;
  const from = new Date(publication.lastBumpedAt ?? publication.publishedAt);
  const due = addDays(from, publication.bumpsUpEveryDays);
  return due.getTime() < Date.parse(publication.expiredAt) ? due.toISOString() : null;
}
