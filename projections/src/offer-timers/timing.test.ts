import { describe, expect, it } from 'vitest';
import { events, later, iso, plan } from '@tablica/domain/offers/test-fixtures';
import type { OfferEvent } from '@tablica/domain/offers/offer';
import { timerJob } from './scheduler';
import { evolveTiming, timedEvents, timersOf, type OfferTiming, type TimedEvent } from './timing';

const offerId = 'b1f0c2d4-0000-4000-8000-000000000001';
const day = 24 * 60 * 60 * 1000;
const t0 = new Date('2026-11-22T10:00:00.000Z');
const at = (days: number) => new Date(t0.getTime() + days * day).toISOString();

const fold = (history: readonly TimedEvent[]) =>
  history.reduce<OfferTiming | null>((timing, event) => evolveTiming(timing, event), null);

function publishedEvent(publishedAt: string, expiredAt: string, bumpsUpCount = 2, bumpsUpEveryDays = 7) {
  const base = events.published() as Extract<OfferEvent, { type: 'OfferPublished' }>;
  return {
    type: 'OfferPublished',
    data: {
      ...base.data,
      publishedAt,
      expiredAt,
      plan: plan('pro', { bumpsUpCount, bumpsUpEveryDays }),
    },
  } as const satisfies TimedEvent;
}
const bumped = (bumpNumber: number, bumpedAt: string): TimedEvent => ({
  type: 'OfferBumped',
  data: { offerId, bumpNumber, bumpedAt },
});
const extended = (previousExpiredAt: string, expiredAt: string): TimedEvent => ({
  type: 'OfferExtended',
  data: { offerId, previousExpiredAt, expiredAt, extendedAt: at(1) },
});

describe('offer timers from the events', () => {
  it('handles exactly the events that move an offer’s clock', () => {
    expect([...timedEvents].sort()).toEqual(
      [
        'OfferBumped',
        'OfferDeleted',
        'OfferExpired',
        'OfferExtended',
        'OfferPublished',
        'OfferRecruitmentFinished',
        'OfferScheduled',
      ].sort(),
    );
  });

  it('publishes a scheduled offer at publishAt', () => {
    const timing = fold([
      { type: 'OfferScheduled', data: { offerId, publishAt: at(3), scheduledAt: at(0) } },
    ]);
    expect(timersOf(timing)).toEqual([{ kind: 'publish', dueAt: at(3) }]);
  });

  it('expires a published offer at expiredAt and bumps it every bumpsUpEveryDays, bumpsUpCount times', () => {
    const published = publishedEvent(at(0), at(30));
    expect(timersOf(fold([published]))).toEqual([
      { kind: 'expire', dueAt: at(30) },
      { kind: 'bump', dueAt: at(7) },
    ]);
    // Each bump counts from the previous one, even when it ran late.
    expect(timersOf(fold([published, bumped(1, at(8))]))).toEqual([
      { kind: 'expire', dueAt: at(30) },
      { kind: 'bump', dueAt: at(15) },
    ]);
    // Never more than the plan's bumps.
    expect(timersOf(fold([published, bumped(1, at(7)), bumped(2, at(14))]))).toEqual([
      { kind: 'expire', dueAt: at(30) },
    ]);
  });

  it('plans no bump that would fall after the expiry, until an extension makes room for it', () => {
    const published = publishedEvent(at(0), at(10), 2, 7);
    const once = fold([published, bumped(1, at(7))]);
    expect(timersOf(once)).toEqual([{ kind: 'expire', dueAt: at(10) }]);
    expect(timersOf(evolveTiming(once, extended(at(10), at(40))))).toEqual([
      { kind: 'expire', dueAt: at(40) },
      { kind: 'bump', dueAt: at(14) },
    ]);
  });

  it('starts the bumps again with a refresh (its new publication)', () => {
    const history = [publishedEvent(at(0), at(30)), bumped(1, at(7)), bumped(2, at(14))];
    expect(timersOf(fold([...history, publishedEvent(at(20), at(50))]))).toEqual([
      { kind: 'expire', dueAt: at(50) },
      { kind: 'bump', dueAt: at(27) },
    ]);
  });

  it('has no timers once the offer ended', () => {
    const published = publishedEvent(at(0), at(30));
    for (const end of [
      { type: 'OfferExpired', data: { offerId, expiredAt: at(30) } },
      { type: 'OfferRecruitmentFinished', data: { offerId, finishedAt: at(3) } },
      { type: 'OfferDeleted', data: { offerId, deletedAt: at(3) } },
    ] as const)
      expect(timersOf(fold([published, end]))).toEqual([]);
    // Events that find no clock (nothing scheduled or published) start none.
    expect(fold([bumped(1, at(7)), extended(at(30), at(60))])).toBeNull();
  });
});

describe('the job for a timer', () => {
  const timer = {
    offerId,
    tenant: 'it',
    kind: 'expire',
    dueAt: iso(later(1, t0)),
    streamVersion: 3,
  } as const;
  const overdueAfterMs = 5 * 60_000;

  it('starts at the due time and has one id per (offer, kind, due time)', () => {
    const job = timerJob(timer, t0, overdueAfterMs);
    expect(job).toMatchObject({
      data: { offerId, tenant: 'it', kind: 'expire', dueAt: timer.dueAt },
      delayMs: day,
    });
    expect(timerJob(timer, new Date(t0.getTime() + 1000), overdueAfterMs).id).toBe(job.id);
    expect(timerJob({ ...timer, dueAt: iso(later(2, t0)) }, t0, overdueAfterMs).id).not.toBe(job.id);
    expect(timerJob({ ...timer, kind: 'bump' }, t0, overdueAfterMs).id).not.toBe(job.id);
  });

  it('gets a fresh id per period once it is overdue, so a lost job is replaced', () => {
    const due = Date.parse(timer.dueAt);
    const onTime = timerJob(timer, new Date(due + 60_000), overdueAfterMs);
    const late = timerJob(timer, new Date(due + 6 * 60_000), overdueAfterMs);
    const later_ = timerJob(timer, new Date(due + 12 * 60_000), overdueAfterMs);
    expect(new Set([onTime.id, late.id, later_.id]).size).toBe(3);
    expect(late.delayMs).toBeLessThan(0);
    // ...but all of them are the timer's: the queue keeps one of them waiting or running at a time.
    expect(new Set([onTime.singletonKey, late.singletonKey, later_.singletonKey]).size).toBe(1);
    expect(timerJob({ ...timer, dueAt: iso(later(2, t0)) }, t0, overdueAfterMs).singletonKey).not.toBe(
      onTime.singletonKey,
    );
  });
});
