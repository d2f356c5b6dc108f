import request, { type Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlatformAdmin } from '@tablica/command-api/accounts/admins';
import { samplePdf } from '@tablica/platform/files/sample-files';
import type { TestDatabase } from '@tablica/platform/testing/database';
import type { Tablica } from '@tablica/server/runtime';
import { companyOwner, mailTo, signIn, strongPassword, tokenIn, uniqueEmail } from '../support/accounts';
import { startTestBoard, type TestBoard } from '../support/board';
import { invitedMember } from '../support/companies';
import { offerForm, publishedOffer } from '../support/offer-commands';

// Every employer-panel, company and candidate-panel endpoint × every kind of caller. Company B's owner
// and the other brand's admin must never see or change company A's data: 403/404, never 2xx.

const actors = ['anonymous', 'candidate', 'otherBrandAdmin', 'ownerB', 'recruiterA', 'ownerA'] as const;
type Actor = (typeof actors)[number];
type Expected = Record<Actor, number>;

let board: TestBoard;
let database: TestDatabase;
let tablica: Tablica;
const host = 'it.localhost';
const cookies = {} as Record<Actor, string | null>;
const ids = {
  companyA: '',
  companyB: '',
  slugA: '',
  recruiterA: '',
  offerA: '',
  candidateDocument: '',
  draftA: '',
};

beforeAll(async () => {
  board = await startTestBoard();
  ({ database, tablica } = board);
  const ownerA = await companyOwner(tablica, { company: 'Alfa Soft' });
  const ownerB = await companyOwner(tablica, { company: 'Beta Soft' });
  const otherBrand = await companyOwner(tablica, { host: 'work.localhost', company: 'Praca Sp. z o.o.' });
  await grantPlatformAdmin(database.pool, otherBrand.email, 'work');
  const recruiter = await invitedMember(tablica, ownerA.agent, { role: 'recruiter', name: 'Rafał Rekruter' });

  const candidateEmail = uniqueEmail('candidate');
  await api()
    .post('/api/v1/candidates/sign_up')
    .set('Host', host)
    .send({
      firstName: 'Kasia',
      lastName: 'Kandydat',
      email: candidateEmail,
      password: strongPassword,
      password_confirmation: strongPassword,
      privacyPolicy: true,
    })
    .expect(201);
  await api()
    .patch('/api/v1/users/confirm')
    .set('Host', host)
    .send({ confirmation_token: tokenIn(await mailTo(tablica, candidateEmail, 'verification')) })
    .expect(200);
  const candidate = await signIn(tablica, candidateEmail, strongPassword, host);
  const document = await candidate
    .post('/api/v2/candidate-panel/documents')
    .attach('cv', samplePdf, 'cv.pdf')
    .expect(201);

  Object.assign(cookies, {
    anonymous: null,
    candidate: candidate.sessionCookie,
    otherBrandAdmin: otherBrand.cookie,
    ownerB: ownerB.cookie,
    recruiterA: recruiter.agent.sessionCookie,
    ownerA: ownerA.cookie,
  });
  const companyA = (await ownerA.agent.get('/api/v1/company').expect(200)).body;
  ids.companyA = companyA.id;
  ids.slugA = companyA.slug;
  ids.companyB = (await ownerB.agent.get('/api/v1/company').expect(200)).body.id;
  ids.recruiterA = recruiter.userId;
  ids.offerA = (await publishedOffer(tablica, ownerA.agent)).id;
  ids.candidateDocument = document.body.id;
  ids.draftA = (
    await ownerA.agent.post('/api/v2/employer-panel/offers/drafts').send(offerForm()).expect(201)
  ).body.slug;
  await ownerA.agent.put(`/api/v2/employer-panel/brand-stories/${ids.slugA}`).send(story('Alfa')).expect(200);
}, 180_000);

afterAll(async () => {
  await board?.stop();
});

const api = () => request(tablica.url);

function story(name: string) {
  return {
    name,
    type: 'software-house',
    shortDescription: `${name} builds software.`,
    description: `<p>${name} builds software for banks.</p>`,
    coverPhotoUrl: null,
    technologies: ['TypeScript'],
    status: 'published',
  };
}

/** A request on the IT brand as `actor`. */
function as(actor: Actor, method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string): Test {
  const call = api()[method](path).set('Host', host);
  const cookie = cookies[actor];
  return cookie ? call.set('Cookie', cookie) : call;
}

