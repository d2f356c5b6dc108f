import { describe, expect, it } from 'vitest';
import type { ValidationError } from '../errors';
import { deciderSpec } from '../testing/decider-spec';
import { decide } from './decide';
import { evolve, initialState, type OfferEvent, type OfferState } from './offer';
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
  proPlan,
  slug,
  stranger,
  tokenHolder,
} from './test-fixtures';

const decider = { decide, evolve, initialState };
const spec = deciderSpec(decider, context());
const fold = (given: OfferEvent[]): OfferState => given.reduce(evolve, initialState());
const issuesOf = (error: unknown) =>
  (error as ValidationError).issues.map(({ path, code }) => ({ path, code }));

describe('CreateOfferDraft (logged-in employer)', () => {
  const create = (draft: object) =>
    ({
      type: 'CreateOfferDraft',
      data: { offerId, slug, companyId: 'company-acme', plan: proPlan, draft },
    }) as const;

  it('starts a draft owned by the company, however little is filled in', () => {
    spec
      .given([])
      .when(create({ title: 'Senior TypeScript Developer' }))
      .then([events.created({ title: 'Senior TypeScript Developer' })]);
  });

  it('keeps a complete form as it is', () => {
    spec
      .given([])
      .when(create(form()))
      .then([events.created(draftOf(form()))]);
  });

  it('rejects a draft whose fields have the wrong shape, even in draft mode', () => {
    const error = spec
      .given([])
      .when(
        create({
          title: 'x'.repeat(71),
          experienceLevel: 'guru',
          requiredSkills: [{ name: 'y'.repeat(51) }],
        }),
      )
      .thenThrows('validation_failed');
    expect(issuesOf(error)).toEqual([
      { path: 'title', code: 'errors.tooLong' },
      { path: 'experienceLevel', code: 'errors.invalidOption' },
      { path: 'requiredSkills.0.name', code: 'errors.skillTooLong' },
    ]);
  });

  it('rejects creating an offer in a stream that already holds one', () => {
    spec.given(history.draft()).when(create({})).thenThrows('offer.already_exists');
  });
});

describe('InitiateOffer (anonymous, POST /v1/offers/initiate)', () => {
  const initiate = {
    type: 'InitiateOffer',
    data: { offerId, slug, plan: proPlan, accessTokenHash: 'hash-of-token' },
  } as const;

  it('starts an empty draft that only the token opens', () => {
    spec.given([]).when(initiate).then([events.initiated()]);
  });

  it('rejects initiating an offer that exists', () => {
    spec.given([events.initiated()]).when(initiate).thenThrows('offer.already_exists');
  });
});

describe('EditOfferDraft', () => {
  const edit = (draft: object, workInProgress = false, by = acme) =>
    ({ type: 'EditOfferDraft', data: { by, draft, workInProgress } }) as const;

  it('saves a half-filled draft with the loose rules', () => {
    const draft = { title: 'Senior TypeScript Developer', locations: [{ city: 'Warszawa' }] };
    spec
      .given(history.draft())
      .when(edit(draft))
      .then([events.edited(draft)]);
  });

  it('lets the holder of the token edit an anonymous draft', () => {
    spec
      .given([events.initiated()])
      .when(edit({ companyName: 'Acme' }, false, tokenHolder))
      .then([events.edited({ companyName: 'Acme' })]);
  });

  it('validates the whole form when the form is in its workInProgress state', () => {
    const error = spec
      .given(history.draft())
      .when(edit({ ...form(), title: '', contact: { name: 'Anna', email: 'anna@acme.example.com' } }, true))
      .thenThrows('validation_failed');
    expect(issuesOf(error)).toEqual([
      { path: 'title', code: 'errors.required' },
      { path: 'contact.name', code: 'errors.contactNameSpace' },
    ]);
  });

  it('saves a complete draft in the workInProgress state', () => {
    spec
      .given(history.draft())
      .when(edit(form(), true))
      .then([events.edited(draftOf(form()), true)]);
  });

  it('takes an offer at the summary step back to a draft', () => {
    const given = history.summary();
    spec
      .given(given)
      .when(edit(form({ title: 'Staff Engineer' })))
      .then([events.edited(draftOf(form({ title: 'Staff Engineer' })))]);
    const [edited] = decide(edit(form()), fold(given), context());
    expect(fold([...given, edited!]).status).toBe('draft');
  });

  it('hides the offer from a company that does not own it, and from a wrong token', () => {
    spec
      .given(history.draft())
      .when(edit({}, false, stranger))
      .thenThrows('offer.not_found');
    spec
      .given([events.initiated()])
      .when(edit({}, false, { kind: 'token', tokenHash: 'another' }))
      .thenThrows('offer.not_found');
    spec
      .given(history.draft())
      .when(edit({}, false, { kind: 'token', tokenHash: 'hash-of-token' }))
      .thenThrows('offer.not_found');
  });

  it('lets an admin edit any draft', () => {
    spec
      .given(history.draft())
      .when(edit({}, false, admin))
      .then([events.edited({})]);
  });

  it('rejects editing a paid offer as a draft', () => {
    spec.given(history.published()).when(edit({})).thenThrows('offer.not_draft');
  });

  it('rejects editing an offer that does not exist or was deleted', () => {
    spec.given([]).when(edit({})).thenThrows('offer.not_found');
    spec.given(history.deleted()).when(edit({})).thenThrows('offer.deleted');
  });
});

