import { describe, expect, it } from 'vitest';
import type { ValidationError } from '../errors';
import { deciderSpec } from '../testing/decider-spec';
import { decide } from './decide';
import { evolve, initialState, type OfferEvent } from './offer';
import type { Payment } from './payment';
import {
  acme,
  content,
  context,
  draftOf,
  events,
  form,
  history,
  iso,
  later,
  now,
  paidOrder,
  stranger,
  validCode,
} from './test-fixtures';

const decider = { decide, evolve, initialState };
const specAt = (at: Date) => deciderSpec(decider, context(at));
const spec = specAt(now);
const issuesOf = (error: unknown) =>
  (error as ValidationError).issues.map(({ path, code }) => ({ path, code }));

const publish = (payment: Payment = validCode, by = acme) =>
  ({ type: 'PublishOffer', data: { by, payment } }) as const;
const summaryOf = (offer = content()): OfferEvent[] => [
  events.created(draftOf(form())),
  events.submitted(offer),
];

describe('PublishOffer (pay with a code or an order, then publish)', () => {
  it('publishes with a valid code for the plan’s 30 days and marks the first publication', () => {
    spec
      .given(history.summary())
      .when(publish())
      .then([events.bought('publish'), events.published(now, content(), later(30)), events.firstPublished()]);
  });

  it('publishes with a paid order', () => {
    spec
      .given(history.summary())
      .when(publish(paidOrder))
      .then([events.bought('publish', now, paidOrder), events.published(), events.firstPublished()]);
  });

  it('accepts a code that is good for any plan', () => {
    spec
      .given(history.summary())
      .when(publish({ ...validCode, planKey: null }))
      .then([events.bought('publish'), events.published(), events.firstPublished()]);
  });

  it('keeps the expiry date the employer chose', () => {
    const chosen = content({ expiredAt: iso(later(14)) });
    spec
      .given(summaryOf(chosen))
      .when(publish())
      .then([events.bought('publish'), events.published(now, chosen, later(14)), events.firstPublished()]);
  });

  it('schedules the publication when the draft names a future date', () => {
    const scheduled = content({ publishAt: iso(later(3)) });
    spec
      .given(summaryOf(scheduled))
      .when(publish())
      .then([events.bought('publish'), events.scheduled(later(3))]);
  });

  it('publishes at once when the scheduled date passed while paying (the date is dropped)', () => {
    const scheduled = content({ publishAt: iso(later(3)) });
    const paidLate = later(4);
    specAt(paidLate)
      .given(summaryOf(scheduled))
      .when(publish())
      .then([
        events.bought('publish', paidLate),
        events.published(paidLate, content(), later(30, paidLate)),
        events.firstPublished(paidLate),
      ]);
  });

  it('rejects a chosen expiry that has passed since the summary', () => {
    const error = specAt(later(20))
      .given(summaryOf(content({ expiredAt: iso(later(14)) })))
      .when(publish())
      .thenThrows('validation_failed');
    expect(issuesOf(error)).toEqual([{ path: 'expiredAt', code: 'errors.invalidDatePast' }]);
  });

  it('rejects an invalid code, and a code for another plan, as "incorrect code"', () => {
    for (const code of [
      { ...validCode, valid: false },
      { ...validCode, planKey: 'basic' },
    ]) {
      const error = spec.given(history.summary()).when(publish(code)).thenThrows('validation_failed');
      expect(issuesOf(error)).toEqual([{ path: 'code', code: 'errors.incorrectCode' }]);
    }
  });

  it('rejects an order paid for another plan', () => {
    spec
      .given(history.summary())
      .when(publish({ ...paidOrder, planKey: 'basic' }))
      .thenThrows('offer.plan_mismatch');
  });

  it('rejects paying for a draft that skipped the summary step', () => {
    spec.given(history.draft()).when(publish()).thenThrows('offer.summary_required');
  });

  it('never publishes twice: published, scheduled, expired and finished offers reject it', () => {
    spec.given(history.published()).when(publish()).thenThrows('offer.already_published');
    spec
      .given([
        ...summaryOf(content({ publishAt: iso(later(3)) })),
        events.bought('publish'),
        events.scheduled(later(3)),
      ])
      .when(publish())
      .thenThrows('offer.already_published');
    spec.given(history.expired()).when(publish()).thenThrows('offer.already_published');
    spec.given(history.finished()).when(publish()).thenThrows('offer.already_published');
  });

  it('hides the offer from a company that does not own it; deleted offers stay deleted', () => {
    spec.given(history.summary()).when(publish(validCode, stranger)).thenThrows('offer.not_found');
    spec.given([]).when(publish()).thenThrows('offer.not_found');
    spec.given(history.deleted()).when(publish()).thenThrows('offer.deleted');
  });
});

describe('PublishScheduledOffer (the scheduled-publication job)', () => {
  const scheduledOffer = content({ publishAt: iso(later(3)) });
  const scheduled = [...summaryOf(scheduledOffer), events.bought('publish'), events.scheduled(later(3))];
  const publishScheduled = { type: 'PublishScheduledOffer' } as const;

  it('publishes when the date has come, for the plan’s duration from then', () => {
    specAt(later(3))
      .given(scheduled)
      .when(publishScheduled)
      .then([events.published(later(3), scheduledOffer, later(33)), events.firstPublished(later(3))]);
  });

  it('rejects publishing before the date', () => {
    specAt(later(2)).given(scheduled).when(publishScheduled).thenThrows('offer.not_due');
  });

  it('rejects offers that are not waiting for a date', () => {
    spec.given(history.summary()).when(publishScheduled).thenThrows('offer.not_scheduled');
    spec.given(history.published()).when(publishScheduled).thenThrows('offer.not_scheduled');
    spec.given(history.deleted()).when(publishScheduled).thenThrows('offer.deleted');
    spec.given([]).when(publishScheduled).thenThrows('offer.not_found');
  });
});