/** Anonymous 401; signed in without the right (candidate, other brand) 403. */
/** Admin paths: not found to everyone but a platform admin of the brand. */
const adminsOfTheBrandOnly = {
  anonymous: 404,
  candidate: 404,
  otherBrandAdmin: 404,
  ownerB: 404,
  recruiterA: 404,
  ownerA: 404,
};
const outsiders = { anonymous: 401, candidate: 403, otherBrandAdmin: 403 } as const;

interface Row {
  readonly name: string;
  readonly expected: Expected;
  readonly send: (actor: Actor) => Test | Promise<request.Response>;
  /** What a 2xx answer of company B must show: its own data, nothing of A's. */
  readonly ownDataOnly?: (body: unknown) => void;
}

const rows: Row[] = [
  {
    name: 'GET /v2/employer-panel/profiles/me',
    expected: { ...outsiders, ownerB: 200, recruiterA: 200, ownerA: 200 },
    send: (actor) => as(actor, 'get', '/api/v2/employer-panel/profiles/me'),
    ownDataOnly: (body) => expect((body as { company: { id: string } }).company.id).toBe(ids.companyB),
  },
  {
    name: 'PATCH /v1/profiles/me',
    expected: { ...outsiders, ownerB: 200, recruiterA: 200, ownerA: 200 },
    send: (actor) => as(actor, 'patch', '/api/v1/profiles/me').send({ phone: '+48 600 000 001' }),
  },
  {
    name: 'GET /v1/company',
    expected: { ...outsiders, ownerB: 200, recruiterA: 200, ownerA: 200 },
    send: (actor) => as(actor, 'get', '/api/v1/company'),
    ownDataOnly: (body) => expect((body as { id: string }).id).toBe(ids.companyB),
  },
  {
    name: 'POST /v1/company/company_data',
    expected: { ...outsiders, ownerB: 200, recruiterA: 403, ownerA: 200 },
    send: (actor) =>
      as(actor, 'post', '/api/v1/company/company_data')
        .field('name', `Renamed by ${actor}`)
        .field('size', '11-25')
        .field('url', 'https://example.com'),
    ownDataOnly: (body) => expect((body as { id: string }).id).toBe(ids.companyB),
  },
  {
    name: 'PATCH /v2/employer-panel/company/billing-data',
    expected: { ...outsiders, ownerB: 200, recruiterA: 403, ownerA: 200 },
    send: (actor) =>
      as(actor, 'patch', '/api/v2/employer-panel/company/billing-data').send({
        company_name: `Billing of ${actor}`,
        tax_id: '5260250274',
        street: 'Marszałkowska',
        street_number: '1',
        postal_code: '00-001',
        city: 'Warszawa',
        country: 'PL',
      }),
    ownDataOnly: (body) => expect((body as { id: string }).id).toBe(ids.companyB),
  },
  {
    name: 'PATCH /v2/employer-panel/company/clauses',
    expected: { ...outsiders, ownerB: 200, recruiterA: 403, ownerA: 200 },
    send: (actor) =>
      as(actor, 'patch', '/api/v2/employer-panel/company/clauses').send({
        information_clause: `The data controller is the company of ${actor}; data are processed for recruitment.`,
        future_consent: { enabled: false, value: '' },
        custom_consent: { enabled: false, value: '' },
      }),
    ownDataOnly: (body) => expect((body as { id: string }).id).toBe(ids.companyB),
  },
  {
    name: 'POST /v1/users',
    expected: { ...outsiders, ownerB: 201, recruiterA: 403, ownerA: 201 },
    send: (actor) =>
      as(actor, 'post', '/api/v1/users').send({
        name: 'Iga Zaproszona',
        email: uniqueEmail(`invited-by-${actor}`),
        role: 'recruiter',
      }),
  },
  {
    name: 'GET /v2/employer-panel/users',
    expected: { ...outsiders, ownerB: 200, recruiterA: 200, ownerA: 200 },
    send: (actor) => as(actor, 'get', '/api/v2/employer-panel/users'),
    ownDataOnly: (body) =>
      expect((body as { id: string }[]).map((user) => user.id)).not.toContain(ids.recruiterA),
  },
  {
    name: 'PATCH /v2/employer-panel/users/{id} (a member of A)',
    expected: { ...outsiders, ownerB: 404, recruiterA: 403, ownerA: 200 },
    send: (actor) =>
      as(actor, 'patch', `/api/v2/employer-panel/users/${ids.recruiterA}`).send({ name: 'Rafał Zmieniony' }),
  },
  {
    name: 'DELETE /v2/employer-panel/users/{id} (an invitation of A)',
    expected: { ...outsiders, ownerB: 404, recruiterA: 403, ownerA: 200 },
    send: async (actor) => {
      const email = uniqueEmail('to-cancel');
      await as('ownerA', 'post', '/api/v1/users')
        .send({ name: 'Ola Anulowana', email, role: 'recruiter' })
        .expect(201);
      const list = await as('ownerA', 'get', '/api/v2/employer-panel/users').expect(200);
      const invitation = (list.body as { id: string; email: string }[]).find((user) => user.email === email)!;
      return as(actor, 'delete', `/api/v2/employer-panel/users/${invitation.id}`);
    },
  },
  {
    name: 'GET /v2/employer-panel/brand-stories/data/{slug of A}',
    expected: { ...outsiders, ownerB: 404, recruiterA: 200, ownerA: 200 },
    send: (actor) => as(actor, 'get', `/api/v2/employer-panel/brand-stories/data/${ids.slugA}`),
  },
  {
    name: 'PUT /v2/employer-panel/brand-stories/{slug of A}',
    expected: { ...outsiders, ownerB: 404, recruiterA: 403, ownerA: 200 },
    send: (actor) => as(actor, 'put', `/api/v2/employer-panel/brand-stories/${ids.slugA}`).send(story(actor)),
  },
  {
    name: 'GET /v2/employer-panel/brand-stories/status/{slug of A}',
    expected: { ...outsiders, ownerB: 404, recruiterA: 200, ownerA: 200 },
    send: (actor) => as(actor, 'get', `/api/v2/employer-panel/brand-stories/status/${ids.slugA}`),
  },
  {
    name: 'GET /v2/employer-panel/brand-stories/technologies',
    expected: { ...outsiders, ownerB: 200, recruiterA: 200, ownerA: 200 },
    send: (actor) => as(actor, 'get', '/api/v2/employer-panel/brand-stories/technologies'),
  },
  {
    name: 'GET /v2/employer-panel/offers',
    expected: { ...outsiders, ownerB: 200, recruiterA: 200, ownerA: 200 },
    send: (actor) => as(actor, 'get', '/api/v2/employer-panel/offers'),
    ownDataOnly: (body) =>
      expect((body as { id: string }[]).map((offer) => offer.id)).not.toContain(ids.offerA),
  },
  {
    name: 'GET /v2/employer-panel/offers/{id of A}',
    expected: { ...outsiders, ownerB: 404, recruiterA: 200, ownerA: 200 },
    send: (actor) => as(actor, 'get', `/api/v2/employer-panel/offers/${ids.offerA}`),
  },
  {
    name: 'GET /v2/employer-panel/offers/statistics',
    expected: { ...outsiders, ownerB: 200, recruiterA: 200, ownerA: 200 },
    send: (actor) => as(actor, 'get', '/api/v2/employer-panel/offers/statistics'),
  },
  {
    name: 'GET /v2/employer-panel/codes',
    expected: { ...outsiders, ownerB: 200, recruiterA: 200, ownerA: 200 },
    send: (actor) => as(actor, 'get', '/api/v2/employer-panel/codes'),
  },
  {
    // Without a token the editor view is not there: a draft is on no candidate page either.
    name: 'GET /v1/offers/{slug of A draft}',
    expected: {
      anonymous: 404,
      candidate: 404,
      otherBrandAdmin: 404,
      ownerB: 404,
      recruiterA: 200,
      ownerA: 200,
    },
    send: (actor) => as(actor, 'get', `/api/v1/offers/${ids.draftA}`),
  },
  {
    name: 'PATCH /v1/offers/{slug of A draft}',
    expected: { ...outsiders, ownerB: 404, recruiterA: 200, ownerA: 200 },
    send: (actor) => as(actor, 'patch', `/api/v1/offers/${ids.draftA}`).send({ title: `Edited by ${actor}` }),
  },
  {
    name: 'POST /v2/employer-panel/offers/{slug of A draft}/duplicate',
    expected: { ...outsiders, ownerB: 404, recruiterA: 201, ownerA: 201 },
    send: (actor) => as(actor, 'post', `/api/v2/employer-panel/offers/${ids.draftA}/duplicate`),
  },
  {
    name: 'DELETE /v1/offers/{slug of a draft of A}',
    expected: { ...outsiders, ownerB: 404, recruiterA: 204, ownerA: 204 },
    send: async (actor) => {
      const draft = await as('ownerA', 'post', '/api/v2/employer-panel/offers/drafts')
        .send(offerForm())
        .expect(201);
      return as(actor, 'delete', `/api/v1/offers/${draft.body.slug}`);
    },
  },
  {
    name: 'GET /api/admin/offers/{id of A}/history',
    expected: adminsOfTheBrandOnly,
    send: (actor) => as(actor, 'get', `/api/admin/offers/${ids.offerA}/history`),
  },
  {
    name: 'GET /api/admin/offers/{id of A}/state',
    expected: adminsOfTheBrandOnly,
    send: (actor) => as(actor, 'get', `/api/admin/offers/${ids.offerA}/state`),
  },
  {
    name: 'GET /api/admin/offers/{id of A}/export',
    expected: adminsOfTheBrandOnly,
    send: (actor) => as(actor, 'get', `/api/admin/offers/${ids.offerA}/export?format=csv`),
  },
  {
    name: 'GET /api/admin/offers?q={id of A}',
    expected: adminsOfTheBrandOnly,
    send: (actor) => as(actor, 'get', `/api/admin/offers?q=${ids.offerA}`),
  },
  {
    name: 'GET /v2/candidate-panel/profile',
    expected: {
      anonymous: 401,
      candidate: 200,
      otherBrandAdmin: 403,
      ownerB: 403,
      recruiterA: 403,
      ownerA: 403,
    },
    send: (actor) => as(actor, 'get', '/api/v2/candidate-panel/profile'),
  },
  {
    name: 'GET /v2/candidate-panel/documents/{id}/download',
    expected: {
      anonymous: 401,
      candidate: 200,
      otherBrandAdmin: 403,
      ownerB: 403,
      recruiterA: 403,
      ownerA: 403,
    },
    send: (actor) => as(actor, 'get', `/api/v2/candidate-panel/documents/${ids.candidateDocument}/download`),
  },
];

