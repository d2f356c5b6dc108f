import { randomUUID } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlatformAdmin } from '@tablica/command-api/accounts/admins';
import type { Actor } from '@tablica/domain/events';
import type { OfferCommand } from '@tablica/domain/offers/decide';
import { offerStreamId } from '@tablica/domain/offers/offer';
import { form } from '@tablica/domain/offers/test-fixtures';
import type { OfferDraftInput } from '@tablica/domain/offers/validation/draft';
import type { OfferFormInput } from '@tablica/domain/offers/validation/form';
import { chooseOfferPlan } from '@tablica/domain/plans/catalogue';
import type { PlanSnapshot } from '@tablica/domain/plans/plan';
import type { TenantId } from '@tablica/domain/tenants';
import { loadConfig } from '@tablica/platform/config/config';
import { mountApi } from '@tablica/platform/http/app-kit';
import { createLogger } from '@tablica/platform/observability/logger';
import { adminOfferHistoryRoutes } from '@tablica/query-api/admin/routes';
import { sendOfferCommand } from '@tablica/platform/offers/write-path';
import { rebuildProjection } from '@tablica/platform/projections/rebuild';
import { activeCheckpoint } from '@tablica/platform/projections/read-models';
import { projections } from '@tablica/projections/catalogue';
import { geocoderContract } from '@tablica/platform/geocoding/contract';
import { openGeocoder } from '@tablica/platform/geocoding/create';
import type { Tablica } from '@tablica/server/runtime';
import { companyOwner } from '../support/accounts';
import { startTestBoard, type TestBoard } from '../support/board';
import { days } from '../support/offer-life';
import { sampleOffer } from '../support/offers';

// The port as the composition roots open it (GEOCODER's default); Nominatim's run is
// platform/src/geocoding/nominatim.int.test.ts (NOMINATIM_URL).
geocoderContract('offline, as openGeocoder(config) opens it', () => openGeocoder(loadConfig({})));

const adminToken = 'admin-and-statistics-token-0123456789';
let board: TestBoard;
let tablica: Tablica;

type Owner = Awaited<ReturnType<typeof companyOwner>>;
interface Employer extends Owner {
  readonly userId: string;
  readonly companyId: string;
}

/** A company owner, signed in, with the ids the events carry. */
async function employer(company: string, host = 'it.localhost'): Promise<Employer> {
  const owner = await companyOwner(tablica, { company, host });
  const me = await owner.agent.get('/api/v2/employer-panel/profiles/me').expect(200);
  const own = await owner.agent.get('/api/v1/company').expect(200);
  return { ...owner, userId: me.body.id as string, companyId: own.body.id as string };
}

/** A signed-in account that is a platform admin of `tenant`. */
async function platformAdminOf(tenant: TenantId): Promise<Employer> {
  const account = await employer(`Operators ${tenant}`, `${tenant}.localhost`);
  expect(await grantPlatformAdmin(tablica.pool, account.email, tenant)).toBe(true);
  return account;
}

let acme: Employer;
let globex: Employer;
let itAdmin: Employer;
let workAdmin: Employer;

beforeAll(async () => {
  board = await startTestBoard({ ADMIN_TOKEN: adminToken });
  tablica = board.tablica;
  [acme, globex, itAdmin, workAdmin] = await Promise.all([
    employer('Acme Software'),
    employer('Globex Systems'),
    platformAdminOf('it'),
    platformAdminOf('work'),
  ]);
}, 180_000);
afterAll(async () => board?.stop());

const api = () => request(tablica.url);

// ── Offers written through the real command path, as the offer endpoints and jobs do ─────────────────

const prepaid = { kind: 'code', code: 'ADMIN-TEST', valid: true, planKey: null } as const;

/** The employer form of a valid offer on the IT board (JavaScript needs a subcategory there). */
const itForm = (overrides: Partial<OfferFormInput> = {}) =>
  form({ categoryId: 'javascript', subcategoryId: 'typescript', ...overrides });
