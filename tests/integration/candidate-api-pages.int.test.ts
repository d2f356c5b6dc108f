import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCandidateBoard, type CandidateBoard } from '../support/candidate-board';
import { days } from '../support/offer-life';

// The offer page, active-slug, views and popular offers, the tenant configuration, and HTTP caching.

let board: CandidateBoard;

beforeAll(async () => {
  board = await startCandidateBoard();
});
afterAll(async () => {
  await board?.stop();
});

const later = (ms: number) => new Date(board.clock.getTime() + ms);

describe('caching of anonymous reads', () => {
  it('sends a weak ETag and Cache-Control, answers 304 while unchanged and 200 once changed', async () => {
    const first = await board.api().get('/api/v2/user-panel/offers/by-cursor');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(first.headers.vary).toMatch(/Accept-Language/);
    const unchanged = await board
      .api()
      .get('/api/v2/user-panel/offers/by-cursor')
      .set('If-None-Match', first.headers.etag!);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');

    const details = await board.api().get(`/api/v1/offers/${board.offers.java.slug}`);
    expect(details.status).toBe(200);
    const again = await board
      .api()
      .get(`/api/v1/offers/${board.offers.java.slug}`)
      .set('If-None-Match', details.headers.etag!);
    expect(again.status).toBe(304);

    const config = await board.api().get('/api/v2/user-panel/configuration');
    expect(
      (await board.api().get('/api/v2/user-panel/configuration').set('If-None-Match', config.headers.etag!))
        .status,
    ).toBe(304);
    // Another language is another body.
    const english = await board
      .api()
      .get('/api/v2/user-panel/configuration')
      .set('Accept-Language', 'en')
      .set('If-None-Match', config.headers.etag!);
    expect(english.status).toBe(200);

    const count = await board.api().get('/api/v2/user-panel/offers/count');
    const published = await board.life.publish(
      'it',
      { ...boardOfferCopy(), title: 'Cache Buster' },
      board.clock,
    );
    await board.settle(published.checkpoint);
    const changed = await board
      .api()
      .get('/api/v2/user-panel/offers/count')
      .set('If-None-Match', count.headers.etag!);
    expect(changed.status).toBe(200);
    expect(changed.body.count).toBe(count.body.count + 1);
    expect(changed.headers.etag).not.toBe(count.headers.etag);
    await board.settle(await board.life.finish(published, board.clock));
  });

  it('does not cache reads that carry credentials in shared caches', async () => {
    const response = await board
      .api()
      .get('/api/v2/user-panel/offers/count')
      .set('Authorization', 'Bearer x');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});

function boardOfferCopy() {
  return {
    title: 'Copy',
    companyName: 'Acme',
    categoryId: 'javascript',
    subcategoryId: 'react',
    experienceLevel: 'mid' as const,
    workplaceType: 'office' as const,
    body: '<p>Copy</p>',
    locations: [{ city: 'Warszawa', street: 'x', countryCode: 'PL', latitude: 52.2297, longitude: 21.0122 }],
    employmentTypes: [{ type: 'b2b' as const, from: 1000, to: 2000, currency: 'PLN' as const }],
    requiredSkills: [{ name: 'Git', level: 1 }],
  };
}

describe('the tenant configuration', () => {
  it('answers in the Accept-Language language, with categories, cities, options and params (spec §3 Config)', async () => {
    const english = await board
      .api()
      .get('/api/v2/user-panel/configuration')
      .set('Accept-Language', 'en-GB,en;q=0.9');
    expect(english.status).toBe(200);
    expect(english.headers['content-language']).toBe('en');
    const config = english.body;
    expect(config).toMatchObject({
      tenant: 'it',
      locale: 'en',
      baseCurrency: 'PLN',
      currencies: ['PLN', 'EUR', 'USD'],
    });
    const data = config.categories.find((category: { key: string }) => category.key === 'data');
    expect(data.children.find((child: { key: string }) => child.key === 'data-engineering')).toMatchObject({
      slug: 'data-engineering',
      label: 'Data engineering',
      parentKey: 'data',
      children: [],
    });
    expect(config.categories[0]).toMatchObject({
      key: 'javascript',
      value: 'javascript',
      isMain: true,
      order: 1,
    });
    expect(config.cities.find((city: { slug: string }) => city.slug === 'warszawa')).toMatchObject({
      label: 'Warsaw',
      map: { latitude: 52.2297, longitude: 21.0122, zoom: 11 },
      top: true,
    });
    expect(config.distanceOptions.map((option: { km: number }) => option.km)).toEqual([0, 10, 25, 50, 100]);
    expect(config.employmentTypes).toContainEqual({
      slug: 'mandate-contract',
      value: 'mandate_contract',
      label: 'Mandate contract',
    });
    expect(config.experienceLevels.map((option: { value: string }) => option.value)).toEqual([
      'junior',
      'mid',
      'senior',
      'expert',
      'c_level',
    ]);
    expect(config.workingTimes).toHaveLength(3);
    expect(config.remoteWorkOptions.map((option: { value: string }) => option.value)).toEqual([
      'remote',
      'hybrid',
      'office',
    ]);
    const param = (key: string) =>
      config.params.find((candidate: { backendKey: string }) => candidate.backendKey === key);
    expect(param('keyword')).toEqual({
      frontendKey: 'keyword',
      backendKey: 'keyword',
      type: 'multiselect',
      validation: { max: 500 },
    });
    expect(param('salary')).toMatchObject({
      frontendKey: 'salary',
      type: 'range',
      validation: { min: 0, max: 1_000_000 },
      min: 0,
      max: 100_000,
      step: 500,
    });
    expect(param('ukraineFriendly')).toMatchObject({ frontendKey: 'ukraine-friendly', type: 'boolean' });

    const polish = (await board.api().get('/api/v2/user-panel/configuration').set('Accept-Language', 'pl'))
      .body;
    expect(polish.locale).toBe('pl');
    expect(
      polish.params.find((candidate: { backendKey: string }) => candidate.backendKey === 'keyword')
        .frontendKey,
    ).toBe('slowo-kluczowe');
    const fallback = await board.api().get('/api/v2/user-panel/configuration').set('Accept-Language', 'de');
    expect(fallback.body.locale).toBe('pl');

    const work = (await board.api().get('/api/work/v2/user-panel/configuration')).body;
    expect(work).toMatchObject({ tenant: 'work', currencies: ['PLN'], salary: { max: 30_000, step: 100 } });
    expect(work.featureFlags).toMatchObject({ countAllBoardOffers: true, onlyMinimumSalaryFilter: true });
  });
});

describe('views and popular offers', () => {
  const view = (slug: string, ip: string, brand = 'it') =>
    board
      .api()
      .post('/api/v1/views')
      .set('X-Forwarded-For', ip)
      .send({ brand, offerSlug: slug, visitedAt: new Date().toISOString() });
  const popular = (query = '') => board.api().get(`/api/v2/user-panel/offers/popular${query}`);

  it('records views, once per viewer and minute, and ranks active offers by views this week', async () => {
    const { react, java, python } = board.offers;
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
      expect((await view(react.slug, ip)).status).toBe(204);
    // Naive repeats: the same address within the minute counts once.
    for (let repeat = 0; repeat < 5; repeat++) expect((await view(java.slug, '10.0.0.9')).status).toBe(204);
    for (const ip of ['10.0.0.1', '10.0.0.2']) await view(python.slug, ip);

    const ranked = await popular();
    expect(ranked.status).toBe(200);
    expect(ranked.body.data.map((item: { slug: string }) => item.slug)).toEqual([
      react.slug,
      python.slug,
      java.slug,
    ]);
    expect(ranked.body.data.map((item: { views: number }) => item.views)).toEqual([3, 2, 1]);
    expect(ranked.body.meta).toEqual({
      page: 1,
      prevPage: null,
      nextPage: null,
      totalPages: 1,
      totalItems: 3,
    });
    expect(ranked.body.data[0]).toMatchObject({ title: 'Senior React Developer', category: { id: 'react' } });
    const second = await popular('?page=2&perPage=2');
    expect(second.body.data.map((item: { slug: string }) => item.slug)).toEqual([java.slug]);
    expect(second.body.meta).toEqual({ page: 2, prevPage: 1, nextPage: null, totalPages: 2, totalItems: 3 });
    // Another board's views and offers are its own.
    expect((await board.api().get('/api/work/v2/user-panel/offers/popular')).body.data).toEqual([]);
  });

  it('rejects unknown offers (404), bad payloads and another brand (400), as problem+json', async () => {
    const unknown = await view('no-such-offer', '10.0.0.1');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(unknown.body.code).toBe('offer.not_found');
    expect((await view(board.work.slug, '10.0.0.1')).status).toBe(404);
    const bad = await board
      .api()
      .post('/api/v1/views')
      .send({ brand: 'it', offerSlug: board.offers.react.slug, visitedAt: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['visitedAt']);
    expect((await board.api().post('/api/v1/views').send({})).status).toBe(400);
    const otherBrand = await view(board.offers.react.slug, '10.0.0.1', 'work');
    expect(otherBrand.status).toBe(400);
    expect(otherBrand.body.errors).toEqual({ brand: 'errors.invalidValue' });
    expect((await board.api().get('/api/v2/user-panel/offers/popular?perPage=0')).status).toBe(400);
  });
});

describe('the offer page and active-slug', () => {
  it('serves everything GET /v1/offers/{slug} needs (spec §3), categories in the request language', async () => {
    const response = await board
      .api()
      .get(`/api/v1/offers/${board.offers.react.slug}`)
      .set('Accept-Language', 'en');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      slug: board.offers.react.slug,
      guid: board.offers.react.offerId,
      title: 'Senior React Developer',
      body: '<p>Senior React Developer</p>',
      companyName: 'Acme',
      companyUrl: 'https://acme.example.com',
      countryCode: 'PL',
      workingTime: 'full_time',
      languages: [{ code: 'en', level: 'b2' }],
      informationClause: 'Acme processes your data to run this recruitment.',
      customConsent: { enabled: false, value: '' },
      futureConsent: { enabled: false, value: '' },
      applyUrl: 'https://acme.example.com/jobs/react',
      remoteInterview: true,
      openToHireUkrainians: true,
      coverImage: null,
      bannerUrl: null,
      videoUrl: null,
      isOfferActive: true,
      isAppliedTo: false,
      category: { id: 'react', parentId: 'javascript', depth: 1 },
    });
    expect(new Date(response.body.expiredAt).getTime()).toBeGreaterThan(board.clock.getTime());
    expect((await board.api().get('/api/v1/offers/no-such-offer')).status).toBe(404);
    expect((await board.api().get(`/api/work/v1/offers/${board.offers.react.slug}`)).status).toBe(404);

    const active = await board.api().get(`/api/v2/user-panel/offers/active-slug/${board.offers.react.slug}`);
    expect(active.body).toEqual({ slug: board.offers.react.slug });
  });

  it('keeps ended offers with isOfferActive false, drops deleted ones, and lists neither', async () => {
    const { vue, devops } = board.offers;
    await board.settle(await board.life.finish(vue, board.clock));
    const finished = await board.api().get(`/api/v1/offers/${vue.slug}`);
    expect(finished.status).toBe(200);
    expect(finished.body.isOfferActive).toBe(false);
    const gone = await board.api().get(`/api/v2/user-panel/offers/active-slug/${vue.slug}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('offer.no_active_slug');
    // A view of an ended offer is recorded, but it is not popular any more.
    expect(
      (
        await board
          .api()
          .post('/api/v1/views')
          .send({ brand: 'it', offerSlug: vue.slug, visitedAt: new Date().toISOString() })
      ).status,
    ).toBe(204);
    const popular = await board.api().get('/api/v2/user-panel/offers/popular');
    expect(popular.body.data.map((item: { slug: string }) => item.slug)).not.toContain(vue.slug);

    await board.settle(await board.life.expire(devops, later(days(31))));
    const expired = await board.api().get(`/api/v1/offers/${devops.slug}`);
    expect(expired.body).toMatchObject({ isOfferActive: false, title: 'DevOps Engineer' });
    await board.settle(await board.life.delete(devops, later(days(32))));
    expect((await board.api().get(`/api/v1/offers/${devops.slug}`)).status).toBe(404);

    const listed = await board.api().get('/api/v2/user-panel/offers/by-cursor');
    const slugs = listed.body.data.map((item: { slug: string }) => item.slug);
    expect(slugs).not.toContain(vue.slug);
    expect(slugs).not.toContain(devops.slug);
  });

  it('counts views of the last 7 days only, and an offer past its expiry is inactive before the expiry job runs', async () => {
    board.clock = later(days(8));
    expect((await board.api().get('/api/v2/user-panel/offers/popular')).body.data).toEqual([]);
    board.clock = later(days(30));
    const overdue = await board.api().get(`/api/v1/offers/${board.offers.java.slug}`);
    expect(overdue.body.isOfferActive).toBe(false);
    expect((await board.api().get('/api/v2/user-panel/offers/count')).body).toEqual({ count: 0 });
  });
});