describe('authorisation matrix', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const answers: Partial<Record<Actor, number>> = {};
    for (const actor of actors) {
      const response = await row.send(actor);
      answers[actor] = response.status;
      if (response.status >= 400) expect(response.type).toBe('application/problem+json');
      if (actor === 'ownerB' && response.status < 300) row.ownDataOnly?.(response.body);
    }
    expect(answers).toEqual(row.expected);
  });

  it('walks every admin path of the API document: not found to everyone but a platform admin of the brand', async () => {
    const document = (await api().get('/api/openapi.json').set('Host', host).expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const values: Record<string, string> = {
      id: ids.offerA,
      name: 'search-index',
      streamId: `offer-${ids.offerA}`,
    };
    const walked: string[] = [];
    for (const [template, operations] of Object.entries(document.paths)) {
      if (!template.startsWith('/admin')) continue;
      const path = `/api${template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x')}`;
      for (const method of Object.keys(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const answers: Partial<Record<Actor, number>> = {};
        for (const actor of actors) {
          const response = await as(actor, method as 'get', path).send({});
          answers[actor] = response.status;
          expect(response.type, `${method} ${path} as ${actor}`).toBe('application/problem+json');
        }
        expect(answers, `${method.toUpperCase()} ${path}`).toEqual(adminsOfTheBrandOnly);
        walked.push(`${method.toUpperCase()} ${template}`);
      }
    }
    // The history, state, export, search, import, codes, projections, streams and activity paths.
    expect(walked.length).toBeGreaterThanOrEqual(14);
    expect(walked).toEqual(
      expect.arrayContaining(['GET /admin/streams/live', 'GET /admin/activity', 'POST /admin/codes']),
    );
  });

  it('left company A as its own people made it', async () => {
    const company = await as('ownerA', 'get', '/api/v1/company').expect(200);
    expect(company.body).toMatchObject({ id: ids.companyA, name: 'Renamed by ownerA' });
    expect(company.body.billingData).toMatchObject({ company_name: 'Billing of ownerA' });
    const storyA = await as('ownerA', 'get', `/api/v2/employer-panel/brand-stories/data/${ids.slugA}`).expect(
      200,
    );
    expect(storyA.body.name).toBe('ownerA');
    const users = await as('ownerA', 'get', '/api/v2/employer-panel/users').expect(200);
    const recruiter = (users.body as { id: string; name: string }[]).find(
      (user) => user.id === ids.recruiterA,
    );
    expect(recruiter?.name).toBe('Rafał Zmieniony');
    const offers = await as('ownerA', 'get', '/api/v2/employer-panel/offers').expect(200);
    // A's own offer (and drafts): no route in the matrix publishes one without paying.
    expect(offers.body.filter((offer: { status: string }) => offer.status === 'published')).toHaveLength(1);
  });
});