/** The same, saved as a draft (the draft schema types `apply` more loosely than the form's input). */
const itDraft = (overrides: Partial<OfferFormInput> = {}) => itForm(overrides) as OfferDraftInput;

interface Written {
  readonly offerId: string;
  readonly slug: string;
  readonly checkpoint: string;
}

/** Sends one offer command as `actor`, at `at` (now by default); waits for the read models. */
async function send(
  offerId: string,
  command: OfferCommand,
  actor: Actor,
  correlationId: string,
  at = new Date(),
): Promise<string> {
  const result = await sendOfferCommand(tablica.store, offerId, command, {
    tenant: 'it',
    actor,
    correlationId,
    at,
  });
  await tablica.awaitReadModels(result.checkpoint, 10_000);
  return result.checkpoint;
}

const employerActor = (owner: Employer): Actor => ({ kind: 'employer', id: owner.userId });
const by = (owner: Employer) => ({ kind: 'employer', companyId: owner.companyId }) as const;

async function draft(owner: Employer, overrides: Partial<OfferFormInput> = {}): Promise<Written> {
  const offerId = randomUUID();
  const slug = `draft-${offerId.slice(0, 8)}`;
  const checkpoint = await send(
    offerId,
    {
      type: 'CreateOfferDraft',
      data: {
        offerId,
        slug,
        companyId: owner.companyId,
        plan: chooseOfferPlan('it'),
        draft: itDraft(overrides),
      },
    },
    employerActor(owner),
    `create-${offerId}`,
  );
  return { offerId, slug, checkpoint };
}

async function imported(owner: Employer, plan: PlanSnapshot = chooseOfferPlan('it'), at = new Date()) {
  const offerId = randomUUID();
  const slug = `imported-${offerId.slice(0, 8)}`;
  const offer = sampleOffer(3, { title: `Imported ${offerId.slice(0, 4)}` });
  const checkpoint = await send(
    offerId,
    { type: 'ImportOffer', data: { offerId, slug, plan, companyId: owner.companyId, offer } },
    { kind: 'system', id: 'test' },
    `import-${offerId}`,
    at,
  );
  return { offerId, slug, checkpoint };
}

interface Problem {
  code?: string;
  errors?: Record<string, string>;
}

// ── Admin JSON import ───────────────────────────────────────────────────────────────────────────────

