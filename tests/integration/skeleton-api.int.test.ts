import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@tablica/platform/config/config';
import { createLogger } from '@tablica/platform/observability/logger';
import { createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';
import { startTablica, type Tablica } from '@tablica/server/runtime';
import { projections } from '@tablica/projections/catalogue';
import { companyOwner } from '../support/accounts';
import { publishedOffer } from '../support/offer-commands';

const adminToken = 'test-admin-token-0123456789abcdef';
let database: TestDatabase;
let tablica: Tablica;
/** The console's employer on each brand (the console's offer routes need a signed-in company member). */
let itOwner: Awaited<ReturnType<typeof companyOwner>>;
let workOwner: Awaited<ReturnType<typeof companyOwner>>;

beforeAll(async () => {
  database = await createTestDatabase();
  tablica = await startTablica({
    config: loadConfig({
      DATABASE_URL: database.url,
      PORT: '0',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      ADMIN_TOKEN: adminToken,
    }),
    logger: createLogger('silent'),
    web: 'none',
  });
  itOwner = await companyOwner(tablica);
  workOwner = await companyOwner(tablica, { host: 'work.localhost' });
}, 120_000);
afterAll(async () => {
  await tablica?.stop();
  await database.drop();
});

const api = () => request(tablica.url);

describe('the walking skeleton: employer command → event → projection → candidate API', () => {
  it('publishes a paid offer that the candidate listing and the console list then show', async () => {
    const created = await publishedOffer(tablica, itOwner.agent, { title: 'Skeleton Engineer' });
    expect(created).toMatchObject({ status: 'published' });
    expect(created.slug).toMatch(/^skeleton-engineer-[0-9a-f]{8}$/);

    const stream = await tablica.store.readStream(`offer-${created.id}`);
    expect(stream.map((event) => event.type)).toContain('OfferPublished');
    const published = stream.find((event) => event.type === 'OfferPublished')!;
    expect(published.metadata).toMatchObject({ tenant: 'it', actor: { kind: 'employer' } });
    expect(published.data).toMatchObject({ owner: { companyId: expect.any(String) } });

    // Read-your-writes: the command answered after the read model caught up.
    const listing = await api().get('/api/v2/user-panel/offers/by-cursor');
    expect(listing.status).toBe(200);
    expect(listing.body.data.map((offer: { slug: string }) => offer.slug)).toContain(created.slug);
    const item = listing.body.data.find((offer: { slug: string }) => offer.slug === created.slug);
    expect(item).toMatchObject({
      guid: created.id,
      title: 'Skeleton Engineer',
      city: 'Warszawa',
      multilocation: false,
    });
    expect(typeof item.latitude).toBe('number');

    const console_ = await itOwner.agent
      .get('/api/v2/employer-panel/offers')
      .query({ sort: '["title","ASC"]', range: '[0,9]' });
    expect(console_.status).toBe(200);
    expect(console_.headers['content-range']).toMatch(/^offers 0-\d+\/\d+$/);
    expect(console_.body.map((row: { id: string }) => row.id)).toContain(created.id);
    const one = await itOwner.agent.get(`/api/v2/employer-panel/offers/${created.id}`);
    expect(one.body).toMatchObject({ id: created.id, status: 'published' });
  });

  it('pages with from/itemsCount and answers with the spec cursor meta', async () => {
    for (let n = 10; n < 15; n++)
      await publishedOffer(tablica, itOwner.agent, { title: `Developer number ${n}` });
    const first = await api().get('/api/v2/user-panel/offers/by-cursor?from=0&itemsCount=2');
    expect(first.body.data).toHaveLength(2);
    expect(first.body.meta).toMatchObject({ from: 0, next: { cursor: 2, itemsCount: 2 }, prev: null });
    const second = await api().get('/api/v2/user-panel/offers/by-cursor?from=2&itemsCount=2');
    expect(second.body.meta.prev).toEqual({ cursor: 0, itemsCount: 2 });
    const slugs = [...first.body.data, ...second.body.data].map((offer: { slug: string }) => offer.slug);
    expect(new Set(slugs).size).toBe(4);
    const dates = first.body.data.map((offer: { publishedAt: string }) => offer.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('keeps tenants apart: an offer published on one brand is not on the other', async () => {
    const work = await publishedOffer(
      tablica,
      workOwner.agent,
      { title: 'Magazynier na zmianę nocną', category_id: 'przedstawiciel-handlowy' },
      'work',
    );
    const onWork = await api().get('/api/work/v2/user-panel/offers/by-cursor');
    const onIt = await api().get('/api/v2/user-panel/offers/by-cursor').set('Host', 'it.localhost');
    expect(onWork.body.data.map((offer: { guid: string }) => offer.guid)).toEqual([work.id]);
    expect(onIt.body.data.map((offer: { guid: string }) => offer.guid)).not.toContain(work.id);
    await itOwner.agent.get(`/api/v2/employer-panel/offers/${work.id}`).expect(404);
  });

  it('has no route that publishes without paying: the old direct publication is gone', async () => {
    const before = (await itOwner.agent.get('/api/v2/employer-panel/offers')).headers['content-range'];
    const direct = await itOwner.agent
      .post('/api/v2/employer-panel/offers')
      .send({ title: 'Free Offer', company_name: 'Acme' });
    expect(direct.status).toBe(404);
    expect(direct.headers['content-type']).toMatch(/^application\/problem\+json/);
    const malformed = await itOwner.agent
      .post('/api/v2/employer-panel/offers/drafts')
      .set('Content-Type', 'application/json')
      .send('{"title":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('malformed_json');
    expect((await itOwner.agent.get('/api/v2/employer-panel/offers')).headers['content-range']).toBe(before);
  });

  it('rejects bad query parameters and unknown paths with problem+json, never a 500', async () => {
    for (const query of ['itemsCount=101', 'itemsCount=0', 'from=-1', 'from=abc']) {
      const response = await api().get(`/api/v2/user-panel/offers/by-cursor?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe('validation_failed');
    }
    for (const query of ['sort=oops', 'sort=["password","ASC"]', 'range=[5,1]', 'filter=[]']) {
      const response = await itOwner.agent.get(`/api/v2/employer-panel/offers?${query}`);
      expect(response.status, query).toBe(400);
    }
    const missing = await api().get('/api/v2/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
  });

  it('reports health with each projection position and lag, and Prometheus metrics', async () => {
    const health = await api().get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: 'up',
      database: { status: 'up' },
      eventStore: { status: 'up', kind: 'postgres' },
    });
    expect(health.body.projections.map((projection: { name: string }) => projection.name)).toEqual(
      projections.map((projection) => projection.name),
    );
    expect(projections.map((projection) => projection.name)).toEqual(
      expect.arrayContaining([
        'offer-details',
        'search-index',
        'employer-offers',
        'offer-history',
        'offer-timers',
      ]),
    );
    // Read models the commands do not await (offer-views, offer-timers…) catch up within moments.
    await expect
      .poll(async () => (await api().get('/api/health')).body.projections, { timeout: 10_000 })
      .toEqual(
        projections.map(({ name }) =>
          expect.objectContaining({ name, status: 'up', lag: 0, activeHere: true }),
        ),
      );
    const metrics = await api().get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain('tablica_projection_lag_events{projection="offer-details"} 0');
    expect(metrics.text).toContain('tablica_events_appended_total');
  });

  it('sends security headers', async () => {
    const response = await api().get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents every API route with its parameters, body and problem responses', async () => {
    const response = await api().get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const paths = response.body.paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/admin/projections',
        '/admin/projections/{name}',
        '/admin/projections/{name}/rebuild',
        '/health',
        '/v1/offers/{slug}',
        '/v1/views',
        '/v2/employer-panel/offers',
        '/v2/employer-panel/offers/{id}',
        '/v2/user-panel/configuration',
        '/v2/user-panel/offer-lookalikes/{slug}',
        '/v2/user-panel/offers',
        '/v2/user-panel/offers/active-slug/{slug}',
        '/v2/user-panel/offers/all-boards/count',
        '/v2/user-panel/offers/by-cursor',
        '/v2/user-panel/offers/clusters',
        '/v2/user-panel/offers/count',
        '/v2/user-panel/offers/count/categories',
        '/v2/user-panel/offers/count/categories/{categoryId}',
        '/v2/user-panel/offers/markers',
        '/v2/user-panel/offers/popular',
        '/v2/user-panel/offers/suggest',
        '/v1/users/sign_up',
        '/v1/users/confirm',
        '/v1/users/regenerate_confirmation_token',
        '/v1/users/password',
        '/v1/oauth/token',
        '/v1/oauth/revoke',
        '/v2/employer-panel/profiles/me',
        '/v1/profiles/me',
      ]),
    );
    for (const [path, item] of Object.entries(
      paths as Record<string, Record<string, { responses?: object }>>,
    ))
      for (const [method, operation] of Object.entries(item))
        // A path item also holds fields that are not operations (`servers`, `parameters`, `summary`).
        if (['get', 'put', 'post', 'delete', 'patch', 'head', 'options'].includes(method))
          expect(operation.responses, `${method} ${path} documents its responses`).toBeDefined();
    expect(Object.keys(paths['/v2/employer-panel/offers']).sort()).toEqual(['get']);
    const itemsCount = paths['/v2/user-panel/offers/by-cursor'].get.parameters.find(
      (parameter: { name: string }) => parameter.name === 'itemsCount',
    );
    expect(itemsCount.schema).toMatchObject({ minimum: 1, maximum: 100 });
  });
});

describe('mail in development', () => {
  it('captures mail sent over real SMTP and shows it at /dev/mailbox', async () => {
    await tablica.mail.mailer.send({
      to: 'kandydat@example.com',
      subject: 'Potwierdź adres e-mail – Zażółć',
      html: '<p>Witaj!</p>',
      text: 'Witaj!',
      locale: 'pl',
    });
    const arrived = await tablica.mail.capture!.waitFor(
      (mail) => mail.to.includes('kandydat@example.com'),
      5000,
    );
    const listed = await api().get('/dev/mailbox/messages.json');
    expect(listed.body.messages.map((mail: { id: string }) => mail.id)).toContain(arrived.id);
    const page = await api().get('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Potwierdź adres e-mail – Zażółć');
  });
});

describe('operator routes', () => {
  it('answer only with the admin token, in a header', async () => {
    // Without it (or with a wrong one) there is no such route.
    expect((await api().get('/api/admin/projections')).status).toBe(404);
    expect(
      (await api().get('/api/admin/projections').set('Authorization', 'Bearer wrong-token')).status,
    ).toBe(404);
    const listed = await api().get('/api/admin/projections').set('Authorization', `Bearer ${adminToken}`);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain('offer-details');
    const rebuild = await api()
      .post('/api/admin/projections/offer-details/rebuild')
      .set('Authorization', `Bearer ${adminToken}`);
    expect(rebuild.status).toBe(202);
    expect(rebuild.headers.location).toBe('/api/admin/projections/offer-details');
  });
});