describe('ChangeOfferPlan', () => {
  const change = (plan = basicPlan, by = acme) => ({ type: 'ChangeOfferPlan', data: { by, plan } }) as const;
  const changed = (plan = basicPlan): OfferEvent => ({
    type: 'OfferPlanChanged',
    data: { offerId, plan, changedAt: iso(now) },
  });

  it('gives a draft another plan', () => {
    spec.given(history.draft()).when(change()).then([changed()]);
  });

  it('sends an offer at the summary step back to the draft: the new limits need checking', () => {
    spec.given(history.summary()).when(change()).then([changed()]);
    const state = fold([...history.summary(), changed()]);
    expect(state).toMatchObject({ status: 'draft', plan: basicPlan, draft: content() });
  });

  it('rejects a plan change once the offer is paid for', () => {
    spec.given(history.published()).when(change()).thenThrows('offer.not_draft');
  });

  it('hides the offer from a company that does not own it', () => {
    spec.given(history.draft()).when(change(basicPlan, stranger)).thenThrows('offer.not_found');
  });
});

describe('SubmitOfferDraft (the summary step)', () => {
  const submit = (by = acme) => ({ type: 'SubmitOfferDraft', data: { by } }) as const;

  it('freezes a complete draft as the content to pay for', () => {
    spec.given(history.draft()).when(submit()).then([events.submitted()]);
  });

  it('rejects an incomplete draft with every missing field', () => {
    const error = spec
      .given([events.created({ title: 'Senior TypeScript Developer' })])
      .when(submit())
      .thenThrows('validation_failed');
    expect(issuesOf(error)).toEqual(
      expect.arrayContaining([
        { path: 'companyName', code: 'errors.required' },
        { path: 'body', code: 'errors.required' },
        { path: 'locations', code: 'errors.required' },
      ]),
    );
  });

  it("enforces the plan's limits: locations, seniority, categories", () => {
    const three = [0, 1, 2].map((n) => ({
      city: `City ${n}`,
      street: 'Main 1',
      countryCode: 'PL',
      latitude: 50 + n,
      longitude: 20,
    }));
    const error = spec
      .given([events.created(draftOf(form({ locations: three })))])
      .when(submit())
      .thenThrows('validation_failed');
    expect(issuesOf(error)).toEqual([{ path: 'locations', code: 'errors.maxLocations' }]);

    const juniorOnly = {
      ...proPlan,
      limits: { ...proPlan.limits, seniority: ['junior' as const], categories: ['java'] },
    };
    const created = events.created(draftOf(form()));
    const limited: OfferEvent[] = [
      created.type === 'OfferDraftCreated'
        ? { ...created, data: { ...created.data, plan: juniorOnly } }
        : created,
    ];
    expect(issuesOf(spec.given(limited).when(submit()).thenThrows('validation_failed'))).toEqual([
      { path: 'experienceLevel', code: 'errors.seniorityNotInPlan' },
      { path: 'categoryId', code: 'errors.categoryNotInPlan' },
    ]);
  });

  it('rejects a second submission', () => {
    spec.given(history.summary()).when(submit()).thenThrows('offer.already_submitted');
  });

  it('rejects submitting an offer that is already paid for', () => {
    spec.given(history.published()).when(submit()).thenThrows('offer.not_draft');
  });

  it('hides the offer from a company that does not own it', () => {
    spec.given(history.draft()).when(submit(stranger)).thenThrows('offer.not_found');
  });
});

