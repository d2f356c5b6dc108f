import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import type { PlanSnapshot } from '../plans/plan';
import type { Requester } from './access';
import { decide, type OfferCommand } from './decide';
import {
  evolve,
  initialState,
  offerEventTypes,
  type OfferEvent,
  type OfferEventType,
  type OfferState,
} from './offer';
import type { Payment } from './payment';
import {
  acme,
  admin,
  context,
  form,
  history,
  iso,
  later,
  now,
  offerId,
  plan,
  slug,
  stranger,
} from './test-fixtures';

/**
 * Model-based test: random command sequences against one offer stream, with a clock that moves. Any
 * command may be accepted or rejected; whatever happens, the invariants of the issue must hold:
 * versions strictly increase, nothing changes an expired or deleted offer, an offer is never
 * published twice without a refresh, bumps never exceed the plan. And: strangers never get in,
 * publications are paid for, `evolve` replays the stream to the same state.
 */

const plans: readonly PlanSnapshot[] = [
  plan('pro'),
  plan('basic', { maxLocationsCount: 1, bumpsUpCount: 0, bumpsUpEveryDays: 0 }),
  plan('bumpy', { maxLocationsCount: 3, bumpsUpCount: 4, bumpsUpEveryDays: 2, durationInDays: 10 }),
];

interface Stream {
  readonly events: OfferEvent[];
  state: OfferState;
  clock: Date;
  /** Accepted and rejected decisions, and event types seen, summed over all runs. */
  readonly tally: Tally;
}
interface Tally {
  accepted: number;
  rejected: number;
  readonly seen: Map<OfferEventType, number>;
}

type Model = Record<string, never>;

const tokenHolder: Requester = { kind: 'token', tokenHash: 'hash-of-token' };
const requesters: readonly Requester[] = [acme, acme, acme, admin, tokenHolder, stranger];

/** Forms the random commands send; dates are relative to the stream's clock. */
const forms = {
  complete: () => form(),
  scheduled: (clock: Date) => form({ publishAt: iso(later(3, clock)) }),
  chosenExpiry: (clock: Date) => form({ expiredAt: iso(later(6, clock)) }),
  twoLocations: () =>
    form({
      locations: [
        { city: 'Warszawa', street: 'Prosta 1', countryCode: 'PL', latitude: 52.23, longitude: 21.01 },
        { city: 'Kraków', street: 'Rynek 1', countryCode: 'PL', latitude: 50.06, longitude: 19.94 },
      ],
    }),
  incomplete: () => ({ title: 'Half done' }),
  invalid: () => form({ title: '' }),
};
type FormKind = keyof typeof forms;
const formKind = fc.constantFrom<FormKind>(
  'complete',
  'complete',
  'scheduled',
  'scheduled',
  'chosenExpiry',
  'twoLocations',
  'incomplete',
  'invalid',
);

const payment = fc.oneof(
  fc.constant<Payment>({ kind: 'code', code: 'ANY', valid: true, planKey: null }),
  fc.constant<Payment>({ kind: 'code', code: 'USED', valid: false, planKey: null }),
  fc
    .constantFrom(...plans)
    .map((p): Payment => ({ kind: 'order', orderId: `order-${p.key}`, planKey: p.key })),
);

/** One step: a command built from the stream's clock, or the clock moving on. */
class Step implements fc.Command<Model, Stream> {
  constructor(
    readonly label: string,
    readonly build: ((stream: Stream) => OfferCommand) | null,
    readonly advanceHours = 0,
  ) {}
  check = () => true;
  run(_model: Model, stream: Stream): void {
    if (this.build === null) {
      stream.clock = new Date(stream.clock.getTime() + this.advanceHours * 3_600_000);
      return;
    }
    const command = this.build(stream);
    const before = stream.state;
    let emitted: OfferEvent[];
    try {
      emitted = decide(command, before, context(stream.clock));
    } catch (error) {
      expect(error, this.label).toBeInstanceOf(DomainError);
      stream.tally.rejected++;
      return;
    }
    stream.tally.accepted++;
    checkDecision(stream, command, before, emitted);
    for (const event of emitted) {
      stream.events.push(event);
      stream.state = evolve(stream.state, event);
      stream.tally.seen.set(event.type, (stream.tally.seen.get(event.type) ?? 0) + 1);
    }
    checkStream(stream);
  }
  toString = () => this.label;
}

const by = fc.constantFrom(...requesters);
const step = (label: string, build: (stream: Stream) => OfferCommand) => new Step(label, build);

