import { describe, expect, it } from 'vitest';
import type { ValidationError } from '../errors';
import { deciderSpec } from '../testing/decider-spec';
import { decide } from './decide';
import { evolve, initialState, type OfferEvent, type OfferState } from './offer';
import type { Payment } from './payment';
import {
  acme,
  admin,
  basicPlan,
  content,
  context,
  draftOf,
  events,
  form,
  history,
  iso,
  later,
  now,
  offerId,
  paidOrder,
  slug,
  stranger,
  tokenHolder,
  validCode,
} from './test-fixtures';

const decider = { decide, evolve, initialState };
const specAt = (at: Date) => deciderSpec(decider, context(at));
const spec = specAt(now);
const fold = (given: OfferEvent[]): OfferState => given.reduce(evolve, initialState());
const issuesOf = (error: unknown) =>
  (error as ValidationError).issues.map(({ path, code }) => ({ path, code }));

const scheduledOffer = content({ publishAt: iso(later(3)) });
const scheduled = (): OfferEvent[] => [
  events.created(draftOf(form())),
  events.submitted(scheduledOffer),
  events.bought('publish'),
  events.scheduled(later(3)),
];
/** A published offer on a plan without bumps. */
const publishedOnBasic = (): OfferEvent[] =>
  history
    .published()
    .map((event) =>
      event.type === 'OfferDraftCreated' ? { ...event, data: { ...event.data, plan: basicPlan } } : event,
    );

describe('EditOffer (a paid offer)', () => {
  const edit = (offer = form({ title: 'Staff TypeScript Developer' }), by = acme) =>
    ({ type: 'EditOffer', data: { by, offer } }) as const;
  const edited = (offer = content({ title: 'Staff TypeScript Developer' }), at = now): OfferEvent => ({
    type: 'OfferEdited',
    data: { offerId, content: offer, editedAt: iso(at) },
  });

  it('replaces what a published offer says', () => {
    specAt(later(2))
      .given(history.published())
      .when(edit())
      .then([edited(undefined, later(2))]);
  });

  it('keeps the dates that were paid for, whatever the form says', () => {
    specAt(later(2))
      .given(history.published())
      .when(edit(form({ title: 'Staff TypeScript Developer', expiredAt: iso(later(60)), publishAt: 'soon' })))
      .then([edited(undefined, later(2))]);
    spec
      .given(scheduled())
      .when(edit(form({ title: 'Staff TypeScript Developer' })))
      .then([edited(content({ title: 'Staff TypeScript Developer', publishAt: iso(later(3)) }))]);
  });

  it('validates the edit as the full form, within the plan', () => {
    const error = specAt(later(2))
      .given(history.published())
      .when(edit(form({ title: 'SENIOR TYPESCRIPT DEVELOPER', experienceLevel: undefined })))
      .thenThrows('validation_failed');
    expect(issuesOf(error)).toEqual([
      { path: 'title', code: 'errors.tooManyUppercase' },
      { path: 'experienceLevel', code: 'errors.required' },
    ]);
    const tooMany = [0, 1].map((n) => ({
      city: `C${n}`,
      street: 'S 1',
      countryCode: 'PL',
      latitude: 50,
      longitude: 20,
    }));
    const limited = specAt(later(2))
      .given(publishedOnBasic())
      .when(edit(form({ locations: tooMany })))
      .thenThrows('validation_failed');
    expect(issuesOf(limited)).toEqual([{ path: 'locations', code: 'errors.maxLocations' }]);
  });

  it('changes nothing about an expired offer, even before the expiry job ran', () => {
    spec.given(history.expired()).when(edit()).thenThrows('offer.expired');
    specAt(later(30)).given(history.published()).when(edit()).thenThrows('offer.expired');
  });

  it('rejects editing a finished offer or a draft this way', () => {
    spec.given(history.finished()).when(edit()).thenThrows('offer.finished');
    spec.given(history.summary()).when(edit()).thenThrows('offer.not_published');
  });

  it('hides the offer from a company that does not own it', () => {
    spec.given(history.published()).when(edit(form(), stranger)).thenThrows('offer.not_found');
  });
});