describe('CopyOffer (duplicate)', () => {
  const copyId = 'c0c0c0c0-0000-4000-8000-000000000002';
  const copy = (source: OfferState, by = acme) =>
    ({ type: 'CopyOffer', data: { offerId: copyId, slug: 'copy-c0c0c0c0', source, by } }) as const;
  const copied = (draft: object): OfferEvent => ({
    type: 'OfferCopied',
    data: {
      offerId: copyId,
      slug: 'copy-c0c0c0c0',
      copiedFrom: { offerId, slug },
      owner: { companyId: 'company-acme' },
      accessTokenHash: null,
      plan: proPlan,
      draft,
      createdAt: iso(now),
    },
  });

  it('starts a new draft from a published offer and records where it came from', () => {
    const withDates = content({ expiredAt: iso(later(20)) });
    const source = fold([...history.summary(), events.bought('publish'), events.published(now, withDates)]);
    spec
      .given([])
      .when(copy(source))
      .then([copied(content())]);
    expect(fold([copied(content())])).toMatchObject({
      status: 'draft',
      creationType: 'copy',
      copiedFrom: { offerId, slug },
    });
  });

  it('copies a draft as it stands', () => {
    const source = fold([events.created({ title: 'Half done' })]);
    spec
      .given([])
      .when(copy(source))
      .then([copied({ title: 'Half done', publishAt: null, expiredAt: null })]);
  });

  it('copies expired and finished offers: that is how they are published again', () => {
    spec
      .given([])
      .when(copy(fold(history.expired())))
      .then([copied(content())]);
    spec
      .given([])
      .when(copy(fold(history.finished())))
      .then([copied(content())]);
  });

  it('rejects copying a deleted or unknown offer, or one the requester does not manage', () => {
    spec
      .given([])
      .when(copy(fold(history.deleted())))
      .thenThrows('offer.not_found');
    spec.given([]).when(copy(initialState())).thenThrows('offer.not_found');
    spec
      .given([])
      .when(copy(fold(history.published()), stranger))
      .thenThrows('offer.not_found');
  });

  it('rejects copying into a stream that already holds an offer', () => {
    spec
      .given(history.draft())
      .when(copy(fold(history.published())))
      .thenThrows('offer.already_exists');
  });
});

describe('ImportOffer (the direct path: the admin import)', () => {
  const imported = {
    title: 'Senior TypeScript Developer',
    companyName: 'Acme Software',
    categoryId: 'javascript',
    experienceLevel: 'senior',
    workplaceType: 'hybrid',
    body: 'Build the best job board in Poland.',
    locations: [{ city: 'Warszawa', street: 'Marszałkowska 1', latitude: 52.2297, longitude: 21.0122 }],
    employmentTypes: [{ type: 'b2b', from: 20000, to: 28000, currency: 'PLN' }],
    requiredSkills: [{ name: 'TypeScript', level: 4 }],
  } as const;
  const importOffer = (offer: object = imported, plan = proPlan) =>
    ({ type: 'ImportOffer', data: { offerId, slug, plan, companyId: null, offer: offer as never } }) as const;
  const withDefaults = content({
    companySize: null,
    companyWebsite: null,
    companyLogoUrl: null,
    body: 'Build the best job board in Poland.',
    employmentTypes: [{ type: 'b2b', from: 20000, to: 28000, currency: 'PLN', unit: 'month', gross: true }],
    requiredSkills: [{ name: 'TypeScript', level: 4 }],
    optionalSkills: [],
    languages: [],
    apply: null,
    informationClause: null,
    contact: null,
    remoteInterview: false,
  });

  it('publishes a complete offer at once, for the plan’s duration, defaults filled in: one event', () => {
    const published = events.published(now, withDefaults, later(30));
    spec
      .given([])
      .when(importOffer())
      .then([{ ...published, data: { ...published.data, owner: null } } as OfferEvent]);
  });

  it('leaves an imported offer published, like one from the wizard', () => {
    const [published] = decide(importOffer(), initialState(), context());
    expect(fold([published!])).toMatchObject({
      status: 'published',
      creationType: 'import',
      owner: null,
      plan: proPlan,
      content: withDefaults,
      firstPublishedAt: iso(now),
      expiredAt: iso(later(30)),
    });
  });

  it('rejects an import into an existing stream', () => {
    spec.given(history.published()).when(importOffer()).thenThrows('offer.already_exists');
  });

  it('rejects an offer without a title or with a salary out of range, naming each field', () => {
    const error = spec
      .given([])
      .when(
        importOffer({
          ...imported,
          title: '',
          employmentTypes: [{ type: 'b2b', from: 1000, to: 3001, currency: 'PLN' }],
        }),
      )
      .thenThrows('validation_failed');
    expect(issuesOf(error)).toEqual([
      { path: 'title', code: 'errors.required' },
      { path: 'employmentTypes.0.to', code: 'errors.salaryToTooHigh' },
    ]);
  });

  it('rejects an offer without coordinates or required skills', () => {
    const error = spec
      .given([])
      .when(importOffer({ ...imported, locations: [{ city: 'Nowhere' }], requiredSkills: [] }))
      .thenThrows('validation_failed');
    expect(issuesOf(error)).toEqual([
      { path: 'locations.0.latitude', code: 'errors.coordinatesRequired' },
      { path: 'locations.0.longitude', code: 'errors.coordinatesRequired' },
      { path: 'requiredSkills', code: 'errors.required' },
    ]);
  });

  it("holds imports to the plan's limits too", () => {
    const two = [
      ...imported.locations,
      { city: 'Kraków', street: 'Rynek 1', latitude: 50.06, longitude: 19.94 },
    ];
    const error = spec
      .given([])
      .when(importOffer({ ...imported, locations: two }, basicPlan))
      .thenThrows('validation_failed');
    expect(issuesOf(error)).toEqual([{ path: 'locations', code: 'errors.maxLocations' }]);
  });
});