const creations = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.tuple(fc.constantFrom(...plans), formKind).map(([p, kind]) =>
      step(`create ${p.key} ${kind}`, ({ clock }) => ({
        type: 'CreateOfferDraft',
        data: { offerId, slug, companyId: 'company-acme', plan: p, draft: forms[kind](clock) },
      })),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...plans).map((p) =>
      step(`import ${p.key}`, () => ({
        type: 'ImportOffer',
        data: { offerId, slug, plan: p, companyId: 'company-acme', offer: form() as never },
      })),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...plans).map((p) =>
      step(`initiate ${p.key}`, () => ({
        type: 'InitiateOffer',
        data: { offerId, slug, plan: p, accessTokenHash: 'hash-of-token' },
      })),
    ),
  },
  {
    weight: 1,
    arbitrary: by.map((requester) =>
      step(`copy by ${requester.kind}`, () => ({
        type: 'CopyOffer',
        data: {
          offerId,
          slug,
          by: requester,
          source: { ...history.published().reduce(evolve, initialState()), offerId: 'source' },
        },
      })),
    ),
  },
);

/** What may follow, weighted towards what moves an offer through its life. */
const lifecycle = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.integer({ min: 1, max: 48 }).map((hours) => new Step(`wait ${hours}h`, null, hours)),
  },
  {
    weight: 2,
    arbitrary: fc.integer({ min: 1, max: 10 * 24 }).map((hours) => new Step(`wait ${hours}h`, null, hours)),
  },
  { weight: 1, arbitrary: creations },
  {
    weight: 2,
    arbitrary: fc.tuple(formKind, fc.boolean(), by).map(([kind, workInProgress, requester]) =>
      step(`edit draft ${kind}${workInProgress ? ' (wip)' : ''} by ${requester.kind}`, ({ clock }) => ({
        type: 'EditOfferDraft',
        data: { by: requester, draft: forms[kind](clock), workInProgress },
      })),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...plans), by).map(([p, requester]) =>
      step(`change plan to ${p.key} by ${requester.kind}`, () => ({
        type: 'ChangeOfferPlan',
        data: { by: requester, plan: p },
      })),
    ),
  },
  {
    weight: 3,
    arbitrary: by.map((requester) =>
      step(`submit by ${requester.kind}`, () => ({ type: 'SubmitOfferDraft', data: { by: requester } })),
    ),
  },
  {
    weight: 3,
    arbitrary: fc.tuple(payment, by).map(([pay, requester]) =>
      step(`publish (${pay.kind}) by ${requester.kind}`, () => ({
        type: 'PublishOffer',
        data: { by: requester, payment: pay },
      })),
    ),
  },
  { weight: 2, arbitrary: fc.constant(step('publish scheduled', () => ({ type: 'PublishScheduledOffer' }))) },
  {
    weight: 1,
    arbitrary: fc.tuple(formKind, by).map(([kind, requester]) =>
      step(`edit ${kind} by ${requester.kind}`, ({ clock }) => ({
        type: 'EditOffer',
        data: { by: requester, offer: forms[kind](clock) as never },
      })),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(payment, by).map(([pay, requester]) =>
      step(`refresh (${pay.kind}) by ${requester.kind}`, () => ({
        type: 'RefreshOffer',
        data: { by: requester, payment: pay },
      })),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(payment, by).map(([pay, requester]) =>
      step(`extend (${pay.kind}) by ${requester.kind}`, () => ({
        type: 'ExtendOffer',
        data: { by: requester, payment: pay },
      })),
    ),
  },
  { weight: 3, arbitrary: fc.constant(step('bump', () => ({ type: 'BumpOffer' }))) },
  { weight: 2, arbitrary: fc.constant(step('expire', () => ({ type: 'ExpireOffer' }))) },
  {
    weight: 1,
    arbitrary: by.map((requester) =>
      step(`finish by ${requester.kind}`, () => ({ type: 'FinishRecruitment', data: { by: requester } })),
    ),
  },
  {
    weight: 1,
    arbitrary: by.map((requester) =>
      step(`delete by ${requester.kind}`, () => ({ type: 'DeleteOffer', data: { by: requester } })),
    ),
  },
);

/** Rules about one accepted decision. */
function checkDecision(stream: Stream, command: OfferCommand, before: OfferState, emitted: OfferEvent[]) {
  const types = emitted.map((event) => event.type);
  // Versions strictly increase: an accepted command appends at least one event.
  expect(emitted.length).toBeGreaterThan(0);
  // Nothing changes a deleted offer; an expired (or finished) one can only be deleted.
  expect(before.status).not.toBe('deleted');
  if (before.status === 'expired' || before.status === 'finished') expect(types).toEqual(['OfferDeleted']);
  if (before.status === 'published' && stream.clock.getTime() >= Date.parse(before.expiredAt))
    expect(types.every((type) => type === 'OfferExpired' || type === 'OfferDeleted')).toBe(true);
  // Strangers never get in.
  if ('data' in command && 'by' in command.data) expect(command.data.by).not.toEqual(stranger);
}

/** Rules about the whole stream so far. */
function checkStream(stream: Stream) {
  const { events } = stream;
  const types = events.map((event) => event.type);
  // The direct path's single event is creation and (free) first publication in one.
  const imported = events[0]?.type === 'OfferPublished';

  events.forEach((event, index) => {
    const previous = events[index - 1];
    if (index > 0) expect(['OfferDraftCreated', 'OfferCopied']).not.toContain(event.type);
    switch (event.type) {
      case 'OfferPublished': {
        const earlier = types.slice(0, index).filter((type) => type === 'OfferPublished').length;
        // Never published twice without a refresh.
        if (earlier > 0) expect(previous?.type).toBe('OfferRefreshed');
        // Paid for (the direct import path is free).
        else if (!imported) expect(types.slice(0, index)).toContain('OfferPackageBought');
        // Within the plan's limits.
        const state = events.slice(0, index + 1).reduce(evolve, initialState());
        if (state.status === 'published')
          expect(event.data.content.locations.length).toBeLessThanOrEqual(
            state.plan.limits.maxLocationsCount,
          );
        expect(Date.parse(event.data.expiredAt)).toBeGreaterThan(Date.parse(event.data.publishedAt));
        break;
      }
      case 'OfferRefreshed':
      case 'OfferExtended':
      case 'OfferScheduled':
        expect(previous?.type).toBe('OfferPackageBought');
        break;
      default:
        break;
    }
  });
  expect(types.filter((type) => type === 'OfferFirstPublished').length).toBe(
    types.includes('OfferPublished') && !imported ? 1 : 0,
  );

  // Bumps never exceed the plan: per publication period, at most bumpsUpCount, each after the wait.
  const state = stream.state;
  if (state.status !== 'initial') {
    const { bumpsUpCount, bumpsUpEveryDays } = state.plan.limits;
    let bumps = 0;
    let last = 0;
    for (const event of events) {
      if (event.type === 'OfferPublished') [bumps, last] = [0, Date.parse(event.data.publishedAt)];
      if (event.type === 'OfferBumped') {
        bumps++;
        expect(bumps).toBeLessThanOrEqual(bumpsUpCount);
        expect(Date.parse(event.data.bumpedAt) - last).toBeGreaterThanOrEqual(
          bumpsUpEveryDays * 24 * 3_600_000,
        );
        last = Date.parse(event.data.bumpedAt);
      }
    }
  }

  // A scheduled offer is not published before its date.
  const scheduled = events.find((event) => event.type === 'OfferScheduled');
  const published = events.find((event) => event.type === 'OfferPublished');
  if (scheduled?.type === 'OfferScheduled' && published?.type === 'OfferPublished')
    expect(Date.parse(published.data.publishedAt)).toBeGreaterThanOrEqual(
      Date.parse(scheduled.data.publishAt),
    );

  // Replaying the stream gives the same state.
  expect(events.reduce(evolve, initialState())).toEqual(stream.state);
}

describe('Offer lifecycle (model-based, random command sequences)', () => {
  it('keeps its invariants over 1,000 random sequences', () => {
    const tally: Tally = { accepted: 0, rejected: 0, seen: new Map() };
    fc.assert(
      fc.property(
        creations,
        fc.commands([lifecycle], { maxCommands: 50, size: 'max' }),
        (first, commands) => {
          const setup = () => ({ model: {}, real: { events: [], state: initialState(), clock: now, tally } });
          fc.modelRun(setup, [first, ...commands]);
        },
      ),
      { numRuns: 1_000 },
    );
    // The sequences reach every part of the lifecycle, so the invariants were really exercised.
    expect([...tally.seen.keys()].sort()).toEqual([...offerEventTypes].sort());
    expect(tally.accepted).toBeGreaterThan(1_000);
    expect(tally.rejected).toBeGreaterThan(1_000);
  }, 120_000); // ~2.5 s alone; a busy CI machine may take several times that
});