describe('RefreshOffer (republish, paid again)', () => {
  const refresh = (payment: Payment = validCode, by = acme) =>
    ({ type: 'RefreshOffer', data: { by, payment } }) as const;

  it('starts a new publication period from now; it is not a first publication', () => {
    const at = later(10);
    specAt(at)
      .given(history.published())
      .when(refresh())
      .then([
        events.bought('refresh', at),
        { type: 'OfferRefreshed', data: { offerId, refreshedAt: iso(at), previousPublishedAt: iso(now) } },
        events.published(at, content(), later(40)),
      ]);
  });

  it('never ends an extended offer earlier than it would have', () => {
    const extended: OfferEvent = {
      type: 'OfferExtended',
      data: {
        offerId,
        previousExpiredAt: iso(later(30)),
        expiredAt: iso(later(60)),
        extendedAt: iso(later(5)),
      },
    };
    const at = later(10);
    specAt(at)
      .given([...history.published(), events.bought('extend', later(5)), extended])
      .when(refresh())
      .then([
        events.bought('refresh', at),
        { type: 'OfferRefreshed', data: { offerId, refreshedAt: iso(at), previousPublishedAt: iso(now) } },
        events.published(at, content(), later(60)),
      ]);
  });

  it('gives the new period a fresh allowance of bumps', () => {
    const given = [...history.published(), events.bumped(later(7), 1), events.bumped(later(14), 2)];
    const refreshed = decide(refresh(), fold(given), context(later(15)));
    expect(fold([...given, ...refreshed])).toMatchObject({
      status: 'published',
      bumpsUsed: 0,
      lastBumpedAt: null,
    });
  });

  it('changes nothing about an expired offer: copy it instead', () => {
    spec.given(history.expired()).when(refresh()).thenThrows('offer.expired');
    specAt(later(31)).given(history.published()).when(refresh()).thenThrows('offer.expired');
  });

  it('rejects refreshing an offer that is not live', () => {
    spec.given(history.summary()).when(refresh()).thenThrows('offer.not_published');
    spec.given(scheduled()).when(refresh()).thenThrows('offer.not_published');
    spec.given(history.finished()).when(refresh()).thenThrows('offer.finished');
  });

  it('rejects an incorrect code', () => {
    const error = spec
      .given(history.published())
      .when(refresh({ ...validCode, valid: false }))
      .thenThrows('validation_failed');
    expect(issuesOf(error)).toEqual([{ path: 'code', code: 'errors.incorrectCode' }]);
  });

  it('hides the offer from a company that does not own it', () => {
    spec.given(history.published()).when(refresh(validCode, stranger)).thenThrows('offer.not_found');
  });
});

describe('ExtendOffer (paid again)', () => {
  const extend = (payment: Payment = validCode, by = acme) =>
    ({ type: 'ExtendOffer', data: { by, payment } }) as const;

  it("pushes the expiry back by the plan's duration", () => {
    specAt(later(25))
      .given(history.published())
      .when(extend(paidOrder))
      .then([
        events.bought('extend', later(25), paidOrder),
        {
          type: 'OfferExtended',
          data: {
            offerId,
            previousExpiredAt: iso(later(30)),
            expiredAt: iso(later(60)),
            extendedAt: iso(later(25)),
          },
        },
      ]);
  });

  it('rejects extending an offer that is not live', () => {
    spec.given(history.expired()).when(extend()).thenThrows('offer.expired');
    spec.given(history.finished()).when(extend()).thenThrows('offer.finished');
    spec.given(history.draft()).when(extend()).thenThrows('offer.not_published');
  });

  it('rejects an order paid for another plan', () => {
    spec
      .given(history.published())
      .when(extend({ ...paidOrder, planKey: 'premium' }))
      .thenThrows('offer.plan_mismatch');
  });

  it('hides the offer from a company that does not own it', () => {
    spec.given(history.published()).when(extend(validCode, stranger)).thenThrows('offer.not_found');
  });
});

