import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiQuery,
  boardOrder,
  startCandidateBoard,
  type BoardOfferName,
  type CandidateBoard,
} from '../support/candidate-board';

// The candidate list on real PostgreSQL, through the search-index projection: every filter rule of
// spec §5 in the API form (`GET /api/v2/user-panel/offers/by-cursor`, indexed-array filters).

let board: CandidateBoard;

beforeAll(async () => {
  board = await startCandidateBoard();
});
afterAll(async () => {
  await board?.stop();
});

const byCursor = (params: Readonly<Record<string, string | readonly string[]>> = {}) =>
  board.api().get(`/api/v2/user-panel/offers/by-cursor?${apiQuery(params)}`);

/** The board's offers the list shows for these parameters, in its order. */
async function found(
  params: Readonly<Record<string, string | readonly string[]>> = {},
): Promise<BoardOfferName[]> {
  const response = await byCursor(params);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const names = new Map(
    Object.entries(board.offers).map(([name, offer]) => [offer.slug, name as BoardOfferName]),
  );
  return response.body.data.map((item: { slug: string }) => names.get(item.slug) ?? item.slug);
}

const all = [...boardOrder];

describe('by-cursor: window, order and shape', () => {
  it('lists active offers of the tenant, published descending, with the candidate fields of spec §3', async () => {
    const response = await byCursor();
    expect(response.body.meta).toEqual({ from: 0, totalItems: 5, next: null, prev: null });
    expect(await found()).toEqual(all);
    const react = response.body.data[0];
    expect(react).toMatchObject({
      slug: board.offers.react.slug,
      guid: board.offers.react.offerId,
      title: 'Senior React Developer',
      companyName: 'Acme',
      city: 'Warszawa',
      latitude: 52.2297,
      longitude: 21.0122,
      multilocation: false,
      workplaceType: 'remote',
      experienceLevel: 'senior',
      categoryId: 'javascript',
      applyUrl: 'https://acme.example.com/jobs/react',
      remoteInterview: true,
      openToHireUkrainians: true,
      requiredSkills: ['React', 'TypeScript'],
      niceToHaveSkills: [],
      brandStorySlug: null,
      isAppliedTo: false,
      employmentTypes: [
        { type: 'b2b', from: 20000, to: 28000, currency: 'PLN', unit: 'month', gross: false },
      ],
      locations: [{ city: 'Warszawa', slug: 'warszawa', latitude: 52.2297, longitude: 21.0122 }],
      category: {
        id: 'react',
        slug: 'react',
        label: 'React',
        depth: 1,
        parent_id: 'javascript',
        parentId: 'javascript',
      },
    });
  });

  it('pages with from and itemsCount; out-of-range paging is a 400', async () => {
    const second = await byCursor({ from: '2', itemsCount: '2' });
    expect(second.body.meta).toEqual({
      from: 2,
      totalItems: 5,
      next: { cursor: 4, itemsCount: 2 },
      prev: { cursor: 0, itemsCount: 2 },
    });
    expect(await found({ from: '2', itemsCount: '2' })).toEqual(['python', 'vue']);
    for (const query of ['itemsCount=101', 'itemsCount=0', 'from=-1', 'from=abc']) {
      const response = await board.api().get(`/api/v2/user-panel/offers/by-cursor?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('sorts by published, newest and salary in both directions; an unknown sort is published descending', async () => {
    expect(await found({ sortBy: 'published', orderBy: 'ASC' })).toEqual([...all].reverse());
    expect(await found({ sortBy: 'newest', orderBy: 'DESC' })).toEqual(all);
    // Monthly PLN tops: devops 29,750 · react 28,000 · python 25,200 · java 16,000; vue states none (last).
    expect(await found({ sortBy: 'salary', orderBy: 'DESC' })).toEqual([
      'devops',
      'react',
      'python',
      'java',
      'vue',
    ]);
    expect(await found({ sortBy: 'salary', orderBy: 'asc' })).toEqual([
      'java',
      'python',
      'react',
      'devops',
      'vue',
    ]);
    expect(await found({ sortBy: 'salary' })).toEqual(['devops', 'react', 'python', 'java', 'vue']);
    expect(await found({ sortBy: 'popularity', orderBy: 'ASC' })).toEqual(all);
  });

  it('keeps tenants apart', async () => {
    const work = await board.api().get('/api/work/v2/user-panel/offers/by-cursor');
    expect(work.body.data.map((item: { slug: string }) => item.slug)).toEqual([board.work.slug]);
    expect(await found()).not.toContain(board.work.slug);
  });
});

describe('by-cursor: the filters of spec §5', () => {
  it('categories: a main category, its subcategories, by key or slug; unknown and static ones are ignored', async () => {
    expect(await found({ categories: ['javascript'] })).toEqual(['react', 'vue']);
    expect(await found({ categories: ['react'] })).toEqual(['react']);
    expect(await found({ categories: ['javascript', 'react', 'vue'] })).toEqual(['react', 'vue']);
    expect(await found({ categories: ['net'] })).toEqual([]);
    // Another parent's child is dropped: the first recognised category decides.
    expect(await found({ categories: ['react', 'spring'] })).toEqual(['react']);
    expect(await found({ categories: ['no-such-category'] })).toEqual(all);
  });

  it('keywords: every word, in title, company, skills or city, accents ignored; cut at 500 characters', async () => {
    expect(await found({ keywords: ['react'] })).toEqual(['react']);
    expect(await found({ keywords: ['engineer'] })).toEqual(['java', 'python', 'devops']);
    expect(await found({ keywords: ['lodz'] })).toEqual(['devops']);
    expect(await found({ keywords: ['acme developer'] })).toEqual(['react', 'vue']);
    expect(await found({ keywords: ['acme', 'vue'] })).toEqual(['vue']);
    expect(await found({ query: 'kubernetes' })).toEqual(['devops']);
    // 500 characters of words the React offer has, then one it has not: the cut keeps the match.
    const fiveHundred = `${'react '.repeat(81)}developer acme`;
    expect([...fiveHundred]).toHaveLength(500);
    expect(await found({ keywords: [fiveHundred] })).toEqual(['react']);
    expect(await found({ keywords: [`${fiveHundred} xyzzy`] })).toEqual(['react']);
    expect(await found({ keywords: [`${fiveHundred.slice(0, 400)} xyzzy`] })).toEqual([]);
  });

  it('companies, job titles and skills: any company, any title, every skill', async () => {
    expect(await found({ companyNames: ['acme'] })).toEqual(['react', 'vue']);
    expect(await found({ companyNames: ['Cloudy', 'Datafy'] })).toEqual(['python', 'devops']);
    expect(await found({ companyNames: ['Nobody Inc'] })).toEqual([]);
    expect(await found({ jobTitles: ['Data Engineer', 'React Developer'] })).toEqual(['react', 'python']);
    expect(await found({ skills: ['react', 'TYPESCRIPT'] })).toEqual(['react']);
    expect(await found({ skills: ['React', 'Java'] })).toEqual([]);
  });

  it('city: a configured slug or name, with a configured radius; unknown cities and radii are ignored', async () => {
    expect(await found({ city: 'warszawa' })).toEqual(['react']);
    expect(await found({ city: 'Kraków' })).toEqual(['java']);
    expect(await found({ city: 'krakow', cityRadiusKm: '25' })).toEqual(['java', 'python']);
    expect(await found({ city: 'krakow', cityRadiusKm: '30' })).toEqual(['java']);
    expect(await found({ city: 'krakow', cityRadiusKm: '0' })).toEqual(['java']);
    expect(await found({ cityRadiusKm: '25' })).toEqual(all);
    expect(await found({ city: 'atlantis' })).toEqual(all);
  });

  it('salary: range overlap in monthly base-currency amounts; bad ranges are dropped', async () => {
    expect(await found({ salaryMin: '20000', salaryMax: '30000' })).toEqual(['react', 'python', 'devops']);
    expect(await found({ salaryMin: '25000' })).toEqual(['react', 'python', 'devops']);
    expect(await found({ salaryMax: '13000' })).toEqual(['java']);
    // 6,500 EUR a month is 27,625 PLN.
    expect(await found({ salaryMin: '6500', currency: 'EUR' })).toEqual(['react', 'devops']);
    expect(await found({ salaryMin: '6500', 'salaryCurrencies[0]': 'EUR' })).toEqual(['react', 'devops']);
    expect(await found({ salaryMin: '6500' })).toEqual(['react', 'java', 'python', 'devops']);
    // Dropped, so everything is listed: min above max, not a number, beyond the bounds, the whole range.
    for (const bad of [
      { salaryMin: '30000', salaryMax: '20000' },
      { salaryMin: 'abc', salaryMax: '20000' },
      { salaryMin: '-5', salaryMax: '20000' },
      { salaryMin: '1000', salaryMax: '2000000' },
      { salaryMin: '0', salaryMax: '1000000' },
    ])
      expect(await found(bad), JSON.stringify(bad)).toEqual(all);
    // With employment types, only their pay counts.
    expect(await found({ salaryMin: '10000', employmentTypes: ['permanent'] })).toEqual(['java']);
  });

  it('withSalary, remote and ukraineFriendly: on with true or 1 only', async () => {
    expect(await found({ withSalary: 'true' })).toEqual(['react', 'java', 'python', 'devops']);
    expect(await found({ withSalary: '1', employmentTypes: ['mandate_contract'] })).toEqual([]);
    expect(await found({ remote: 'true' })).toEqual(['react', 'devops']);
    expect(await found({ ukraineFriendly: '1' })).toEqual(['react']);
    for (const off of ['yes', 'tak', 'false', ''])
      expect(await found({ withSalary: off, remote: off, ukraineFriendly: off }), off).toEqual(all);
  });

  it('multiselects: configured values or slugs; unknown ones are ignored', async () => {
    expect(await found({ employmentTypes: ['b2b'] })).toEqual(['react', 'python', 'devops']);
    expect(await found({ employmentTypes: ['mandate-contract'] })).toEqual(['vue']);
    expect(await found({ employmentTypes: ['any-contract'] })).toEqual(all);
    expect(await found({ experienceLevels: ['senior', 'junior'] })).toEqual(['react', 'python']);
    expect(await found({ experienceLevels: ['c_level'] })).toEqual([]);
    expect(await found({ experienceLevels: ['c-level', 'guru'] })).toEqual([]);
    expect(await found({ experienceLevels: ['guru'] })).toEqual(all);
    expect(await found({ workingTimes: ['part-time'] })).toEqual(['python']);
    expect(await found({ workingTimes: ['freelance', 'full_time'] })).toEqual([
      'react',
      'java',
      'vue',
      'devops',
    ]);
    expect(await found({ remoteWorkOptions: ['hybrid'] })).toEqual(['python', 'vue']);
    expect(await found({ remoteWorkOptions: ['remote', 'office'] })).toEqual(['react', 'java', 'devops']);
    // Comma-separated values and plain repeated keys are read too.
    expect(await found({ 'experienceLevels[0]': 'senior,junior' })).toEqual(['react', 'python']);
    const repeated = await board
      .api()
      .get('/api/v2/user-panel/offers/by-cursor?experienceLevels=senior&experienceLevels=mid');
    expect(repeated.body.data).toHaveLength(3);
  });

  it('filters combine (all must hold)', async () => {
    expect(
      await found({ categories: ['javascript'], remoteWorkOptions: ['hybrid'], companyNames: ['Acme'] }),
    ).toEqual(['vue']);
    expect(
      await found({ city: 'krakow', cityRadiusKm: '25', experienceLevels: ['junior'], withSalary: 'true' }),
    ).toEqual(['python']);
  });
});

describe('the paginated form (header Version: 2)', () => {
  it('answers data and meta {page, prevPage, nextPage, totalPages, totalItems}, filters under query[...]', async () => {
    const first = await board
      .api()
      .get('/api/v2/user-panel/offers?page=1&perPage=2&sortBy=salary&orderBy=DESC')
      .set('Version', '2');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, prevPage: null, nextPage: 2, totalPages: 3, totalItems: 5 });
    expect(first.body.data.map((item: { title: string }) => item.title)).toEqual([
      'DevOps Engineer',
      'Senior React Developer',
    ]);
    const third = await board.api().get('/api/v2/user-panel/offers?page=3&perPage=2').set('Version', '2');
    expect(third.body.meta).toEqual({ page: 3, prevPage: 2, nextPage: null, totalPages: 3, totalItems: 5 });
    expect(third.body.data).toHaveLength(1);

    const filtered = await board
      .api()
      .get(
        `/api/v2/user-panel/offers?${apiQuery({ 'query[experienceLevels]': ['mid'], 'query[city]': 'krakow' })}`,
      )
      .set('Version', '2');
    expect(filtered.body.data.map((item: { title: string }) => item.title)).toEqual([
      'Java Backend Engineer',
    ]);
    expect(filtered.body.meta.totalItems).toBe(1);
  });

  it('refuses another version and bad paging', async () => {
    const v1 = await board.api().get('/api/v2/user-panel/offers').set('Version', '1');
    expect(v1.status).toBe(400);
    expect(v1.body.errors).toEqual({ Version: 'errors.invalidValue' });
    for (const query of ['page=0', 'perPage=101', 'perPage=x'])
      expect((await board.api().get(`/api/v2/user-panel/offers?${query}`)).status, query).toBe(400);
  });
});
