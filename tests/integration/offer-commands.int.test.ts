import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlatformAdmin } from '@tablica/command-api/accounts/admins';
import { samplePng, sampleSvg } from '@tablica/platform/files/sample-files';
import { companyOwner, signIn, strongPassword } from '../support/accounts';
import { startTestBoard, type TestBoard } from '../support/board';
import {
  companyIdOf,
  holdStream,
  initiateOffer,
  issueCode,
  offerEvents,
  offerForm,
  publishedOffer,
} from '../support/offer-commands';
import { paymentRequest } from '../support/payments';

let board: TestBoard;
let filesDir: string;
const host = 'it.localhost';

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'tablica-offer-commands-'));
  board = await startTestBoard({ STORAGE: 'disk', FILES_DIR: filesDir });
}, 120_000);

afterAll(async () => {
  await board?.stop();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

const tablica = () => board.tablica;
const api = () => request(tablica().url);
const issuesOf = (body: { issues?: { path: string; code: string }[] }) =>
  Object.fromEntries((body.issues ?? []).map((issue) => [issue.path, issue.code]));
const eventTypes = async (offerId: string) => (await offerEvents(tablica(), offerId)).map((e) => e.type);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

/** Editor calls with the token `initiate` returned. */
function withToken(slug: string, token: string) {
  const url = (suffix = '') => `/api/v1/offers/${slug}${suffix}?token=${encodeURIComponent(token)}`;
  return {
    get: () => api().get(url()).set('Host', host),
    patch: (body: object) => api().patch(url()).set('Host', host).send(body),
    summary: () => api().post(url('/summary')).set('Host', host),
    publish: (code: string) =>
      api()
        .post(`/api/v1/offers/${slug}/publish-with-code?code=${encodeURIComponent(code)}`)
        .set('Host', host)
        .send({ token }),
  };
}

/** An anonymous offer taken through initiate → form with logo → summary → publication with a code. */
async function publishedByToken(overrides: Record<string, unknown> = {}) {
  const offer = await initiateOffer(tablica());
  const editor = withToken(offer.slug, offer.token);
  await api()
    .patch(`/api/v1/offers/${offer.slug}?token=${offer.token}`)
    .set('Host', host)
    .field('offer', JSON.stringify(offerForm(overrides)))
    .attach('company_logo', samplePng, 'logo.png')
    .expect(200);
  await editor.summary().expect(200);
  const published = await editor.publish(await issueCode(tablica())).expect(200);
  return { ...offer, editor, published: published.body as Record<string, unknown> };
}

async function employer(company = 'Acme Software') {
  const owner = await companyOwner(tablica(), { company });
  return { ...owner, companyId: await companyIdOf(owner.agent) };
}

type Employer = Awaited<ReturnType<typeof employer>>;

/** A signed-in company's offer: a draft through the employer panel, then summary and publication. */
async function publishedByEmployer(who: Employer, overrides: Record<string, unknown> = {}) {
  const published = await publishedOffer(tablica(), who.agent, overrides);
  return { slug: published.slug, id: published.id, published: published as Record<string, unknown> };
}

describe('the anonymous wizard: initiate → edit with the token → summary → publish with a code', () => {
  it('goes all the way, and GET shows the offer published', async () => {
    const initiated = await api()
      .post('/api/v1/offers/initiate')
      .set('Host', host)
      .send({ pricing_plan: 'pro' })
      .expect(201);
    const { slug, token, id } = initiated.body as { slug: string; token: string; id: string };
    expect(slug).toMatch(/^offer-[0-9a-f]{8}$/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(initiated.headers.etag).toBe('"1"');
    expect(initiated.headers.location).toBe(`/api/v1/offers/${slug}`);

    // The token is kept only as its hash.
    const [created] = await offerEvents(tablica(), id);
    expect(created).toMatchObject({
      type: 'OfferDraftCreated',
      data: { creationType: 'initiate', accessTokenHash: sha256(token), owner: null, plan: { key: 'pro' } },
    });
    expect(JSON.stringify(created)).not.toContain(token);

    const editor = withToken(slug, token);
    const draft = await editor.get().expect(200);
    expect(draft.headers.etag).toBe('"1"');
    expect(draft.body).toMatchObject({ id, slug, status: 'draft', planKey: 'pro', version: 1 });

    const saved = await api()
      .patch(`/api/v1/offers/${slug}?token=${token}`)
      .set('Host', host)
      .set('If-Match', '"1"')
      .field('offer', JSON.stringify(offerForm()))
      .field('state', 'workInProgress')
      .attach('company_logo', samplePng, 'logo.png')
      .expect(200);
    expect(saved.body).toEqual({ id, slug, status: 'draft', version: 2 });
    expect(saved.headers.etag).toBe('"2"');

    const edited = await editor.get().expect(200);
    expect(edited.body.workInProgress).toBe(true);
    expect(edited.body.form).toMatchObject({
      company_name: 'Acme Software',
      category_id: 'typescript',
      city: 'Warszawa',
      apply_url: 'https://acme.example.com/careers/ts',
      contact_name: 'Anna Nowak',
      company_logo_url: expect.stringMatching(
        /^\/api\/v1\/offer-logos\/logos\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/,
      ),
    });
    const logo = await api()
      .get(edited.body.form.company_logo_url)
      .set('Host', host)
      .buffer(true)
      .expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(logo.body as Buffer, samplePng)).toBe(0);
    const [, editEvent] = await offerEvents(tablica(), id);
    expect(editEvent!.data).toMatchObject({
      draft: { categoryId: 'javascript', subcategoryId: 'typescript' },
    });

    // What GET gives, PATCH takes back unchanged.
    await editor.patch(edited.body.form).expect(200);
    expect((await editor.get()).body.form).toEqual(edited.body.form);

    const summary = await editor.summary().expect(200);
    expect(summary.body).toMatchObject({ status: 'summary', version: 4 });

    const code = await issueCode(tablica(), { purpose: 'publish' });
    const published = await editor.publish(code).expect(200);
    expect(published.body).toMatchObject({
      id,
      status: 'published',
      version: 7,
      publishedAt: expect.any(String),
      expiredAt: expect.any(String),
    });
    expect(await eventTypes(id)).toEqual([
      'OfferDraftCreated',
      'OfferDraftEdited',
      'OfferDraftEdited',
      'OfferDraftSubmitted',
      'OfferPackageBought',
      'OfferPublished',
      'OfferFirstPublished',
    ]);
    const shown = await editor.get().expect(200);
    expect(shown.body).toMatchObject({
      status: 'published',
      version: 7,
      firstPublishedAt: expect.any(String),
    });
    expect(shown.headers.etag).toBe('"7"');

    // The code is spent on this offer.
    const { rows } = await tablica().pool.query('SELECT used_by_offer FROM offer_code WHERE code = $1', [
      code,
    ]);
    expect(rows[0].used_by_offer).toBe(id);
  });

  it('takes the form as plain JSON too, and refuses an unknown plan', async () => {
    const { slug, token } = await initiateOffer(tablica());
    await withToken(slug, token)
      .patch({ title: 'Java Developer', city: 'Kraków', latitude: 50.06, longitude: 19.94 })
      .expect(200);
    const shown = await withToken(slug, token).get().expect(200);
    expect(shown.body.form).toMatchObject({ title: 'Java Developer', city: 'Kraków', country_code: 'PL' });
    const refused = await api()
      .post('/api/v1/offers/initiate')
      .set('Host', host)
      .send({ pricing_plan: 'gold' })
      .expect(400);
    expect(issuesOf(refused.body)).toEqual({ pricing_plan: 'errors.invalidOption' });
  });

  it('answers 404 to a wrong token, and to the right slug on another brand', async () => {
    const { slug, token } = await initiateOffer(tablica());
    const wrong = withToken(slug, 'not-the-token');
    expect((await wrong.get().expect(404)).body.code).toBe('offer.not_found');
    expect((await wrong.patch({ title: 'Hijacked offer' }).expect(404)).body.code).toBe('offer.not_found');
    await api().delete(`/api/v1/offers/${slug}?token=nope`).set('Host', host).expect(404);
    await api().get(`/api/v1/offers/${slug}?token=${token}`).set('Host', 'work.localhost').expect(404);
    await api()
      .patch(`/api/v1/offers/${slug}?token=${token}`)
      .set('Host', 'work.localhost')
      .send({})
      .expect(404);
    await api().get(`/api/v1/offers/no-such-offer-00000000?token=${token}`).set('Host', host).expect(404);
    // Nobody: 401.
    await api().patch(`/api/v1/offers/${slug}`).set('Host', host).send({}).expect(401);
  });

  it('fills in coordinates from the city when they are missing, and marks an unknown city', async () => {
    const { slug, token } = await initiateOffer(tablica());
    const editor = withToken(slug, token);
    await editor.patch({ city: 'Kraków', street: 'Rynek 1', latitude: null, longitude: null }).expect(200);
    const located = (await editor.get()).body.form;
    expect(located.latitude).toBeCloseTo(50.06, 1);
    expect(located.longitude).toBeCloseTo(19.94, 1);
    // A draft save keeps an unknown place; the full validation marks it (spec §8 place not found).
    await editor.patch({ city: 'Nowhereville', latitude: null, longitude: null }).expect(200);
    const refused = await editor
      .patch({
        ...offerForm({ city: 'Nowhereville', latitude: null, longitude: null }),
        state: 'workInProgress',
      })
      .expect(400);
    expect(issuesOf(refused.body)).toMatchObject({ city: 'errors.coordinatesRequired' });
  });
});

describe('the signed-in employer', () => {
  let acme: Employer;
  let other: Employer;
  beforeAll(async () => {
    acme = await employer('Acme Software');
    other = await employer('Other Company');
  });

  it('creates a draft in the panel and publishes it with a company code', async () => {
    const { slug, id, published } = await publishedByEmployer(acme);
    expect(published).toMatchObject({ id, slug, status: 'published' });
    const [created] = await offerEvents(tablica(), id);
    expect(created).toMatchObject({
      type: 'OfferDraftCreated',
      data: { creationType: 'employer', owner: { companyId: acme.companyId }, accessTokenHash: null },
      metadata: { tenant: 'it', actor: { kind: 'employer' } },
    });
    const shown = await acme.agent.get(`/api/v1/offers/${slug}`).expect(200);
    expect(shown.body).toMatchObject({ status: 'published', creationType: 'employer' });
  });

  it('hides its offers from another company (404) and shows the candidate page instead of the editor', async () => {
    const draft = await acme.agent
      .post('/api/v2/employer-panel/offers/drafts')
      .send({ title: 'Draft of Acme' })
      .expect(201);
    const slug = draft.body.slug as string;
    await other.agent.get(`/api/v1/offers/${slug}`).expect(404);
    expect(
      (await other.agent.patch(`/api/v1/offers/${slug}`).send({ title: 'Taken over' }).expect(404)).body.code,
    ).toBe('offer.not_found');
    await other.agent.delete(`/api/v1/offers/${slug}`).expect(404);
    await other.agent.post(`/api/v1/offers/${slug}/summary`).expect(404);
    await other.agent.post(`/api/v2/employer-panel/offers/${slug}/duplicate`).expect(404);
    // A published offer of another company: the public candidate page, never the editor.
    const { slug: live } = await publishedByEmployer(acme);
    const page = await other.agent.get(`/api/v1/offers/${live}`).expect(200);
    expect(page.body.form).toBeUndefined();
    expect(page.body.slug).toBe(live);
    await other.agent.post(`/api/v1/offers/${live}/finish-recruitment`).expect(404);
    // Every other lifecycle path answers the same, before any code or plan is looked at.
    const refusals: [string, () => request.Test][] = [
      [`POST refresh`, () => other.agent.post(`/api/v2/employer-panel/offers/${live}/refresh?code=ANY-CODE`)],
      [
        `POST extend-with-code`,
        () => other.agent.post(`/api/v1/offers/${live}/extend-with-code?code=ANY-CODE`),
      ],
      [
        `POST publish-with-code`,
        () => other.agent.post(`/api/v1/offers/${slug}/publish-with-code?code=ANY-CODE`),
      ],
      [`GET verify-code`, () => other.agent.get(`/api/v1/offers/${slug}/verify-code/ANY-CODE`)],
      // (`offers/end/{slug}` is public for a published offer: what any candidate sees of it.)
      [`GET end of a draft`, () => other.agent.get(`/api/v2/employer-panel/offers/end/${slug}`)],
      [`PATCH plan`, () => other.agent.patch(`/api/v1/offers/${slug}/plan`).send({ planKey: 'basic' })],
    ];
    for (const [name, send] of refusals) {
      const answer = await send();
      expect([name, answer.status, answer.body.code]).toEqual([name, 404, 'offer.not_found']);
    }
  });

  it('lets a platform admin manage any offer', async () => {
    const admin = await companyOwner(tablica(), { company: 'Board Operators' });
    expect(await grantPlatformAdmin(tablica().pool, admin.email, 'it')).toBe(true);
    const agent = await signIn(tablica(), admin.email, strongPassword, host);
    const { slug, id } = await publishedByEmployer(acme);
    await agent.patch(`/api/v1/offers/${slug}`).send({ title: 'Edited by the board' }).expect(200);
    const [edited] = (await offerEvents(tablica(), id)).slice(-1);
    expect(edited).toMatchObject({ type: 'OfferEdited', metadata: { actor: { kind: 'admin' } } });
  });

  it('edits a published offer (full validation, same dates)', async () => {
    const { slug, id, published } = await publishedByEmployer(acme);
    const edited = await acme.agent
      .patch(`/api/v1/offers/${slug}`)
      .set('If-Match', `"${published.version}"`)
      .send({ title: 'Lead TypeScript Developer' })
      .expect(200);
    expect(edited.body).toMatchObject({ status: 'published', version: (published.version as number) + 1 });
    const last = (await offerEvents(tablica(), id)).at(-1)!;
    expect(last).toMatchObject({
      type: 'OfferEdited',
      data: { content: { title: 'Lead TypeScript Developer', expiredAt: null } },
    });
    const shown = await acme.agent.get(`/api/v1/offers/${slug}`).expect(200);
    expect(shown.body.expiredAt).toBe(published.expiredAt);
    // A published offer takes only a complete form.
    const refused = await acme.agent
      .patch(`/api/v1/offers/${slug}`)
      .send({ contact_name: 'Anna' })
      .expect(400);
    expect(issuesOf(refused.body)).toEqual({ contact_name: 'errors.contactNameSpace' });
  });

  it('refreshes and extends an active offer with codes', async () => {
    const { slug, id, published } = await publishedByEmployer(acme);
    const refreshCode = await issueCode(tablica(), { companyId: acme.companyId, purpose: 'publish' });
    const refreshed = await acme.agent
      .post(`/api/v2/employer-panel/offers/${slug}/refresh?code=${refreshCode}`)
      .expect(200);
    expect(refreshed.body).toMatchObject({ status: 'published', version: (published.version as number) + 3 });
    expect((await eventTypes(id)).slice(-3)).toEqual([
      'OfferPackageBought',
      'OfferRefreshed',
      'OfferPublished',
    ]);

    const extendCode = await issueCode(tablica(), { companyId: acme.companyId, purpose: 'extend' });
    // A publication code does not pay for an extension.
    const wrongKind = await acme.agent
      .post(`/api/v1/offers/${slug}/extend-with-code?code=${refreshCode}`)
      .expect(400);
    expect(issuesOf(wrongKind.body)).toEqual({ code: 'errors.incorrectCode' });
    const extended = await acme.agent
      .post(`/api/v1/offers/${slug}/extend-with-code?code=${extendCode}`)
      .expect(200);
    const before = Date.parse(refreshed.body.expiredAt as string);
    expect(Date.parse(extended.body.expiredAt as string) - before).toBe(30 * 24 * 60 * 60 * 1000);
    expect((await eventTypes(id)).slice(-2)).toEqual(['OfferPackageBought', 'OfferExtended']);
    // Another company's code is no code for this offer.
    const foreign = await issueCode(tablica(), { companyId: other.companyId, purpose: 'extend' });
    const refused = await acme.agent
      .post(`/api/v1/offers/${slug}/extend-with-code?code=${foreign}`)
      .expect(400);
    expect(issuesOf(refused.body)).toEqual({ code: 'errors.incorrectCode' });
    const missing = await acme.agent.post(`/api/v1/offers/${slug}/extend-with-code`).expect(400);
    expect(issuesOf(missing.body)).toEqual({ code: 'errors.required' });
  });

  it('duplicates an offer into a new stream that records its source', async () => {
    const { slug, id } = await publishedByEmployer(acme);
    const copy = await acme.agent.post(`/api/v2/employer-panel/offers/${slug}/duplicate`).expect(201);
    expect(copy.body).toMatchObject({
      status: 'draft',
      version: 1,
      copiedFrom: { id, slug },
      slug: expect.stringMatching(/^senior-typescript-developer-[0-9a-f]{8}$/),
    });
    expect(copy.body.id).not.toBe(id);
    const [copied] = await offerEvents(tablica(), copy.body.id as string);
    expect(copied).toMatchObject({
      type: 'OfferCopied',
      data: { copiedFrom: { offerId: id, slug }, owner: { companyId: acme.companyId } },
    });
    const shown = await acme.agent.get(`/api/v1/offers/${copy.body.slug}`).expect(200);
    expect(shown.body).toMatchObject({ creationType: 'copy', copiedFrom: { offerId: id, slug } });
    expect(shown.body.form.title).toBe('Senior TypeScript Developer');
  });

  it('schedules a publication at the draft’s publish date', async () => {
    const publishAt = inDays(3);
    const { id, published, slug } = await publishedByEmployer(acme, { publish_at: publishAt });
    expect(published).toMatchObject({ status: 'scheduled', publishAt });
    expect((await eventTypes(id)).slice(-2)).toEqual(['OfferPackageBought', 'OfferScheduled']);
    const shown = await acme.agent.get(`/api/v1/offers/${slug}`).expect(200);
    expect(shown.body).toMatchObject({ status: 'scheduled', publishAt });
    // A scheduled offer can still be edited, and deleted (it is not live).
    await acme.agent.patch(`/api/v1/offers/${slug}`).send({ title: 'Scheduled Java Developer' }).expect(200);
    await acme.agent.delete(`/api/v1/offers/${slug}`).expect(204);
  });

  it('finishes an active offer, deletes an inactive one and refuses to delete an active one', async () => {
    const { slug, id } = await publishedByEmployer(acme);
    const refused = await acme.agent.delete(`/api/v1/offers/${slug}`).expect(409);
    expect(refused.body).toMatchObject({ code: 'offer.active', status: 409 });
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);

    const finished = await acme.agent.post(`/api/v1/offers/${slug}/finish-recruitment`).expect(200);
    expect(finished.body).toMatchObject({ status: 'finished', finishedAt: expect.any(String) });
    const again = await acme.agent.post(`/api/v1/offers/${slug}/finish-recruitment`).expect(409);
    expect(again.body.code).toBe('offer.finished');

    const ended = await api().get(`/api/v2/employer-panel/offers/end/${slug}`).set('Host', host).expect(200);
    expect(ended.body).toEqual({
      slug,
      title: 'Senior TypeScript Developer',
      status: 'finished',
      expiredAt: expect.any(String),
    });

    const deleted = await acme.agent.delete(`/api/v1/offers/${slug}`).expect(204);
    expect(deleted.headers.etag).toBeDefined();
    expect((await eventTypes(id)).at(-1)).toBe('OfferDeleted');
    expect(
      (await acme.agent.patch(`/api/v1/offers/${slug}`).send({ title: 'Back again' }).expect(404)).body.code,
    ).toBe('offer.deleted');
    await api().get(`/api/v2/employer-panel/offers/end/${slug}`).set('Host', host).expect(404);
  });

  it('shows an unpublished draft’s end screen to its manager only', async () => {
    const draft = await acme.agent
      .post('/api/v2/employer-panel/offers/drafts')
      .send({ title: 'Hidden Draft' })
      .expect(201);
    await api().get(`/api/v2/employer-panel/offers/end/${draft.body.slug}`).set('Host', host).expect(404);
    const mine = await acme.agent.get(`/api/v2/employer-panel/offers/end/${draft.body.slug}`).expect(200);
    expect(mine.body).toEqual({
      slug: draft.body.slug,
      title: 'Hidden Draft',
      status: 'draft',
      expiredAt: null,
    });
  });

  it('changes the plan of a draft, and the plan’s limits apply', async () => {
    const twoCities = offerForm({
      locations: [
        { city: 'Warszawa', street: 'Prosta 1', latitude: 52.23, longitude: 21.01 },
        { city: 'Kraków', street: 'Rynek 1', latitude: 50.06, longitude: 19.94 },
      ],
    });
    const draft = await acme.agent
      .post('/api/v2/employer-panel/offers/drafts')
      .field('offer', JSON.stringify(twoCities))
      .field('pricing_plan', 'pro')
      .attach('company_logo', samplePng, 'logo.png')
      .expect(201);
    const slug = draft.body.slug as string;
    const changed = await acme.agent
      .patch(`/api/v1/offers/${slug}/plan`)
      .send({ pricing_plan: 'basic' })
      .expect(200);
    expect(changed.body).toMatchObject({ planKey: 'basic', status: 'draft' });
    const refused = await acme.agent.post(`/api/v1/offers/${slug}/summary`).expect(400);
    expect(issuesOf(refused.body)).toEqual({ locations: 'errors.maxLocations' });
    const unknown = await acme.agent
      .patch(`/api/v1/offers/${slug}/plan`)
      .send({ pricing_plan: 'gold' })
      .expect(400);
    expect(issuesOf(unknown.body)).toEqual({ pricing_plan: 'errors.invalidOption' });
  });

  it('publishes on no route without a plan paid by code or order (each route tried)', async () => {
    const { slug } = (
      await acme.agent
        .post('/api/v2/employer-panel/offers/drafts')
        .field('offer', JSON.stringify(offerForm()))
        .attach('company_logo', samplePng, 'logo.png')
        .expect(201)
    ).body as { slug: string };
    await acme.agent.post(`/api/v1/offers/${slug}/summary`).expect(200);
    // The walking skeleton's free publication is gone.
    await acme.agent.post('/api/v2/employer-panel/offers').send(offerForm()).expect(404);
    await acme.agent.post(`/api/v1/offers/${slug}/publish-with-code`).send({}).expect(400);
    expect(
      (await acme.agent.post(`/api/v1/offers/${slug}/publish-with-code`).send({ code: 'NOPE-0000' })).status,
    ).toBeGreaterThanOrEqual(400);
    for (const route of [
      `/api/v1/offers/${slug}/extend-with-code`,
      `/api/v2/employer-panel/offers/${slug}/refresh`,
    ])
      expect(
        (
          await acme.agent
            .post(route)
            .send({ code: await issueCode(tablica(), { companyId: acme.companyId }) })
        ).status,
      ).toBeGreaterThanOrEqual(400);
    await acme.agent.patch(`/api/v1/offers/${slug}`).send(offerForm({ title: 'Still unpaid' }));
    // An order started but not paid publishes nothing either.
    await acme.agent.post('/api/v1/payments').send(paymentRequest(slug));
    expect((await acme.agent.get(`/api/v1/offers/${slug}`).expect(200)).body.status).not.toBe('published');
    await request(tablica().url).get(`/api/v1/offers/${slug}`).set('Host', host).expect(404);
  });
});

describe('spec §5 rejections, in the form’s field names', () => {
  it('marks each broken rule with its spec key when full validation is asked for', async () => {
    const { slug, token } = await initiateOffer(tablica());
    const refused = await withToken(slug, token)
      .patch({
        ...offerForm({
          title: 'SENIOR TYPESCRIPT DEVELOPER',
          contact_name: 'Anna',
          contact_phone: 'call me maybe',
          employment_types: [{ type: 'b2b', from: 10000, to: 40000, currency: 'PLN', unit: 'month' }],
          required_skills: [{ name: 'TypeScript', level: 3 }],
          optional_skills: [{ name: 'typescript', level: 2 }],
          information_clause: 'Dane przetwarza {{companyName}} w celu rekrutacji.',
          apply_url: 'acme.example.com/careers',
          body: '<p>   </p>',
        }),
        state: 'workInProgress',
      })
      .expect(400);
    expect(refused.body).toMatchObject({ code: 'validation_failed', status: 400 });
    expect(issuesOf(refused.body)).toEqual({
      title: 'errors.tooManyUppercase',
      contact_name: 'errors.contactNameSpace',
      contact_phone: 'errors.invalidPhone',
      'employment_types.0.to': 'errors.salaryToTooHigh',
      information_clause: 'errors.clausePlaceholder',
      apply_url: 'errors.protocolMissing',
      body: 'errors.required',
      company_logo: 'errors.required',
    });
    // Nothing was saved.
    expect((await withToken(slug, token).get()).body.version).toBe(1);
  });

  it('checks the rules across fields once each field is right', async () => {
    const { slug, token } = await initiateOffer(tablica());
    await api()
      .patch(`/api/v1/offers/${slug}?token=${token}`)
      .set('Host', host)
      .attach('company_logo', samplePng, 'logo.png')
      .expect(200);
    const refused = await withToken(slug, token)
      .patch({
        ...offerForm({
          category_id: 'javascript',
          required_skills: [{ name: 'TypeScript', level: 3 }],
          optional_skills: [{ name: 'typescript', level: 2 }],
          languages: [
            { code: 'en', level: 'b2' },
            { code: 'en', level: 'c1' },
          ],
          apply_url: null,
          apply_email: 'jobs@acme.example.com',
        }),
        state: 'workInProgress',
      })
      .expect(400);
    expect(issuesOf(refused.body)).toEqual({
      category_id: 'errors.required',
      'optional_skills.0.name': 'errors.duplicateSkill',
      'languages.1.code': 'errors.duplicateLanguage',
    });
    const email = await withToken(slug, token)
      .patch({ ...offerForm({ apply_url: null, apply_email: 'jobs at acme' }), state: 'workInProgress' })
      .expect(400);
    expect(issuesOf(email.body)).toEqual({ apply_email: 'errors.noSpaces' });
    await withToken(slug, token)
      .patch({
        ...offerForm({ apply_url: null, apply_email: 'jobs@acme.example.com' }),
        state: 'workInProgress',
      })
      .expect(200);
    expect((await withToken(slug, token).get()).body.form).toMatchObject({
      apply_url: null,
      apply_email: 'jobs@acme.example.com',
    });
  });

  it('saves a half-filled draft, but not a value of the wrong kind', async () => {
    const { slug, token } = await initiateOffer(tablica());
    await withToken(slug, token).patch({ title: 'Dev', company_size: null }).expect(200);
    const refused = await withToken(slug, token)
      .patch({ company_size: '7-8', latitude: 'north' })
      .expect(400);
    expect(issuesOf(refused.body)).toEqual({ latitude: 'errors.invalidValue' });
    const option = await withToken(slug, token).patch({ company_size: '7-8' }).expect(400);
    expect(issuesOf(option.body)).toEqual({ company_size: 'errors.invalidOption' });
  });

  it('checks the logo by its content', async () => {
    const { slug, token } = await initiateOffer(tablica());
    const svg = await api()
      .patch(`/api/v1/offers/${slug}?token=${token}`)
      .set('Host', host)
      .attach('company_logo', sampleSvg, 'logo.png')
      .expect(400);
    expect(issuesOf(svg.body)).toEqual({ company_logo: 'errors.invalidFileType' });
    const empty = await api()
      .patch(`/api/v1/offers/${slug}?token=${token}`)
      .set('Host', host)
      .attach('company_logo', Buffer.alloc(0), 'logo.png')
      .expect(400);
    expect(issuesOf(empty.body)).toEqual({ company_logo: 'errors.corruptedFile' });
    const foreign = await withToken(slug, token)
      .patch({ company_logo_url: 'https://evil.example.com/x.png' })
      .expect(400);
    expect(issuesOf(foreign.body)).toEqual({ company_logo: 'errors.invalidValue' });
  });

  it('refuses the wizard’s steps out of order with the domain’s codes', async () => {
    const { slug, token } = await initiateOffer(tablica());
    const code = await issueCode(tablica());
    const early = await withToken(slug, token).publish(code).expect(409);
    expect(early.body.code).toBe('offer.summary_required');
    // The code was given back when the publication was refused.
    const { rows } = await tablica().pool.query('SELECT used_at FROM offer_code WHERE code = $1', [code]);
    expect(rows[0].used_at).toBeNull();
    await api()
      .post(`/api/v1/offers/${slug}/finish-recruitment?token=${token}`)
      .set('Host', host)
      .expect(409);
    const wrong = await withToken(slug, token).publish('NO-SUCH-CODE').expect(409);
    expect(wrong.body.code).toBe('offer.summary_required');
  });

  it('sanitises the description before it is stored', async () => {
    const { slug, token, id } = await initiateOffer(tablica());
    await withToken(slug, token)
      .patch({
        body: '<p>Hello <strong>team</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
      })
      .expect(200);
    const stored = (await offerEvents(tablica(), id)).at(-1)!;
    const body = (stored.data as { draft: { body: string } }).draft.body;
    expect(body).toContain('<strong>team</strong>');
    expect(body).not.toMatch(/<script|onerror|alert/);
  });
});

describe('concurrency', () => {
  it('answers 412 to a stale If-Match and names the current version', async () => {
    const { slug, token } = await initiateOffer(tablica());
    await withToken(slug, token).patch({ title: 'First edit' }).expect(200);
    const stale = await withToken(slug, token)
      .patch({ title: 'Second edit' })
      .set('If-Match', '"1"')
      .expect(412);
    expect(stale.body).toMatchObject({ code: 'stream_version_conflict', status: 412 });
    const malformed = await withToken(slug, token)
      .patch({ title: 'Third edit' })
      .set('If-Match', 'yesterday')
      .expect(400);
    expect(malformed.body.code).toBe('validation_failed');
  });

  it('of two concurrent PATCHes with the same If-Match, one wins and one gets 412', async () => {
    const { slug, token, id } = await initiateOffer(tablica());
    const [a, b] = await Promise.all([
      withToken(slug, token).patch({ title: 'Edit A' }).set('If-Match', '"1"'),
      withToken(slug, token).patch({ title: 'Edit B' }).set('If-Match', '"1"'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    expect(await eventTypes(id)).toEqual(['OfferDraftCreated', 'OfferDraftEdited']);
  });

  it('of two PATCHes without If-Match that overlap, one gets 412: no update is lost', async () => {
    const { slug, token, id } = await initiateOffer(tablica());
    const lock = await holdStream(tablica(), id);
    const both = Promise.all([
      withToken(slug, token)
        .patch({ title: 'Edit A' })
        .then((r) => r),
      withToken(slug, token)
        .patch({ company_name: 'Edit B' })
        .then((r) => r),
    ]);
    await lock.waitForWaiters(2);
    await lock.release();
    const [a, b] = await both;
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const loser = a.status === 412 ? a : b;
    expect(loser.body.code).toBe('stream_version_conflict');
    expect(await eventTypes(id)).toEqual(['OfferDraftCreated', 'OfferDraftEdited']);
  });

  it('of two offers redeeming the same code at once, one is published', async () => {
    const code = await issueCode(tablica(), { purpose: 'publish' });
    const offers = [];
    for (const _ of [1, 2]) {
      const offer = await initiateOffer(tablica());
      const editor = withToken(offer.slug, offer.token);
      await api()
        .patch(`/api/v1/offers/${offer.slug}?token=${offer.token}`)
        .set('Host', host)
        .field('offer', JSON.stringify(offerForm()))
        .attach('company_logo', samplePng, 'logo.png')
        .expect(200);
      await editor.summary().expect(200);
      offers.push(editor);
    }
    const answers = await Promise.all(offers.map((editor) => editor.publish(code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const loser = answers.find((answer) => answer.status === 400)!;
    expect(issuesOf(loser.body)).toEqual({ code: 'errors.incorrectCode' });
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer to a retry and appends nothing', async () => {
    const { slug, token, id } = await initiateOffer(tablica());
    const send = () =>
      withToken(slug, token).patch({ title: 'Idempotent edit' }).set('Idempotency-Key', 'edit-0001');
    const first = await send().expect(200);
    const retry = await send().expect(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.etag).toBe(first.headers.etag);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await eventTypes(id)).toHaveLength(2);

    const reused = await withToken(slug, token)
      .patch({ title: 'Another edit' })
      .set('Idempotency-Key', 'edit-0001')
      .expect(422);
    expect(reused.body.code).toBe('idempotency.key_reused');
    expect(await eventTypes(id)).toHaveLength(2);
  });

  it('answers 409 to a retry while the first request is still running', async () => {
    const { slug, token, id } = await initiateOffer(tablica());
    const lock = await holdStream(tablica(), id);
    const first = withToken(slug, token)
      .patch({ title: 'Slow edit' })
      .set('Idempotency-Key', 'slow-1')
      .then((r) => r);
    await lock.waitForWaiters(1);
    const retry = await withToken(slug, token)
      .patch({ title: 'Slow edit' })
      .set('Idempotency-Key', 'slow-1')
      .expect(409);
    expect(retry.body.code).toBe('idempotency.in_progress');
    await lock.release();
    expect((await first).status).toBe(200);
    await withToken(slug, token).patch({ title: 'Slow edit' }).set('Idempotency-Key', 'slow-1').expect(200);
    expect(await eventTypes(id)).toHaveLength(2);
  });

  it('does not keep refusals: the same key works once the request is fixed', async () => {
    const { slug, token } = await initiateOffer(tablica());
    await withToken(slug, token).patch({ company_size: 'huge' }).set('Idempotency-Key', 'fix-me').expect(400);
    await withToken(slug, token).patch({ company_size: 'huge' }).set('Idempotency-Key', 'fix-me').expect(400);
  });

  it('replays initiate with the same token, which the table keeps only sealed', async () => {
    const send = () =>
      api()
        .post('/api/v1/offers/initiate')
        .set('Host', host)
        .set('Idempotency-Key', '"initiate-42"')
        .send({});
    const first = await send().expect(201);
    const retry = await send().expect(201);
    expect(retry.body).toEqual(first.body);
    const { rows } = await tablica().pool.query<{ key: string; body: unknown }>(
      `SELECT key, body FROM idempotency_key WHERE body->>'slug' = $1`,
      [first.body.slug],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).not.toContain('initiate-42');
    expect(JSON.stringify(rows[0]!.body)).not.toContain(first.body.token);
    expect(await eventTypes(first.body.id as string)).toHaveLength(1);
  });

  it('replays a publication with a code: the offer is published once', async () => {
    const offer = await initiateOffer(tablica());
    const editor = withToken(offer.slug, offer.token);
    await api()
      .patch(`/api/v1/offers/${offer.slug}?token=${offer.token}`)
      .set('Host', host)
      .field('offer', JSON.stringify(offerForm()))
      .attach('company_logo', samplePng, 'logo.png')
      .expect(200);
    await editor.summary().expect(200);
    const code = await issueCode(tablica());
    const first = await editor.publish(code).set('Idempotency-Key', 'pay-1').expect(200);
    const retry = await editor.publish(code).set('Idempotency-Key', 'pay-1').expect(200);
    expect(retry.body).toEqual(first.body);
    expect((await eventTypes(offer.id)).filter((type) => type === 'OfferPublished')).toHaveLength(1);
  });
});

describe('a published offer by token', () => {
  it('is edited, extended and finished with its token', async () => {
    const { slug, token, id, editor } = await publishedByToken();
    await editor.patch({ title: 'Principal TypeScript Developer' }).expect(200);
    const code = await issueCode(tablica(), { purpose: 'extend' });
    await api()
      .post(`/api/v1/offers/${slug}/extend-with-code?code=${code}`)
      .set('Host', host)
      .send({ token })
      .expect(200);
    await api()
      .post(`/api/v1/offers/${slug}/finish-recruitment?token=${token}`)
      .set('Host', host)
      .expect(200);
    expect((await eventTypes(id)).slice(-4)).toEqual([
      'OfferEdited',
      'OfferPackageBought',
      'OfferExtended',
      'OfferRecruitmentFinished',
    ]);
    await api().delete(`/api/v1/offers/${slug}?token=${token}`).set('Host', host).expect(204);
  });
});

describe('the OpenAPI document', () => {
  it('describes every offer route', async () => {
    const document = await api().get('/api/openapi.json').set('Host', host).expect(200);
    const paths = document.body.paths as Record<string, Record<string, unknown>>;
    const expected: [string, string][] = [
      ['/v1/offers/initiate', 'post'],
      ['/v2/employer-panel/offers/drafts', 'post'],
      ['/v1/offers/{slug}', 'get'],
      ['/v1/offers/{slug}', 'patch'],
      ['/v1/offers/{slug}', 'delete'],
      ['/v1/offers/{slug}/summary', 'post'],
      ['/v1/offers/{slug}/plan', 'patch'],
      ['/v1/offers/{slug}/publish-with-code', 'post'],
      ['/v1/offers/{slug}/extend-with-code', 'post'],
      ['/v2/employer-panel/offers/{slug}/refresh', 'post'],
      ['/v2/employer-panel/offers/{slug}/duplicate', 'post'],
      ['/v1/offers/{slug}/finish-recruitment', 'post'],
      ['/v2/employer-panel/offers/end/{slug}', 'get'],
      ['/v1/offer-logos/{key}', 'get'],
    ];
    for (const [route, method] of expected)
      expect(paths[route]?.[method], `${method} ${route}`).toBeDefined();
    expect(paths['/v2/employer-panel/offers']?.post, 'no free publication').toBeUndefined();
  });
});