describe('BumpOffer (the bump job: bumpsUpCount times, every bumpsUpEveryDays)', () => {
  const bump = { type: 'BumpOffer' } as const;

  it('bumps once the period since the publication has passed', () => {
    specAt(later(7))
      .given(history.published())
      .when(bump)
      .then([events.bumped(later(7), 1)]);
  });

  it('waits the period again after each bump', () => {
    const once = [...history.published(), events.bumped(later(8), 1)];
    specAt(later(14)).given(once).when(bump).thenThrows('offer.bump_not_due');
    specAt(later(15))
      .given(once)
      .when(bump)
      .then([events.bumped(later(15), 2)]);
  });

  it('rejects a bump before the first period has passed', () => {
    specAt(later(6)).given(history.published()).when(bump).thenThrows('offer.bump_not_due');
  });

  it("never bumps more often than the plan's count", () => {
    const twice = [...history.published(), events.bumped(later(7), 1), events.bumped(later(14), 2)];
    specAt(later(21)).given(twice).when(bump).thenThrows('offer.no_bumps_left');
    specAt(later(7)).given(publishedOnBasic()).when(bump).thenThrows('offer.no_bumps_left');
  });

  it('counts the period from the latest refresh', () => {
    const at = later(10);
    const refreshed = decide(
      { type: 'RefreshOffer', data: { by: acme, payment: validCode } },
      fold(history.published()),
      context(at),
    );
    const given = [...history.published(), ...refreshed];
    specAt(later(16)).given(given).when(bump).thenThrows('offer.bump_not_due');
    specAt(later(17))
      .given(given)
      .when(bump)
      .then([events.bumped(later(17), 1)]);
  });

  it('rejects bumping an offer that is not live', () => {
    specAt(later(30)).given(history.published()).when(bump).thenThrows('offer.expired');
    spec.given(history.draft()).when(bump).thenThrows('offer.not_published');
    spec.given(history.deleted()).when(bump).thenThrows('offer.deleted');
  });
});

describe('ExpireOffer (the expiry job)', () => {
  const expire = { type: 'ExpireOffer' } as const;

  it('expires an offer at its expiry date', () => {
    specAt(later(30))
      .given(history.published())
      .when(expire)
      .then([events.expired(later(30))]);
  });

  it('rejects expiring an offer before its date', () => {
    specAt(later(29)).given(history.published()).when(expire).thenThrows('offer.not_due');
  });

  it('rejects expiring an offer that is not live', () => {
    specAt(later(40)).given(history.expired()).when(expire).thenThrows('offer.expired');
    specAt(later(40)).given(history.finished()).when(expire).thenThrows('offer.finished');
    specAt(later(40)).given(scheduled()).when(expire).thenThrows('offer.not_published');
    specAt(later(40)).given(history.deleted()).when(expire).thenThrows('offer.deleted');
  });
});

describe('FinishRecruitment (active offers)', () => {
  const finish = (by = acme) => ({ type: 'FinishRecruitment', data: { by } }) as const;

  it('ends an active offer early', () => {
    specAt(later(3))
      .given(history.published())
      .when(finish())
      .then([events.finished(later(3))]);
  });

  it('lets the holder of the token finish an offer started anonymously', () => {
    const anonymous = [events.initiated(), ...history.published().slice(1)];
    specAt(later(3))
      .given(anonymous)
      .when(finish(tokenHolder))
      .then([events.finished(later(3))]);
    specAt(later(3)).given(anonymous).when(finish(acme)).thenThrows('offer.not_found');
  });

  it('rejects finishing an offer that is not live', () => {
    specAt(later(30)).given(history.published()).when(finish()).thenThrows('offer.expired');
    spec.given(history.finished()).when(finish()).thenThrows('offer.finished');
    spec.given(history.summary()).when(finish()).thenThrows('offer.not_published');
    spec.given(scheduled()).when(finish()).thenThrows('offer.not_published');
  });
});

