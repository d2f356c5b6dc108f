import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiQuery, startCandidateBoard, type CandidateBoard } from '../support/candidate-board';

// Counts, suggestions, the map and look-alikes: the same filters as the list, on real PostgreSQL.

let board: CandidateBoard;

beforeAll(async () => {
  board = await startCandidateBoard();
});
afterAll(async () => {
  await board?.stop();
});

const get = (path: string, params: Readonly<Record<string, string | readonly string[]>> = {}) =>
  board.api().get(`/api${path}?${apiQuery(params)}`);

describe('counts', () => {
  it('counts what the list finds, with the same filters', async () => {
    expect((await get('/v2/user-panel/offers/count')).body).toEqual({ count: 5 });
    expect((await get('/v2/user-panel/offers/count', { remote: 'true' })).body).toEqual({ count: 2 });
    expect(
      (await get('/v2/user-panel/offers/count', { salaryMin: '30000', salaryMax: '20000' })).body,
    ).toEqual({
      count: 5,
    });
    expect((await get('/work/v2/user-panel/offers/count')).body).toEqual({ count: 1 });
  });

  it('counts every board together for all-boards/count, whatever the filters', async () => {
    expect((await get('/v2/user-panel/offers/all-boards/count')).body).toEqual({ count: 6 });
    expect((await get('/work/v2/user-panel/offers/all-boards/count', { remote: 'true' })).body).toEqual({
      count: 6,
    });
  });

  it('counts per category key, main categories including their subcategories, without the category filter', async () => {
    const counts = (await get('/v2/user-panel/offers/count/categories', { categories: ['java'] })).body;
    expect(counts).toMatchObject({
      javascript: 2,
      react: 1,
      vue: 1,
      angular: 0,
      java: 1,
      spring: 1,
      python: 1,
    });
    expect(counts).toMatchObject({ django: 1, devops: 1, kubernetes: 1, php: 0 });
    const mid = (await get('/v2/user-panel/offers/count/categories', { experienceLevels: ['mid'] })).body;
    expect(mid).toMatchObject({ javascript: 1, vue: 1, react: 0, java: 1, python: 0 });
  });

  it("counts a category's subcategories (by key or slug); an unknown category is a 404", async () => {
    expect((await get('/v2/user-panel/offers/count/categories/javascript')).body).toEqual({
      react: 1,
      angular: 0,
      vue: 1,
      nodejs: 0,
      typescript: 0,
    });
    expect((await get('/v2/user-panel/offers/count/categories/net')).body).toEqual({
      csharp: 0,
      aspnet: 0,
      blazor: 0,
    });
    const unknown = await get('/v2/user-panel/offers/count/categories/cobol');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, code: 'category.not_found' });
  });
});

describe('suggest', () => {
  it('suggests titles, companies and skills of active offers from 2 characters on', async () => {
    const react = (await get('/v2/user-panel/offers/suggest', { search: 'rea' })).body;
    expect(react.titles).toEqual([{ title: 'Senior React Developer', count: 1 }]);
    expect(react.skills).toEqual([{ title: 'React', count: 1 }]);
    expect(react.companies).toEqual([]);
    const acme = (await get('/v2/user-panel/offers/suggest', { search: 'ac' })).body;
    expect(acme.companies).toEqual([{ title: 'Acme', count: 2 }]);
    expect((await get('/v2/user-panel/offers/suggest', { search: 'r' })).body).toEqual({
      titles: [],
      companies: [],
      skills: [],
    });
    expect((await get('/v2/user-panel/offers/suggest')).body).toEqual({
      titles: [],
      companies: [],
      skills: [],
    });
  });

  it('suggests only from what the filters find', async () => {
    const inWarsaw = (await get('/v2/user-panel/offers/suggest', { search: 'engineer', city: 'warszawa' }))
      .body;
    expect(inWarsaw.titles).toEqual([]);
    const everywhere = (await get('/v2/user-panel/offers/suggest', { search: 'engineer' })).body;
    expect(everywhere.titles.map((suggestion: { title: string }) => suggestion.title).sort()).toEqual([
      'DevOps Engineer',
      'Java Backend Engineer',
      'Python Data Engineer',
    ]);
  });
});

