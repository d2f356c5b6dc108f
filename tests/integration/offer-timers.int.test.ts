import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '@tablica/domain/events';
import type { OfferCommand } from '@tablica/domain/offers/decide';
import { slugify } from '@tablica/domain/offers/listing';
import { offerStreamId, type OfferEvent } from '@tablica/domain/offers/offer';
import { form } from '@tablica/domain/offers/test-fixtures';
import type { OfferDraftInput } from '@tablica/domain/offers/validation/draft';
import { chooseOfferPlan } from '@tablica/domain/plans/catalogue';
import { loadConfig } from '@tablica/platform/config/config';
import { sendOfferCommand } from '@tablica/platform/offers/write-path';
import type { EventStore, RecordedEvent } from '@tablica/platform/event-store/port';
import { createLogger } from '@tablica/platform/observability/logger';
import { openQueue } from '@tablica/platform/queue/queue';
import { createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';
import { offerTimerJob, runOfferTimer, timerActor } from '@tablica/projections/offer-timers/job';
import { timersOfOffer } from '@tablica/projections/offer-timers/queries';
import type { OfferTimers } from '@tablica/projections/offer-timers/scheduler';
import { startTablica, type Tablica } from '@tablica/server/runtime';
import { days } from '../support/offer-life';
import { startTestBoard } from '../support/board';
import { sampleOffer } from '../support/offers';

// The time-driven transitions (scheduled publication, expiry, bumps) carried out by pg-boss jobs in the
// running board. The board's clock runs at real speed plus an offset the tests move forward: due times
// a few seconds away are waited for, those days away are reached by moving the clock and sweeping.

let database: TestDatabase;
let tablica: Tablica;
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

async function startBoard(): Promise<Tablica> {
  return startTablica({
    config: loadConfig({ DATABASE_URL: database.url, PORT: '0', DEMO_DATA: 'false', LOG_LEVEL: 'silent' }),
    logger: createLogger('silent'),
    web: 'none',
    now,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  tablica = await startBoard();
});
afterAll(async () => {
  await tablica?.stop();
  await database?.drop();
});

const timers = (): OfferTimers => tablica.offerTimers!;
const api = () => request(tablica.url);

async function eventually<T>(check: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

// ── Offers driven through the real write path ─────────────────────────────────────────────────────

interface Offer {
  readonly offerId: string;
  readonly slug: string;
}

const tenant = 'it';
const employer = { kind: 'employer', companyId: 'company-timers' } as const;
const admin = { kind: 'admin', id: 'test-admin' } as const;
const prepaid = { kind: 'code', code: 'TEST-PREPAID', valid: true, planKey: null } as const;

function send(offer: Offer, command: OfferCommand, at: Date, store: EventStore = tablica.store) {
  const actor: Actor = { kind: 'system', id: 'test' };
  return sendOfferCommand(store, offer.offerId, command, { tenant, actor, correlationId: 'test', at });
}

function newOffer(title: string): Offer {
  const offerId = randomUUID();
  return { offerId, slug: `${slugify(title)}-${offerId.slice(0, 8)}` };
}

/** Published at `at` on `planKey` (the direct path): expires `durationInDays` later. */
async function published(title: string, planKey: string, at: Date): Promise<Offer> {
  const offer = newOffer(title);
  const { offerId, slug } = offer;
  const plan = chooseOfferPlan(tenant, planKey);
  const data = { offerId, slug, plan, companyId: employer.companyId, offer: sampleOffer(1, { title }) };
  await send(offer, { type: 'ImportOffer', data }, at);
  return offer;
}

/** Paid for now and scheduled for `publishAt` (the employer's wizard). */
async function scheduled(title: string, publishAt: Date): Promise<Offer> {
  const offer = newOffer(title);
  const at = now();
  const { offerId, slug } = offer;
  const plan = chooseOfferPlan(tenant, 'pro');
  // The console's complete form is a draft too (the draft schema is the looser one).
  const draft = form({
    title,
    subcategoryId: 'react',
    publishAt: publishAt.toISOString(),
  }) as OfferDraftInput;
  const create = { offerId, slug, companyId: employer.companyId, plan, draft };
  await send(offer, { type: 'CreateOfferDraft', data: create }, at);
  await send(offer, { type: 'SubmitOfferDraft', data: { by: employer } }, at);
  const { events } = await send(
    offer,
    { type: 'PublishOffer', data: { by: employer, payment: prepaid } },
    at,
  );
  expect(events.map((event) => event.type)).toEqual(['OfferPackageBought', 'OfferScheduled']);
  return offer;
}

const history = (offer: Offer) => tablica.store.readStream(offerStreamId(offer.offerId));
const types = (events: readonly RecordedEvent[]) => events.map((event) => event.type);
const byTimers = (events: readonly RecordedEvent[]) =>
  events.filter((event) => event.metadata.actor.id === timerActor.id);
const secondsFromNow = (seconds: number) => new Date(now().getTime() + seconds * 1000);
/** A publication moment whose 30-day period ends `seconds` from now. */
const endingIn = (seconds: number) => new Date(now().getTime() - days(30) + seconds * 1000);

async function timerKinds(offer: Offer) {
  return (await timersOfOffer(tablica.pool, offer.offerId)).map((timer) => [timer.kind, timer.dueAt]);
}

/** The offer's one timer, once the read model has it: [kind, dueAt]. */
const soleTimer = (offer: Offer) =>
  eventually(async () => {
    const kinds = await timerKinds(offer);
    expect(kinds).toHaveLength(1);
    return kinds[0] as [string, string];
  });

async function jobFor(offer: Offer, kind: string, dueAt: string) {
  return eventually(async () => {
    const job = (await timers().jobsOf(offer.offerId)).find(
      (candidate) => candidate.data.kind === kind && candidate.data.dueAt === dueAt,
    );
    expect(job).toBeDefined();
    return job!;
  });
}

// ── The transitions ───────────────────────────────────────────────────────────────────────────────

describe('offer timers', () => {
  it('publishes a scheduled offer when its publication date comes', async () => {
    const publishAt = secondsFromNow(2);
    const offer = await scheduled('Scheduled Developer', publishAt);
    await eventually(async () =>
      expect(await timerKinds(offer)).toEqual([['publish', publishAt.toISOString()]]),
    );
    expect((await api().get(`/api/v1/offers/${offer.slug}`)).status).toBe(404);

    const events = await eventually(async () => {
      const events = await history(offer);
      expect(types(byTimers(events))).toEqual(['OfferPublished', 'OfferFirstPublished']);
      return events;
    });
    const publication = events.find((event) => event.type === 'OfferPublished')!;
    expect(Date.parse((publication.data as { publishedAt: string }).publishedAt)).toBeGreaterThanOrEqual(
      publishAt.getTime(),
    );
    expect(publication.metadata.actor).toEqual(timerActor);
    await eventually(async () => {
      expect((await api().get(`/api/v1/offers/${offer.slug}`)).body).toMatchObject({ isOfferActive: true });
      // Published: the next transitions are the pro plan's first bump (7 days) and the expiry (30 days).
      expect((await timerKinds(offer)).map(([kind]) => kind)).toEqual(['bump', 'expire']);
    });
  });

  it('expires a published offer at its expiry: inactive on the candidate side, off the list', async () => {
    const offer = await published('Expiring Developer', 'basic', endingIn(2));
    const [kind, dueAt] = await soleTimer(offer);
    expect(kind).toBe('expire');
    await eventually(async () =>
      expect((await api().get(`/api/v1/offers/${offer.slug}`)).body).toMatchObject({ isOfferActive: true }),
    );

    const events = await eventually(async () => {
      const events = await history(offer);
      expect(types(byTimers(events))).toEqual(['OfferExpired']);
      return events;
    });
    expect((events.at(-1)!.data as OfferEvent['data'] & { expiredAt: string }).expiredAt).toBe(dueAt);
    await eventually(async () => {
      expect((await api().get(`/api/v1/offers/${offer.slug}`)).body).toMatchObject({ isOfferActive: false });
      const listed = (await api().get('/api/v2/user-panel/offers/by-cursor').expect(200)).body.data as {
        slug: string;
      }[];
      expect(listed.map((item) => item.slug)).not.toContain(offer.slug);
      expect(await timerKinds(offer)).toEqual([]);
    });
    const job = await jobFor(offer, 'expire', dueAt);
    expect(job).toMatchObject({
      state: 'completed',
      output: { outcome: 'applied', events: ['OfferExpired'] },
    });
  });

  it('bumps an offer bumpsUpCount times, bumpsUpEveryDays apart, and never more', async () => {
    const plan = chooseOfferPlan(tenant, 'premium');
    const { bumpsUpCount, bumpsUpEveryDays } = plan.limits;
    expect(bumpsUpCount).toBeGreaterThan(1);
    const offer = await published('Bumped Developer', 'premium', now());
    await eventually(async () =>
      expect((await timerKinds(offer)).map(([kind]) => kind)).toEqual(['bump', 'expire']),
    );

    for (let bump = 1; bump <= bumpsUpCount; bump++) {
      // A sweep well before the bump is due (beyond the scheduler's 10-minute horizon) sends nothing for it.
      offsetMs += days(bumpsUpEveryDays) - 15 * 60_000;
      await timers().sweep();
      expect((await timers().jobsOf(offer.offerId)).filter((job) => job.data.kind === 'bump')).toHaveLength(
        bump - 1,
      );
      offsetMs += 16 * 60_000;
      expect(await timers().sweep()).toBeGreaterThanOrEqual(1);
      const bumpedAt = await eventually(async () => {
        const bumps = byTimers(await history(offer));
        expect(bumps.map((event) => [event.type, (event.data as { bumpNumber: number }).bumpNumber])).toEqual(
          Array.from({ length: bump }, (_, index) => ['OfferBumped', index + 1]),
        );
        return Date.parse((bumps.at(-1)!.data as { bumpedAt: string }).bumpedAt);
      });
      // The next bump is due a period after this one; after the last one, none is.
      const next = new Date(bumpedAt + days(bumpsUpEveryDays)).toISOString();
      await eventually(async () =>
        expect((await timerKinds(offer)).filter(([kind]) => kind === 'bump')).toEqual(
          bump < bumpsUpCount ? [['bump', next]] : [],
        ),
      );
    }
    await eventually(async () => expect((await timerKinds(offer)).map(([kind]) => kind)).toEqual(['expire']));

    // Past another period: no bump is due any more, and a bump job run anyway changes nothing.
    offsetMs += days(bumpsUpEveryDays) + 60_000;
    await timers().sweep();
    const before = await history(offer);
    const again = await runOfferTimer(
      { store: tablica.store, now },
      {
        id: randomUUID(),
        retryCount: 0,
        data: { offerId: offer.offerId, tenant, kind: 'bump', dueAt: now().toISOString() },
      },
    );
    expect(again).toMatchObject({ outcome: 'nothing-to-do', code: 'offer.no_bumps_left' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await history(offer)).toHaveLength(before.length);
    expect(byTimers(before)).toHaveLength(bumpsUpCount);
  });

  it('moves the expiry when the offer is extended: the old job finds nothing to do', async () => {
    // Ten seconds: the extension must come before the old job runs, even on a loaded machine.
    const offer = await published('Extended Developer', 'basic', endingIn(10));
    const [, oldDueAt] = await soleTimer(offer);
    const oldJob = await jobFor(offer, 'expire', oldDueAt);
    expect(oldJob.state).toBe('created');

    await send(offer, { type: 'ExtendOffer', data: { by: admin, payment: prepaid } }, now());
    const newDueAt = new Date(Date.parse(oldDueAt) + days(30)).toISOString();
    await eventually(async () => expect(await timerKinds(offer)).toEqual([['expire', newDueAt]]));

    await eventually(async () => {
      const job = (await timers().jobsOf(offer.offerId)).find((candidate) => candidate.id === oldJob.id);
      expect(job).toMatchObject({
        state: 'completed',
        output: { outcome: 'nothing-to-do', code: 'offer.not_due' },
      });
    });
    expect(byTimers(await history(offer))).toEqual([]);

    // At the new expiry, the new job expires it.
    offsetMs += days(30);
    await timers().sweep();
    await eventually(async () => expect(types(byTimers(await history(offer)))).toEqual(['OfferExpired']));
    const expired = byTimers(await history(offer))[0]!;
    expect((expired.data as { expiredAt: string }).expiredAt).toBe(newDueAt);
  });

  it('does nothing for an offer whose recruitment finished before its expiry', async () => {
    // Ten seconds: the finish comes before the expiry even when the read models lag under a full run's
    // load (with three, the expiry's job once ran first and the finish was refused: the offer had expired).
    const offer = await published('Finished Developer', 'basic', endingIn(10));
    const [, dueAt] = await soleTimer(offer);
    const job = await jobFor(offer, 'expire', dueAt);
    await send(offer, { type: 'FinishRecruitment', data: { by: admin } }, now());
    await eventually(async () => expect(await timerKinds(offer)).toEqual([]));
    await eventually(async () => {
      const [ran] = (await timers().jobsOf(offer.offerId)).filter((candidate) => candidate.id === job.id);
      expect(ran).toMatchObject({
        state: 'completed',
        output: { outcome: 'nothing-to-do', code: 'offer.finished' },
      });
    });
    expect(types(await history(offer)).at(-1)).toBe('OfferRecruitmentFinished');
    expect(byTimers(await history(offer))).toEqual([]);
  });

  it('does nothing for a scheduled offer deleted before its publication', async () => {
    const publishAt = secondsFromNow(3);
    const offer = await scheduled('Deleted Developer', publishAt);
    const job = await jobFor(offer, 'publish', publishAt.toISOString());
    await send(offer, { type: 'DeleteOffer', data: { by: employer } }, now());
    await eventually(async () => expect(await timerKinds(offer)).toEqual([]));
    await eventually(async () => {
      const [ran] = (await timers().jobsOf(offer.offerId)).filter((candidate) => candidate.id === job.id);
      expect(ran).toMatchObject({
        state: 'completed',
        output: { outcome: 'nothing-to-do', code: 'offer.deleted' },
      });
    });
    expect(types(await history(offer))).toEqual([
      'OfferDraftCreated',
      'OfferDraftSubmitted',
      'OfferPackageBought',
      'OfferScheduled',
      'OfferDeleted',
    ]);
  });

  it('appends once when the same job runs twice, and sends no second job for the same timer', async () => {
    // Already past its expiry when it is recorded: the job is sent and runs at once.
    const offer = await published('Overdue Developer', 'basic', endingIn(-60));
    const events = await eventually(async () => {
      const events = await history(offer);
      expect(types(byTimers(events))).toEqual(['OfferExpired']);
      return events;
    });
    const [job] = await timers().jobsOf(offer.offerId);
    expect(job).toBeDefined();
    const again = await runOfferTimer({ store: tablica.store, now }, job!);
    expect(again).toMatchObject({ outcome: 'nothing-to-do', code: 'offer.expired' });
    expect(await history(offer)).toHaveLength(events.length);
    await eventually(async () => expect(await timerKinds(offer)).toEqual([]));
    await timers().sweep();
    expect(await timers().jobsOf(offer.offerId)).toHaveLength(1);
  });

  it('decides again after a concurrent write (ConcurrencyError) and carries the transition out', async () => {
    const offer = await published('Contended Developer', 'pro', now());
    const [[, bumpDueAt]] = (await eventually(async () => {
      const kinds = await timerKinds(offer);
      expect(kinds.map(([kind]) => kind)).toEqual(['bump', 'expire']);
      return kinds;
    })) as [[string, string]];
    // A store on which an employer's edit lands between the job's read and its append.
    let raced = false;
    const racing = new Proxy(tablica.store, {
      get(target, property) {
        if (property === 'appendToStream')
          return async (...args: Parameters<EventStore['appendToStream']>) => {
            if (!raced) {
              raced = true;
              await send(
                offer,
                {
                  type: 'EditOffer',
                  data: {
                    by: admin,
                    offer: form({ title: 'Contended Developer II', subcategoryId: 'react' }),
                  },
                },
                now(),
              );
            }
            return target.appendToStream(...args);
          };
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const at = () => new Date(Date.parse(bumpDueAt) + 60_000);
    const outcome = await runOfferTimer(
      { store: racing, now: at },
      {
        id: randomUUID(),
        retryCount: 0,
        data: { offerId: offer.offerId, tenant, kind: 'bump', dueAt: bumpDueAt },
      },
    );
    expect(raced).toBe(true);
    expect(outcome).toEqual({ outcome: 'applied', events: ['OfferBumped'], attempts: 2 });
    expect(types(await history(offer))).toEqual(['OfferPublished', 'OfferEdited', 'OfferBumped']);
  });

  it('gives a timer whose job was lost a new job once it is overdue', async () => {
    // Six seconds: the job is cancelled before it runs, even on a loaded machine.
    const offer = await published('Lost Developer', 'basic', endingIn(6));
    const [, dueAt] = await soleTimer(offer);
    const lost = await jobFor(offer, 'expire', dueAt);
    const operator = await openQueue({ connectionString: database.url });
    try {
      await operator.cancel(offerTimerJob, [lost.id]);
    } finally {
      await operator.stop();
    }
    // Its due time passes with no job to run; sweeping again does not send the same job twice...
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    await timers().sweep();
    expect((await timers().jobsOf(offer.offerId)).map((job) => [job.id, job.state])).toEqual([
      [lost.id, 'cancelled'],
    ]);
    expect(byTimers(await history(offer))).toEqual([]);
    // ...until the timer is overdue: then it gets a new one.
    offsetMs += 6 * 60_000;
    expect(await timers().sweep()).toBeGreaterThanOrEqual(1);
    await eventually(async () => expect(types(byTimers(await history(offer)))).toEqual(['OfferExpired']));
    const jobs = await timers().jobsOf(offer.offerId);
    expect(jobs.map((job) => job.state).sort()).toEqual(['cancelled', 'completed']);
  });

  it('sends no second job for an overdue timer while its job is still waiting (a backlog does not grow)', async () => {
    const offer = await published('Backlogged Developer', 'basic', endingIn(90));
    const [, dueAt] = await soleTimer(offer);
    const waiting = await jobFor(offer, 'expire', dueAt);
    // Another offer's timer has a job of its own beside it.
    const other = await published('Backlogged Tester', 'basic', endingIn(95));
    const [, otherDueAt] = await soleTimer(other);
    expect((await jobFor(other, 'expire', otherDueAt)).state).toBe('created');
    // By our clock the timer is overdue, period after period; the job waits for the database's clock
    // (as a job stuck behind a long backlog would wait for a worker).
    for (const period of [1, 2, 3]) {
      offsetMs += 6 * 60_000;
      expect(await timers().sweep(), `period ${period}`).toBe(0);
    }
    expect((await timers().jobsOf(offer.offerId)).map((job) => [job.id, job.state])).toEqual([
      [waiting.id, 'created'],
    ]);
    // Once that job has ended without the transition, the next sweep gives the timer a new one.
    const operator = await openQueue({ connectionString: database.url });
    try {
      await operator.cancel(offerTimerJob, [waiting.id]);
    } finally {
      await operator.stop();
    }
    expect(await timers().sweep()).toBe(1);
    await eventually(async () => expect(types(byTimers(await history(offer)))).toEqual(['OfferExpired']));
  });

  it('runs a job that was waiting when the board stopped once it starts again', async () => {
    const offer = await published('Restarted Developer', 'basic', endingIn(4));
    const [, dueAt] = await soleTimer(offer);
    const pending = await jobFor(offer, 'expire', dueAt);
    expect(pending.state).toBe('created');
    await tablica.stop();
    expect(Date.now() + offsetMs).toBeLessThan(Date.parse(dueAt));

    tablica = await startBoard();
    const expired = await eventually(async () => {
      const [event] = byTimers(await history(offer));
      expect(event?.type).toBe('OfferExpired');
      return event!;
    });
    // The very job sent before the stop (its id is the correlation id), not a new one.
    expect(expired.metadata.correlationId).toBe(pending.id);
    expect((await timers().jobsOf(offer.offerId)).map((job) => [job.id, job.state])).toEqual([
      [pending.id, 'completed'],
    ]);
  });
});

it('OFFER_TIMERS=false: the process neither sends nor runs the jobs (another process does)', async () => {
  const board = await startTestBoard({ OFFER_TIMERS: 'false' });
  try {
    const queue = await board.database.pool.query("SELECT to_regnamespace('pgboss') AS schema");
    expect(queue.rows[0].schema).toBeNull();
  } finally {
    await board.stop();
  }
});