describe('DeleteOffer (inactive offers only)', () => {
  const remove = (by = acme) => ({ type: 'DeleteOffer', data: { by } }) as const;

  it('deletes drafts, summaries, scheduled, expired and finished offers', () => {
    for (const given of [
      history.draft(),
      history.summary(),
      scheduled(),
      history.expired(),
      history.finished(),
    ])
      specAt(later(40))
        .given(given)
        .when(remove())
        .then([events.deleted(later(40))]);
  });

  it('rejects deleting an active offer: it is finished first', () => {
    specAt(later(3)).given(history.published()).when(remove()).thenThrows('offer.active');
  });

  it('records the expiry of an overdue offer before deleting it', () => {
    specAt(later(31))
      .given(history.published())
      .when(remove())
      .then([events.expired(later(30)), events.deleted(later(31))]);
  });

  it('lets an admin delete any inactive offer, and nobody a stranger’s', () => {
    spec
      .given(history.draft())
      .when(remove(admin))
      .then([events.deleted(now)]);
    spec.given(history.draft()).when(remove(stranger)).thenThrows('offer.not_found');
  });

  it('rejects deleting twice', () => {
    spec.given(history.deleted()).when(remove()).thenThrows('offer.deleted');
  });
});

describe('A deleted offer', () => {
  it('rejects every command', () => {
    const by = acme;
    const commands = [
      { type: 'EditOfferDraft', data: { by, draft: {}, workInProgress: false } },
      { type: 'ChangeOfferPlan', data: { by, plan: basicPlan } },
      { type: 'SubmitOfferDraft', data: { by } },
      { type: 'PublishOffer', data: { by, payment: validCode } },
      { type: 'PublishScheduledOffer' },
      { type: 'EditOffer', data: { by, offer: form() } },
      { type: 'RefreshOffer', data: { by, payment: validCode } },
      { type: 'ExtendOffer', data: { by, payment: validCode } },
      { type: 'BumpOffer' },
      { type: 'ExpireOffer' },
      { type: 'FinishRecruitment', data: { by } },
      { type: 'DeleteOffer', data: { by } },
    ] as const;
    for (const command of commands) spec.given(history.deleted()).when(command).thenThrows('offer.deleted');
    for (const type of ['CreateOfferDraft', 'InitiateOffer', 'CopyOffer', 'ImportOffer'] as const)
      expect(() =>
        decide({ type, data: { offerId, slug } } as never, fold(history.deleted()), context()),
      ).toThrowError(expect.objectContaining({ code: 'offer.already_exists' }));
  });
});

describe('evolve', () => {
  it('folds a whole life into the state the decider works with', () => {
    expect(fold(history.published())).toEqual({
      status: 'published',
      offerId,
      slug,
      creationType: 'employer',
      owner: { companyId: 'company-acme' },
      accessTokenHash: null,
      plan: expect.objectContaining({ key: 'pro' }),
      copiedFrom: null,
      content: content(),
      firstPublishedAt: iso(now),
      publishedAt: iso(now),
      expiredAt: iso(later(30)),
      bumpsUsed: 0,
      lastBumpedAt: null,
    });
    expect(fold([...history.published(), events.bumped(later(7), 1)])).toMatchObject({
      bumpsUsed: 1,
      lastBumpedAt: iso(later(7)),
    });
    expect(fold(history.expired()).status).toBe('expired');
    expect(fold(history.finished())).toMatchObject({ status: 'finished', finishedAt: iso(later(3)) });
    expect(fold(history.deleted())).toMatchObject({ status: 'deleted', deletedAt: iso(later(1)) });
  });

  it('leaves the state alone for an event that does not fit it', () => {
    const draft = fold(history.draft());
    expect(evolve(draft, events.expired())).toBe(draft);
    expect(evolve(initialState(), events.deleted(now))).toEqual(initialState());
  });
});