describe('the map', () => {
  const poland = { neLat: '55', neLon: '24.15', swLat: '49', swLon: '14.12' };
  const clusters = (params: Readonly<Record<string, string | readonly string[]>>) =>
    get('/v2/user-panel/offers/clusters', params).set('Version', '2');

  it('clusters the offers the filters find in the envelope; every offer is in one cluster', async () => {
    const response = await clusters({ ...poland, zoom: '5.3' });
    expect(response.status).toBe(200);
    const found = response.body.clusters as { id: string; count: number; region: string; geoJson: unknown }[];
    expect(found.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(5);
    for (const cluster of found) {
      expect(cluster.region).toBe(cluster.id);
      expect(cluster).toMatchObject({ geoJson: { type: 'Point' } });
    }
    const seniors = (await clusters({ ...poland, zoom: '5.3', experienceLevels: ['senior'] })).body.clusters;
    expect(seniors).toHaveLength(1);
    expect(seniors[0]).toMatchObject({ count: 1, categoryId: 'javascript' });
    const northOnly = (await clusters({ neLat: '55', neLon: '19.5', swLat: '54', swLon: '18', zoom: '8' }))
      .body;
    expect(
      northOnly.clusters.reduce((sum: number, cluster: { count: number }) => sum + cluster.count, 0),
    ).toBe(1);
  });

  it('lists a cluster’s offers as markers, 20 a page, with the same filters', async () => {
    const cracow = (await clusters({ neLat: '50.2', neLon: '20.2', swLat: '49.9', swLon: '19.8', zoom: '6' }))
      .body.clusters;
    expect(cracow).toHaveLength(1);
    expect(cracow[0].count).toBe(2);
    const markers = await get('/v2/user-panel/offers/markers', { region: cracow[0].region, page: '1' }).set(
      'Version',
      '2',
    );
    expect(markers.status).toBe(200);
    expect(markers.body.meta).toEqual({
      page: 1,
      prevPage: null,
      nextPage: null,
      totalPages: 1,
      totalItems: 2,
    });
    expect(markers.body.data.map((marker: { title: string }) => marker.title)).toEqual([
      'Java Backend Engineer',
      'Python Data Engineer',
    ]);
    expect(markers.body.data[0]).toMatchObject({
      slug: board.offers.java.slug,
      companyName: 'Bank Polski',
      city: 'Kraków',
      workplaceType: 'office',
      experienceLevel: 'mid',
      applyUrl: null,
      employmentTypes: [{ type: 'permanent', from: 12000, to: 16000 }],
    });
    const juniors = await get('/v2/user-panel/offers/markers', {
      region: cracow[0].region,
      experienceLevels: ['junior'],
    }).set('Version', '2');
    expect(juniors.body.data.map((marker: { title: string }) => marker.title)).toEqual([
      'Python Data Engineer',
    ]);
    expect((await get('/v2/user-panel/offers/markers', { region: 'nowhere' })).body.data).toEqual([]);
  });

  it('rejects a bad envelope, a missing region and another version', async () => {
    for (const bad of [{ ...poland, zoom: '5', neLat: '200' }, { ...poland }, { ...poland, zoom: 'x' }])
      expect((await clusters(bad)).status, JSON.stringify(bad)).toBe(400);
    expect((await get('/v2/user-panel/offers/markers', { page: '1' })).status).toBe(400);
    expect(
      (await get('/v2/user-panel/offers/clusters', { ...poland, zoom: '5' }).set('Version', '1')).status,
    ).toBe(400);
  });
});

describe('look-alikes', () => {
  it('lists active offers of the same category, newest first, without the offer itself', async () => {
    const response = await get(`/v2/user-panel/offer-lookalikes/${board.offers.react.slug}`);
    expect(response.status).toBe(200);
    expect(response.body.data.map((item: { slug: string }) => item.slug)).toEqual([board.offers.vue.slug]);
    const unknown = await get('/v2/user-panel/offer-lookalikes/no-such-offer');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('offer.not_found');
    // Slugs are per tenant.
    expect((await get(`/work/v2/user-panel/offer-lookalikes/${board.offers.react.slug}`)).status).toBe(404);
  });
});