describe('admin JSON import (POST /api/admin/offers/import)', () => {
  it('publishes the offer for a company of the brand, as the admin, with a sanitised description', async () => {
    const offer = sampleOffer(7, {
      title: 'Imported Platform Engineer',
      body: '<p>Build the <strong>platform</strong>.</p><script>alert("x")</script><img src="x" onerror="alert(1)">',
    });
    const answer = await itAdmin.agent
      .post('/api/admin/offers/import')
      .send({ ...offer, companyId: acme.companyId })
      .expect(201);
    expect(answer.body).toEqual({
      id: expect.any(String),
      slug: expect.stringMatching(/^imported-platform-engineer-/),
    });
    expect(answer.headers.location).toBe(`/api/admin/offers/${answer.body.id}/history`);

    const [event] = await tablica.store.readStream(offerStreamId(answer.body.id));
    expect(event).toMatchObject({
      type: 'OfferPublished',
      metadata: { tenant: 'it', actor: { kind: 'admin', id: itAdmin.userId } },
      data: { owner: { companyId: acme.companyId }, content: { title: 'Imported Platform Engineer' } },
    });
    const body = (event!.data as { content: { body: string } }).content.body;
    expect(body).toBe('<p>Build the <strong>platform</strong>.</p>');

    // The company's console lists it; the candidate side shows it.
    const row = await acme.agent.get(`/api/v2/employer-panel/offers/${answer.body.id}`).expect(200);
    expect(row.body).toMatchObject({
      status: 'published',
      creationType: 'import',
      title: 'Imported Platform Engineer',
    });
    await api().get(`/api/v1/offers/${answer.body.slug}`).set('Host', 'it.localhost').expect(200);
  });

  it('imports an offer of no company, which no console lists', async () => {
    const answer = await itAdmin.agent.post('/api/admin/offers/import').send(sampleOffer(8)).expect(201);
    const [event] = await tablica.store.readStream(offerStreamId(answer.body.id));
    expect(event!.data).toMatchObject({ owner: null });
    await acme.agent.get(`/api/v2/employer-panel/offers/${answer.body.id}`).expect(404);
  });

  it('answers invalid offers with problem+json naming each field by its spec key, and writes nothing', async () => {
    // Every stored row, not the store's readable head (which another test file's open transaction can
    // hold back, and which may move on while this test runs).
    const storedEvents = async () =>
      (await tablica.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
    const before = await storedEvents();
    const invalid = await itAdmin.agent
      .post('/api/admin/offers/import')
      .send({
        ...sampleOffer(9, {
          title: '',
          body: '<script>only a script</script>',
          locations: [{ city: 'Kraków', street: '', countryCode: 'PL' } as never],
          employmentTypes: [{ type: 'b2b', from: 1000, to: 5000, currency: 'PLN' }],
        }),
        companyId: workAdmin.companyId,
      })
      .expect(400);
    expect(invalid.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((invalid.body as Problem).code).toBe('validation_failed');
    expect((invalid.body as Problem).errors).toEqual({
      title: 'errors.required',
      body: 'errors.required',
      'locations.0.latitude': 'errors.coordinatesRequired',
      'locations.0.longitude': 'errors.coordinatesRequired',
      'employmentTypes.0.to': 'errors.salaryToTooHigh',
      companyId: 'errors.invalidOption',
    });

    // Another brand's company is no company here.
    const foreign = await itAdmin.agent
      .post('/api/admin/offers/import')
      .send({ ...sampleOffer(10), companyId: workAdmin.companyId })
      .expect(400);
    expect((foreign.body as Problem).errors).toEqual({ companyId: 'errors.invalidOption' });

    const notAnObject = await itAdmin.agent
      .post('/api/admin/offers/import')
      .send([sampleOffer(11)])
      .expect(400);
    expect((notAnObject.body as Problem).code).toBe('validation_failed');
    const malformed = await itAdmin.agent
      .post('/api/admin/offers/import')
      .set('Content-Type', 'application/json')
      .send('{"title":');
    expect(malformed.status).toBe(400);
    expect((malformed.body as Problem).code).toBe('malformed_json');
    expect(await storedEvents()).toBe(before);
  });

  it('is for platform admins of the brand only', async () => {
    // With ADMIN_TOKEN set too, anyone else finds no such route (issue 17: 404, not 401).
    const employerTry = await acme.agent.post('/api/admin/offers/import').send(sampleOffer(12));
    expect([employerTry.status, (employerTry.body as Problem).code]).toEqual([404, 'not_found']);
    const anonymous = await api()
      .post('/api/admin/offers/import')
      .set('Host', 'it.localhost')
      .send(sampleOffer(12));
    expect([anonymous.status, (anonymous.body as Problem).code]).toEqual([404, 'not_found']);
    // Another brand's admin is no admin here.
    const otherBrand = await request
      .agent(tablica.url)
      .post('/api/admin/offers/import')
      .set('Host', 'it.localhost')
      .set('Cookie', workAdmin.cookie)
      .send(sampleOffer(12));
    expect(otherBrand.status).toBe(404);
    // The token opens /admin, but an import is recorded as some admin's: it needs an account.
    const tokenOnly = await api()
      .post('/api/admin/offers/import')
      .set('Host', 'it.localhost')
      .set('Authorization', `Bearer ${adminToken}`)
      .send(sampleOffer(12));
    expect([tokenOnly.status, (tokenOnly.body as Problem).code]).toEqual([401, 'auth.unauthenticated']);
  });
});

// ── The history of an offer ─────────────────────────────────────────────────────────────────────────

describe('offer history (GET /api/admin/offers/{id}/history)', () => {
  let life: Written;
  const correlation = `life-${randomUUID()}`;

  beforeAll(async () => {
    const offerId = randomUUID();
    const slug = `typescript-developer-${offerId.slice(0, 8)}`;
    const actor = employerActor(acme);
    const step = (command: OfferCommand) => send(offerId, command, actor, correlation);
    await step({
      type: 'CreateOfferDraft',
      data: {
        offerId,
        slug,
        companyId: acme.companyId,
        plan: chooseOfferPlan('it'),
        draft: itDraft({ title: 'TypeScript Developer' }),
      },
    });
    await step({ type: 'EditOfferDraft', data: { by: by(acme), draft: itDraft(), workInProgress: true } });
    await step({ type: 'SubmitOfferDraft', data: { by: by(acme) } });
    await step({ type: 'PublishOffer', data: { by: by(acme), payment: prepaid } });
    await step({
      type: 'EditOffer',
      data: { by: by(acme), offer: itForm({ title: 'Lead TypeScript Developer' }) },
    });
    await step({ type: 'RefreshOffer', data: { by: by(acme), payment: prepaid } });
    await step({ type: 'ExtendOffer', data: { by: by(acme), payment: prepaid } });
    const checkpoint = await step({ type: 'FinishRecruitment', data: { by: by(acme) } });
    life = { offerId, slug, checkpoint };
  });

  it('shows a readable trail: every event in order, who, when, the correlation and what changed', async () => {
    const answer = await itAdmin.agent.get(`/api/admin/offers/${life.offerId}/history`).expect(200);
    const history = answer.body as {
      offerId: string;
      slug: string;
      status: string;
      events: {
        position: string;
        version: number;
        type: string;
        occurredAt: string;
        actor: { kind: string; id: string; email?: string };
        correlationId: string;
        causationId: string | null;
        summary: string;
        changes: { field: string; from: unknown; to: unknown }[];
      }[];
    };
    expect(history).toMatchObject({ offerId: life.offerId, slug: life.slug, status: 'finished' });
    expect(history.events.map((event) => event.type)).toEqual([
      'OfferDraftCreated',
      'OfferDraftEdited',
      'OfferDraftSubmitted',
      'OfferPackageBought',
      'OfferPublished',
      'OfferFirstPublished',
      'OfferEdited',
      'OfferPackageBought',
      'OfferRefreshed',
      'OfferPublished',
      'OfferPackageBought',
      'OfferExtended',
      'OfferRecruitmentFinished',
    ]);
    expect(history.events.map((event) => event.version)).toEqual(history.events.map((_, index) => index + 1));
    const positions = history.events.map((event) => BigInt(event.position));
    expect(positions.every((position, index) => index === 0 || position > positions[index - 1]!)).toBe(true);
    for (const event of history.events) {
      expect(event.actor).toEqual({
        kind: 'employer',
        id: acme.userId,
        name: 'Anna Nowak',
        email: acme.email,
      });
      expect(event.correlationId).toBe(correlation);
      expect(event.causationId).toBeNull();
      expect(Date.parse(event.occurredAt)).not.toBeNaN();
      expect(event.summary).not.toBe('');
    }

    const of = (type: string, nth = 0) => history.events.filter((event) => event.type === type)[nth]!;
    expect(of('OfferDraftEdited').changes).toContainEqual({
      field: 'title',
      from: 'TypeScript Developer',
      to: 'Senior TypeScript Developer',
    });
    expect(of('OfferEdited').summary).toBe('Offer edited');
    expect(of('OfferEdited').changes).toEqual([
      { field: 'title', from: 'Senior TypeScript Developer', to: 'Lead TypeScript Developer' },
    ]);
    expect(of('OfferPackageBought').summary).toBe(
      'Package bought for publication on plan pro, with code ADMIN-TEST',
    );
    expect(of('OfferPackageBought', 1).changes).toEqual([
      { field: 'package', from: null, to: 'refresh' },
      { field: 'code', from: null, to: 'ADMIN-TEST' },
    ]);
    expect(of('OfferPublished').summary).toMatch(/^Published from \d{4}-\d\d-\d\d until \d{4}-\d\d-\d\d$/);
    expect(of('OfferPublished').changes.map((change) => change.field)).toEqual([
      'status',
      'period.publishedAt',
      'period.expiredAt',
    ]);
    expect(of('OfferPublished', 1).summary).toMatch(/^Published again from/);
    const extended = of('OfferExtended').changes[0]!;
    expect(extended.field).toBe('period.expiredAt');
    expect(Date.parse(extended.to as string) - Date.parse(extended.from as string)).toBe(days(30));
    expect(of('OfferRecruitmentFinished').changes[0]).toEqual({
      field: 'status',
      from: 'published',
      to: 'finished',
    });
  });

  it('answers the ADMIN_TOKEN bearer where the query routes run on their own', async () => {
    // As a query API process without the one-process server's /admin guard in front mounts it.
    const alone = (token: string | undefined) => {
      const app = express();
      mountApi(app, createLogger('silent'), [
        adminOfferHistoryRoutes({ db: tablica.pool, adminToken: token }),
      ]);
      return app;
    };
    const path = `/api/admin/offers/${life.offerId}/history`;
    const withToken = await request(alone(adminToken))
      .get(path)
      .set('Host', 'it.localhost')
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    expect(withToken.body.events).toHaveLength(13);
    await request(alone(adminToken)).get(path).set('Host', 'it.localhost').expect(404);
    await request(alone(adminToken))
      .get(path)
      .set('Host', 'it.localhost')
      .set('Authorization', 'Bearer not-the-admin-token-at-all-000000')
      .expect(404);
    await request(alone(adminToken))
      .get(path)
      .set('Host', 'work.localhost')
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(404);
    // No token configured: only signed-in platform admins, and nobody else learns the route exists.
    await request(alone(undefined))
      .get(path)
      .set('Host', 'it.localhost')
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(404);
  });

  it('finds the offer by its slug too', async () => {
    const bySlug = await itAdmin.agent.get(`/api/admin/offers/${life.slug}/history`).expect(200);
    expect(bySlug.body.offerId).toBe(life.offerId);
    expect(bySlug.body.events).toHaveLength(13);
  });

  it('keeps the history of an offer after it is deleted', async () => {
    const gone = await draft(acme, { title: 'Short-lived Developer' });
    await send(gone.offerId, { type: 'DeleteOffer', data: { by: by(acme) } }, employerActor(acme), 'delete');
    const answer = await itAdmin.agent.get(`/api/admin/offers/${gone.offerId}/history`).expect(200);
    expect(answer.body.status).toBe('deleted');
    expect(answer.body.events.map((event: { type: string }) => event.type)).toEqual([
      'OfferDraftCreated',
      'OfferDeleted',
    ]);
  });

  it('records an import as the admin who made it', async () => {
    const answer = await itAdmin.agent.post('/api/admin/offers/import').send(sampleOffer(13)).expect(201);
    const history = await itAdmin.agent.get(`/api/admin/offers/${answer.body.id}/history`).expect(200);
    expect(history.body.events).toHaveLength(1);
    expect(history.body.events[0]).toMatchObject({
      type: 'OfferPublished',
      actor: { kind: 'admin', id: itAdmin.userId, email: itAdmin.email },
      summary: expect.stringMatching(/^Imported and published from/),
    });
    expect(history.body.events[0].changes).toContainEqual({
      field: 'title',
      from: null,
      to: 'Developer number 13',
    });
  });

  it("is not found for unknown offers, another brand's admin, and anyone else", async () => {
    await itAdmin.agent.get(`/api/admin/offers/${randomUUID()}/history`).expect(404);
    await itAdmin.agent.get('/api/admin/offers/no-such-slug/history').expect(404);
    // The work brand's admin, on their brand: the IT offer is not there.
    const otherBrand = await workAdmin.agent.get(`/api/admin/offers/${life.offerId}/history`);
    expect([otherBrand.status, (otherBrand.body as Problem).code]).toEqual([404, 'offer.not_found']);
    // On the IT brand they are no admin at all.
    const onIt = await request(tablica.url)
      .get(`/api/admin/offers/${life.offerId}/history`)
      .set('Host', 'it.localhost')
      .set('Cookie', workAdmin.cookie);
    expect(onIt.status).toBe(404);
    // The offer's own employer is not an admin either.
    await acme.agent.get(`/api/admin/offers/${life.offerId}/history`).expect(404);
    await api().get(`/api/admin/offers/${life.offerId}/history`).set('Host', 'it.localhost').expect(404);
  });
});

// ── The console's offers and statistics ─────────────────────────────────────────────────────────────

describe("the console's offers (employer-offers read model)", () => {
  type Row = { id: string; status: string; title: string; publishedAt: string | null; bumpsLeft: number };

  it("lists every offer of the company, drafts included, and no other company's", async () => {
    const acmeDraft = await draft(acme, { title: 'Acme Draft Developer' });
    const globexDraft = await draft(globex, { title: 'Globex Draft Developer' });
    const published = await imported(acme);

    const list = await acme.agent
      .get('/api/v2/employer-panel/offers')
      .query({ sort: '["createdAt","DESC"]', range: '[0,99]' })
      .expect(200);
    const rows = list.body as Row[];
    expect(list.headers['content-range']).toBe(`offers 0-${rows.length - 1}/${rows.length}`);
    const ids = rows.map((row) => row.id);
    expect(ids).toContain(acmeDraft.offerId);
    expect(ids).toContain(published.offerId);
    expect(ids).not.toContain(globexDraft.offerId);
    expect(rows.find((row) => row.id === acmeDraft.offerId)).toMatchObject({
      status: 'draft',
      title: 'Acme Draft Developer',
      publishedAt: null,
      bumpsLeft: 0,
    });
    expect(rows.find((row) => row.id === published.offerId)).toMatchObject({
      status: 'published',
      bumpsLeft: 2,
    });

    const globexRows = (await globex.agent.get('/api/v2/employer-panel/offers').expect(200)).body as Row[];
    expect(globexRows.map((row) => row.id)).toEqual([globexDraft.offerId]);
    await acme.agent.get(`/api/v2/employer-panel/offers/${globexDraft.offerId}`).expect(404);
    const one = await acme.agent.get(`/api/v2/employer-panel/offers/${acmeDraft.offerId}`).expect(200);
    expect(one.body).toMatchObject({ id: acmeDraft.offerId, status: 'draft', planKey: 'pro', views: 0 });
  });

  it('filters by status and by text, and rejects unknown statuses', async () => {
    const drafts = await acme.agent
      .get('/api/v2/employer-panel/offers')
      .query({ filter: JSON.stringify({ status: 'draft' }), range: '[0,99]' })
      .expect(200);
    expect((drafts.body as Row[]).length).toBeGreaterThan(0);
    expect(new Set((drafts.body as Row[]).map((row) => row.status))).toEqual(new Set(['draft']));

    const several = await acme.agent
      .get('/api/v2/employer-panel/offers')
      .query({ filter: JSON.stringify({ status: ['draft', 'finished'], q: 'typescript' }), range: '[0,99]' })
      .expect(200);
    expect(new Set((several.body as Row[]).map((row) => row.status))).toEqual(new Set(['finished']));

    const bad = await acme.agent
      .get('/api/v2/employer-panel/offers')
      .query({ filter: JSON.stringify({ status: 'archived' }) });
    expect(bad.status).toBe(400);
    await acme.agent.get('/api/v2/employer-panel/offers').query({ sort: '["status","ASC"]' }).expect(200);
  });

  it('counts the offers of the company for the dashboard', async () => {
    const stats = await employer('Statistics Sp. z o.o.');
    const pro = chooseOfferPlan('it');
    await draft(stats);
    const submitted = await draft(stats);
    await send(
      submitted.offerId,
      { type: 'SubmitOfferDraft', data: { by: by(stats) } },
      employerActor(stats),
      'submit',
    );
    const scheduled = await draft(stats, { publishAt: new Date(Date.now() + days(3)).toISOString() });
    await send(
      scheduled.offerId,
      { type: 'SubmitOfferDraft', data: { by: by(stats) } },
      employerActor(stats),
      's',
    );
    await send(
      scheduled.offerId,
      { type: 'PublishOffer', data: { by: by(stats), payment: prepaid } },
      employerActor(stats),
      's',
    );
    const active = await imported(stats);
    // A plan of five days: ends within the week, before its first bump is due.
    await imported(stats, { ...pro, limits: { ...pro.limits, durationInDays: 5 } });
    const finished = await imported(stats);
    await send(
      finished.offerId,
      { type: 'FinishRecruitment', data: { by: by(stats) } },
      employerActor(stats),
      'f',
    );
    // Past its expiry: expired whether or not the expiry job has run yet.
    await imported(stats, chooseOfferPlan('it', 'basic'), new Date(Date.now() - days(31)));
    const deleted = await draft(stats);
    await send(deleted.offerId, { type: 'DeleteOffer', data: { by: by(stats) } }, employerActor(stats), 'd');
    await api()
      .post('/api/v1/views')
      .set('Host', 'it.localhost')
      .send({ brand: 'it', offerSlug: active.slug, visitedAt: new Date().toISOString() })
      .expect((answer) => expect(answer.status).toBeLessThan(300));

    const answer = await stats.agent.get('/api/v2/employer-panel/offers/statistics').expect(200);
    expect(answer.body).toEqual({
      byStatus: { draft: 1, summary: 1, scheduled: 1, published: 2, expired: 1, finished: 1 },
      total: 7,
      active: 2,
      expiringSoon: 1,
      expiringWithinDays: 7,
      bumpsLeft: 4,
      views: 1,
      viewsWindowDays: 7,
      applications: 0,
    });
    const list = await stats.agent.get('/api/v2/employer-panel/offers').expect(200);
    expect(list.headers['content-range']).toBe('offers 0-6/7');
    expect((list.body as Row[]).find((row) => row.id === active.offerId)).toMatchObject({ views: 1 });

    // Another company's numbers are its own; a visitor gets none.
    const empty = await globex.agent.get('/api/v2/employer-panel/offers/statistics').expect(200);
    expect(empty.body).toMatchObject({ total: 1, active: 0, byStatus: { draft: 1 } });
    await api().get('/api/v2/employer-panel/offers/statistics').set('Host', 'it.localhost').expect(401);
  });
});

// ── Read models are rebuilt from the events alone ───────────────────────────────────────────────────

/** Until the offer timers have nothing more to append for a while, and every read model has caught up. */
async function settle(): Promise<void> {
  let last: string | null = null;
  for (;;) {
    const { checkpoint } = await tablica.store.readAll({ after: last, batchSize: 10_000 });
    if (checkpoint === last) break;
    last = checkpoint;
    await new Promise((resolve) => setTimeout(resolve, 2500));
  }
  if (last) await tablica.awaitReadModels(last, 20_000);
}

describe('rebuilding', () => {
  it('gives the same console rows and the same history as the running projections kept', async () => {
    await settle();
    const tables = {
      'employer-offers': ['employer_offers'],
      'offer-history': ['offer_history_offers', 'offer_history_events'],
    };
    for (const [name, names] of Object.entries(tables)) {
      const rows = async () => {
        const { schema } = (await activeCheckpoint(tablica.pool, name))!;
        return Promise.all(
          names.map(
            async (table) =>
              (await tablica.pool.query(`SELECT * FROM "${schema}".${table} ORDER BY 1, 2`)).rows,
          ),
        );
      };
      const kept = await rows();
      expect(kept[0]!.length, name).toBeGreaterThan(10);
      const projection = projections.find((candidate) => candidate.name === name)!;
      const rebuilt = await rebuildProjection(
        { pool: tablica.pool, connectionString: tablica.databaseUrl, store: tablica.store },
        projection,
        { batchSize: 100, dropAfterMs: 0 },
      );
      expect(rebuilt.version, name).toBeGreaterThan(1);
      expect(await rows(), name).toEqual(kept);
    }
  });
});
