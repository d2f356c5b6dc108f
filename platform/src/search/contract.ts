import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Currency,
  EmploymentTypeKind,
  ExperienceLevel,
  SalaryUnit,
  WorkingTime,
  WorkplaceType,
} from '@tablica/domain/catalogue';
import { defaultListFilters, type ListFilters } from '@tablica/domain/listing/filters';
import type { SortField, SortOrder } from '@tablica/domain/listing/filter-values';
import { slugify, type OfferListItem } from '@tablica/domain/offers/listing';
import type { TenantId } from '@tablica/domain/tenants';
import { toSearchDocument } from './document';
import { cellAt, cellBounds, cellId, cellRange, inRange, parseRegion } from './map-grid';
import type { MapCluster, MapEnvelope, SearchDocument, SearchIndex } from './port';

export interface SearchContractHarness {
  /** An empty index. */
  readonly index: SearchIndex;
  cleanup(): Promise<void>;
}

type Place = readonly [city: string, latitude: number, longitude: number];

const places = {
  lodz: ['Łódź', 51.7592, 19.456],
  krakow: ['Kraków', 50.0647, 19.945],
  wieliczka: ['Wieliczka', 49.987, 20.0647],
  warszawa: ['Warszawa', 52.2297, 21.0122],
  gdansk: ['Gdańsk', 54.352, 18.6466],
  wroclaw: ['Wrocław', 51.1079, 17.0385],
  poznan: ['Poznań', 52.4064, 16.9252],
  berlin: ['Berlin', 52.52, 13.405],
  szczecin: ['Szczecin', 53.4285, 14.5528],
  lublin: ['Lublin', 51.2465, 22.5684],
  katowice: ['Katowice', 50.2649, 19.0238],
} as const satisfies Record<string, Place>;

interface Pay {
  readonly type: EmploymentTypeKind;
  readonly from: number | null;
  readonly to: number | null;
  readonly currency?: Currency;
  readonly unit?: SalaryUnit;
}

export interface OfferSpec {
  /** Makes the offer id: `...-0000000000nn`, so the id tie-breaker's order is known. */
  readonly n: number;
  readonly slug: string;
  readonly title: string;
  readonly company: string;
  readonly skills: readonly string[];
  readonly optionalSkills?: readonly string[];
  readonly category: string;
  readonly parent?: string;
  readonly at: readonly Place[];
  readonly experience: ExperienceLevel;
  readonly workplace: WorkplaceType;
  readonly workingTime: WorkingTime;
  readonly pay?: readonly Pay[];
  readonly ukraineFriendly?: boolean;
  readonly published: string;
  readonly newest?: string;
  readonly expires?: string;
  readonly version?: number;
  readonly tenant?: TenantId;
}

export const offerId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function offerDocument(spec: OfferSpec): SearchDocument {
  const locations = spec.at.map(([city, latitude, longitude]) => ({
    city,
    street: 'ul. Testowa 1',
    latitude,
    longitude,
    slug: slugify(city),
  }));
  const [first] = locations;
  const item: OfferListItem = {
    slug: spec.slug,
    guid: offerId(spec.n),
    title: spec.title,
    companyName: spec.company,
    companyLogoUrl: null,
    companyLogoThumbUrl: null,
    city: first?.city ?? '',
    street: first?.street ?? '',
    latitude: first?.latitude ?? 0,
    longitude: first?.longitude ?? 0,
    locations,
    multilocation: locations.length > 1,
    workplaceType: spec.workplace,
    experienceLevel: spec.experience,
    workingTime: spec.workingTime,
    categoryId: spec.parent ?? spec.category,
    employmentTypes: (spec.pay ?? []).map((pay) => ({
      type: pay.type,
      from: pay.from,
      to: pay.to,
      currency: pay.currency ?? 'PLN',
      unit: pay.unit ?? 'month',
      gross: false,
    })),
    requiredSkills: spec.skills,
    niceToHaveSkills: spec.optionalSkills ?? [],
    publishedAt: spec.published,
    expiredAt: spec.expires ?? '2026-07-01T00:00:00.000Z',
  };
  return toSearchDocument({
    tenant: spec.tenant ?? 'it',
    streamVersion: spec.version ?? 1,
    item,
    categoryId: spec.category,
    parentCategoryId: spec.parent ?? null,
    openToHireUkrainians: spec.ukraineFriendly ?? false,
    applyUrl: spec.n % 2 === 0 ? `https://apply.example/${spec.slug}` : null,
    firstPublishedAt: spec.newest ?? spec.published,
  });
}

/** The instant the board is searched at. */
export const boardNow = new Date('2026-06-01T12:00:00.000Z');
const now = boardNow;
const day = (date: string) => `2026-05-${date}T10:00:00.000Z`;

/** The board the read-only tests search (tenant `it`); `work` holds one offer to prove isolation. */
export const board: readonly OfferSpec[] = [
  {
    n: 1,
    slug: 'java-lodz',
    title: 'Senior Java Developer',
    company: 'Łódź Software House',
    skills: ['Java', 'Spring Boot'],
    category: 'spring',
    parent: 'java',
    at: [places.lodz],
    experience: 'senior',
    workplace: 'office',
    workingTime: 'full_time',
    pay: [{ type: 'b2b', from: 20_000, to: 25_000 }],
    published: day('30'),
    newest: '2026-04-01T10:00:00.000Z',
  },
  {
    n: 2,
    slug: 'react-krakow',
    title: 'Frontend Developer (React)',
    company: 'Kraków Apps',
    skills: ['React', 'TypeScript'],
    optionalSkills: ['JavaScript'],
    category: 'react',
    parent: 'javascript',
    at: [places.krakow],
    experience: 'mid',
    workplace: 'hybrid',
    workingTime: 'full_time',
    pay: [{ type: 'permanent', from: 15_000, to: 18_000 }],
    ukraineFriendly: true,
    published: day('29'),
  },
  {
    n: 3,
    slug: 'python-warszawa',
    title: 'Python Engineer',
    company: 'Data Corp',
    skills: ['Python', 'Django'],
    category: 'django',
    parent: 'python',
    at: [places.warszawa],
    experience: 'senior',
    workplace: 'remote',
    workingTime: 'full_time',
    // 150–180 PLN an hour: 25,200–30,240 a month.
    pay: [{ type: 'b2b', from: 150, to: 180, unit: 'hour' }],
    published: day('28'),
  },
  {
    n: 4,
    slug: 'node-gdansk',
    title: 'Node.js Backend Developer',
    company: 'Gdańsk Tech',
    skills: ['Node.js', 'TypeScript'],
    category: 'nodejs',
    parent: 'javascript',
    at: [places.gdansk],
    experience: 'mid',
    workplace: 'remote',
    workingTime: 'part_time',
    // From 5,000 EUR: 21,250 PLN.
    pay: [{ type: 'b2b', from: 5_000, to: null, currency: 'EUR' }],
    published: day('27'),
    newest: day('31'),
  },
  {
    n: 5,
    slug: 'qa-wieliczka',
    title: 'Junior QA Tester',
    company: 'TestIt',
    skills: ['Selenium'],
    category: 'testing',
    // About 12 km from Kraków's centre.
    at: [places.wieliczka],
    experience: 'junior',
    workplace: 'office',
    workingTime: 'full_time',
    published: day('26'),
  },
  {
    n: 6,
    slug: 'devops-multi',
    title: 'DevOps Engineer',
    company: 'Cloudy',
    skills: ['Kubernetes', 'AWS'],
    category: 'kubernetes',
    parent: 'devops',
    at: [places.warszawa, places.wroclaw],
    experience: 'expert',
    workplace: 'hybrid',
    workingTime: 'full_time',
    pay: [
      { type: 'b2b', from: 30_000, to: 36_000 },
      { type: 'permanent', from: 24_000, to: 28_000 },
    ],
    published: day('25'),
  },
  {
    n: 7,
    slug: 'java-poznan',
    title: 'Java Developer',
    company: 'Żabka Tech',
    skills: ['Java'],
    category: 'java',
    at: [places.poznan],
    experience: 'junior',
    workplace: 'office',
    workingTime: 'full_time',
    pay: [{ type: 'mandate_contract', from: 8_000, to: 10_000 }],
    published: day('24'),
  },
  {
    n: 8,
    slug: 'kotlin-poznan',
    title: 'Kotlin Developer',
    company: 'Poznań Mobile',
    skills: ['Kotlin', 'Android'],
    category: 'kotlin',
    parent: 'java',
    at: [places.poznan],
    experience: 'mid',
    workplace: 'office',
    workingTime: 'full_time',
    pay: [{ type: 'any', from: 12_000, to: 14_000 }],
    // The same instant as java-poznan: the offer id breaks the tie.
    published: day('24'),
  },
  {
    n: 9,
    slug: 'expired-java',
    title: 'Expired Java Developer',
    company: 'Old Corp',
    skills: ['Java'],
    category: 'spring',
    parent: 'java',
    at: [places.lodz],
    experience: 'senior',
    workplace: 'office',
    workingTime: 'full_time',
    pay: [{ type: 'b2b', from: 20_000, to: 25_000 }],
    published: day('01'),
    expires: '2026-05-31T00:00:00.000Z',
  },
  {
    n: 10,
    slug: 'scala-berlin',
    title: 'Scala Developer',
    company: 'Berlin Bytes',
    skills: ['Scala'],
    category: 'scala',
    parent: 'java',
    at: [places.berlin],
    experience: 'senior',
    workplace: 'remote',
    workingTime: 'freelance',
    // 4,000–5,000 USD: 14,800–18,500 PLN.
    pay: [{ type: 'b2b', from: 4_000, to: 5_000, currency: 'USD' }],
    published: day('23'),
  },
  {
    n: 11,
    slug: 'data-szczecin',
    title: 'Data Analyst',
    company: 'Port Analytics',
    skills: ['SQL', 'Power BI'],
    category: 'business-intelligence',
    parent: 'data',
    at: [places.szczecin],
    experience: 'expert',
    workplace: 'hybrid',
    workingTime: 'full_time',
    // 240,000 a year: 20,000 a month.
    pay: [{ type: 'permanent', from: 240_000, to: 240_000, unit: 'year' }],
    published: day('22'),
  },
  {
    n: 12,
    slug: 'php-intern-lublin',
    title: 'PHP Intern',
    company: 'Lubelska Fabryka Kodu',
    skills: ['PHP'],
    category: 'php',
    at: [places.lublin],
    experience: 'junior',
    workplace: 'office',
    workingTime: 'part_time',
    // 200 a day: 4,200 a month.
    pay: [{ type: 'internship', from: 200, to: 200, unit: 'day' }],
    published: day('21'),
  },
  {
    n: 13,
    slug: 'rust-katowice',
    title: 'Rust Developer',
    company: 'Śląsk Systems',
    skills: ['Rust'],
    category: 'other',
    at: [places.katowice],
    experience: 'senior',
    workplace: 'remote',
    workingTime: 'full_time',
    // Top 20,000 like data-szczecin: published (descending) breaks the salary tie.
    pay: [{ type: 'b2b', from: 18_000, to: 20_000 }],
    published: day('20'),
  },
  {
    n: 14,
    tenant: 'work',
    slug: 'work-java-lodz',
    title: 'Senior Java Developer',
    company: 'Łódź Software House',
    skills: ['Java'],
    category: 'it',
    at: [places.lodz],
    experience: 'senior',
    workplace: 'office',
    workingTime: 'full_time',
    published: day('30'),
  },
];

export const boardDocuments = board.map(offerDocument);
const active = board.filter(
  (spec) => (spec.tenant ?? 'it') === 'it' && new Date(spec.expires ?? '2027') > now,
);

export const publishedDesc = [
  'java-lodz',
  'react-krakow',
  'python-warszawa',
  'node-gdansk',
  'qa-wieliczka',
  'devops-multi',
  'kotlin-poznan',
  'java-poznan',
  'scala-berlin',
  'data-szczecin',
  'php-intern-lublin',
  'rust-katowice',
];
export const salaryDesc = [
  'devops-multi',
  'python-warszawa',
  'java-lodz',
  'node-gdansk',
  'data-szczecin',
  'rust-katowice',
  'scala-berlin',
  'react-krakow',
  'kotlin-poznan',
  'java-poznan',
  'php-intern-lublin',
  'qa-wieliczka',
];
export const salaryAsc = [
  'php-intern-lublin',
  'java-poznan',
  'kotlin-poznan',
  'react-krakow',
  'scala-berlin',
  'data-szczecin',
  'rust-katowice',
  'node-gdansk',
  'java-lodz',
  'python-warszawa',
  'devops-multi',
  'qa-wieliczka',
];
export const newestDesc = [
  'node-gdansk',
  'react-krakow',
  'python-warszawa',
  'qa-wieliczka',
  'devops-multi',
  'kotlin-poznan',
  'java-poznan',
  'scala-berlin',
  'data-szczecin',
  'php-intern-lublin',
  'rust-katowice',
  'java-lodz',
];

export interface FilterCase {
  /** The rule of spec §5 / the port's matching rules this case shows. */
  readonly rule: string;
  readonly filters: Partial<ListFilters>;
  /** Slugs of the `board` offers found at `boardNow`, any order. */
  readonly expected: readonly string[];
}

const salary = (min: number, max: number) => ({ salary: { min, max } });

/** What each filter finds on the `board` (shared with the Meilisearch filter builder's unit tests). */
export const filterCases: readonly FilterCase[] = [
  ...[
    {
      filters: { category: 'java' },
      expected: ['java-lodz', 'java-poznan', 'kotlin-poznan', 'scala-berlin'],
    },
    { filters: { category: 'testing' }, expected: ['qa-wieliczka'] },
    { filters: { category: 'go' }, expected: [] },
  ].map((c) => ({ rule: 'category: a main category finds its own and its subcategories’ offers', ...c })),
  ...[
    {
      filters: { category: 'java', subcategories: ['kotlin', 'scala'] },
      expected: ['kotlin-poznan', 'scala-berlin'],
    },
    { filters: { category: 'javascript', subcategories: ['nodejs'] }, expected: ['node-gdansk'] },
  ].map((c) => ({ rule: 'subcategories: any of them', ...c })),
  ...[
    { filters: { city: 'krakow' }, expected: ['react-krakow'] },
    { filters: { city: 'warszawa' }, expected: ['devops-multi', 'python-warszawa'] },
    { filters: { city: 'wroclaw' }, expected: ['devops-multi'] },
    { filters: { city: 'lodz' }, expected: ['java-lodz'] },
  ].map((c) => ({ rule: 'city: a location in the city, any of a multi-location offer’s', ...c })),
  ...[
    { filters: { city: 'krakow', radiusKm: 10 }, expected: ['react-krakow'] },
    { filters: { city: 'krakow', radiusKm: 25 }, expected: ['qa-wieliczka', 'react-krakow'] },
    {
      filters: { city: 'krakow', radiusKm: 100 },
      expected: ['qa-wieliczka', 'react-krakow', 'rust-katowice'],
    },
    { filters: { city: 'wroclaw', radiusKm: 10 }, expected: ['devops-multi'] },
  ].map((c) => ({ rule: 'radius: also locations within it of the city’s centre', ...c })),
  ...[
    { filters: { keywords: ['lodz'] }, expected: ['java-lodz'] },
    { filters: { keywords: ['ŁÓDŹ'] }, expected: ['java-lodz'] },
    { filters: { keywords: ['krakow'] }, expected: ['react-krakow'] },
    { filters: { keywords: ['Kraków'] }, expected: ['react-krakow'] },
    { filters: { keywords: ['zabka'] }, expected: ['java-poznan'] },
    { filters: { keywords: ['java'] }, expected: ['java-lodz', 'java-poznan'] },
    { filters: { keywords: ['JavaScript'] }, expected: ['react-krakow'] },
    { filters: { keywords: ['selenium'] }, expected: ['qa-wieliczka'] },
    { filters: { keywords: ['cloudy'] }, expected: ['devops-multi'] },
    { filters: { keywords: ['node.js'] }, expected: ['node-gdansk'] },
    { filters: { keywords: ['node'] }, expected: ['node-gdansk'] },
    { filters: { keywords: ['berlin'] }, expected: ['scala-berlin'] },
  ].map((c) => ({
    rule: 'keyword: whole words of title, company, skills or city, accents and case ignored both ways',
    ...c,
  })),
  ...[
    { filters: { keywords: ['senior java'] }, expected: ['java-lodz'] },
    { filters: { keywords: ['python', 'warszawa'] }, expected: ['python-warszawa'] },
    { filters: { keywords: ['python', 'krakow'] }, expected: [] },
    { filters: { keywords: ['#'] }, expected: publishedDesc },
  ].map((c) => ({ rule: 'keywords: every word of every keyword must match; no word, no filter', ...c })),
  ...[
    {
      filters: { titles: ['developer'] },
      expected: [
        'java-lodz',
        'react-krakow',
        'node-gdansk',
        'java-poznan',
        'kotlin-poznan',
        'scala-berlin',
        'rust-katowice',
      ],
    },
    {
      filters: { titles: ['python engineer', 'Data Analyst'] },
      expected: ['data-szczecin', 'python-warszawa'],
    },
    { filters: { titles: ['krakow'] }, expected: [] },
  ].map((c) => ({ rule: 'titles: any of them, as words of the title only', ...c })),
  ...[
    { filters: { companies: ['Żabka Tech'] }, expected: ['java-poznan'] },
    { filters: { companies: ['zabka'] }, expected: ['java-poznan'] },
    { filters: { companies: ['krakow apps', 'Cloudy'] }, expected: ['devops-multi', 'react-krakow'] },
    { filters: { companies: ['developer'] }, expected: [] },
  ].map((c) => ({ rule: 'companies: any of them, as words of the company only', ...c })),
  ...[
    { filters: { skills: ['TypeScript'] }, expected: ['node-gdansk', 'react-krakow'] },
    { filters: { skills: ['typescript', 'React'] }, expected: ['react-krakow'] },
    { filters: { skills: ['java'] }, expected: ['java-lodz', 'java-poznan'] },
    { filters: { skills: ['javascript'] }, expected: ['react-krakow'] },
    { filters: { skills: ['spring boot'] }, expected: ['java-lodz'] },
    { filters: { skills: ['spring'] }, expected: [] },
  ].map((c) => ({ rule: 'skills: every one of them, each a whole skill name', ...c })),
  ...[
    {
      filters: salary(20_000, 22_000),
      expected: ['data-szczecin', 'java-lodz', 'node-gdansk', 'rust-katowice'],
    },
    { filters: salary(30_000, 40_000), expected: ['devops-multi', 'python-warszawa'] },
    { filters: salary(30_300, 40_000), expected: ['devops-multi'] },
    { filters: salary(20_000, 20_000), expected: ['data-szczecin', 'java-lodz', 'rust-katowice'] },
    { filters: salary(4_100, 4_300), expected: ['php-intern-lublin'] },
    {
      filters: { ...salary(5_000, 5_000), currency: 'EUR' as const },
      expected: ['java-lodz', 'node-gdansk'],
    },
    { filters: { ...salary(4_000, 4_000), currency: 'USD' as const }, expected: ['scala-berlin'] },
    { filters: { ...salary(14_800, 14_800), currency: 'PLN' as const }, expected: ['scala-berlin'] },
  ].map((c) => ({
    rule: 'salary: monthly base-currency ranges overlap, hour/day/year and EUR/USD normalised',
    ...c,
  })),
  ...[
    {
      filters: { ...salary(20_000, 22_000), employmentTypes: ['permanent' as const] },
      expected: ['data-szczecin'],
    },
    { filters: salary(24_000, 26_000), expected: ['devops-multi', 'java-lodz', 'python-warszawa'] },
    {
      filters: { ...salary(24_000, 26_000), employmentTypes: ['permanent' as const] },
      expected: ['devops-multi'],
    },
    {
      filters: { ...salary(12_000, 14_000), employmentTypes: ['b2b' as const] },
      expected: ['kotlin-poznan'],
    },
  ].map((c) => ({
    rule: 'salary with employment types: pay of a chosen type (any counts as every type)',
    ...c,
  })),
  ...[
    {
      filters: { employmentTypes: ['mandate_contract' as const] },
      expected: ['java-poznan', 'kotlin-poznan'],
    },
    {
      filters: { employmentTypes: ['internship' as const] },
      expected: ['kotlin-poznan', 'php-intern-lublin'],
    },
  ].map((c) => ({ rule: 'employment types: any of them, an offer on any terms included', ...c })),
  ...[
    { filters: { withSalary: true }, expected: publishedDesc.filter((slug) => slug !== 'qa-wieliczka') },
    {
      filters: { withSalary: true, employmentTypes: ['permanent' as const] },
      expected: ['data-szczecin', 'devops-multi', 'kotlin-poznan', 'react-krakow'],
    },
  ].map((c) => ({ rule: 'withSalary: pay stated (on a chosen employment type, when chosen)', ...c })),
  ...[
    {
      filters: { remote: true },
      expected: ['node-gdansk', 'python-warszawa', 'rust-katowice', 'scala-berlin'],
    },
    {
      filters: { remoteWorkOptions: ['hybrid' as const] },
      expected: ['data-szczecin', 'devops-multi', 'react-krakow'],
    },
    {
      filters: { remoteWorkOptions: ['office' as const, 'hybrid' as const] },
      expected: [
        'data-szczecin',
        'devops-multi',
        'java-lodz',
        'java-poznan',
        'kotlin-poznan',
        'php-intern-lublin',
        'qa-wieliczka',
        'react-krakow',
      ],
    },
    { filters: { ukraineFriendly: true }, expected: ['react-krakow'] },
    {
      filters: { experienceLevels: ['senior' as const] },
      expected: ['java-lodz', 'python-warszawa', 'rust-katowice', 'scala-berlin'],
    },
    {
      filters: { experienceLevels: ['junior' as const, 'expert' as const] },
      expected: ['data-szczecin', 'devops-multi', 'java-poznan', 'php-intern-lublin', 'qa-wieliczka'],
    },
    { filters: { workingTimes: ['part_time' as const] }, expected: ['node-gdansk', 'php-intern-lublin'] },
    { filters: { workingTimes: ['freelance' as const] }, expected: ['scala-berlin'] },
  ].map((c) => ({ rule: 'remote, workplace, Ukraine-friendly, experience and working time', ...c })),
  ...[
    { filters: { category: 'javascript', remote: true }, expected: ['node-gdansk'] },
    { filters: { category: 'javascript', remote: true, city: 'warszawa' }, expected: [] },
  ].map((c) => ({ rule: 'filters combine: every one must hold', ...c })),
];

function casesByRule(): Record<string, FilterCase[]> {
  const grouped: Record<string, FilterCase[]> = {};
  for (const filterCase of filterCases) (grouped[filterCase.rule] ??= []).push(filterCase);
  return grouped;
}

const world: MapEnvelope = { neLat: 85, neLon: 180, swLat: -85, swLon: -180 };
const poland: MapEnvelope = { neLat: 55, neLon: 24.15, swLat: 49, swLon: 14.12 };
const europe: MapEnvelope = { neLat: 60, neLon: 30, swLat: 40, swLon: 0 };

function filters(overrides: Partial<ListFilters> = {}): ListFilters {
  return { ...defaultListFilters, ...overrides };
}

const sorted = (slugs: readonly string[]) => [...slugs].sort();

/** The search index contract: every adapter must pass all of it. */
export function searchIndexContract(
  name: string,
  createHarness: () => Promise<SearchContractHarness>,
  skipReason?: string,
) {
  const suite = skipReason ? describe.skip : describe;
  if (skipReason) console.warn(`[skipped] search index contract for ${name}: ${skipReason}`);
  suite(`search index contract: ${name}${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
    let harness: SearchContractHarness;
    let index: SearchIndex;
    beforeAll(async () => {
      harness = await createHarness();
      index = harness.index;
      await index.upsert(boardDocuments);
    });
    afterAll(async () => harness?.cleanup());

    /** Slugs the filters find, in order; checks that search's total and count agree with them. */
    async function find(overrides: Partial<ListFilters> = {}, at: Date = now): Promise<string[]> {
      const scope = { tenant: 'it' as const, filters: filters(overrides), now: at };
      const [result, count] = await Promise.all([
        index.search({ ...scope, from: 0, itemsCount: 100 }),
        index.count(scope),
      ]);
      const slugs = result.items.map((item) => item.slug);
      expect(result.total).toBe(slugs.length);
      expect(count).toBe(result.total);
      return slugs;
    }
    const findSet = async (overrides: Partial<ListFilters> = {}) => sorted(await find(overrides));
    const sort = (sortBy: SortField, orderBy: SortOrder) => ({ sort: { sortBy, orderBy } });

    it('answers ping', async () => {
      await expect(index.ping()).resolves.toBeUndefined();
    });

    describe('lists', () => {
      it('every active offer of the tenant, published first, as list items', async () => {
        expect(await find()).toEqual(publishedDesc);
        const { items } = await index.search({
          tenant: 'it',
          filters: filters(),
          now,
          from: 0,
          itemsCount: 1,
        });
        expect(items[0]).toEqual(boardDocuments[0]?.item);
      });

      it('keeps tenants apart', async () => {
        const scope = { tenant: 'work' as const, filters: filters({ keywords: ['java'] }), now };
        const result = await index.search({ ...scope, from: 0, itemsCount: 100 });
        expect(result.items.map((item) => item.slug)).toEqual(['work-java-lodz']);
        expect(await index.count(scope)).toBe(1);
        expect(await find({ keywords: ['lodz'] })).toEqual(['java-lodz']);
      });

      it('lists only offers with expiredAt after now', async () => {
        expect(await find({}, new Date('2026-05-30T00:00:00.000Z'))).toContain('expired-java');
        expect(await find({}, new Date('2026-05-31T00:00:00.000Z'))).not.toContain('expired-java');
        expect(await find({}, new Date('2026-07-01T00:00:00.000Z'))).toEqual([]);
      });
    });

    describe('sorts, with stable tie-breakers', () => {
      it('published: descending by default, ties by offer id in the same direction', async () => {
        expect(await find(sort('published', 'DESC'))).toEqual(publishedDesc);
        expect(await find(sort('published', 'ASC'))).toEqual([...publishedDesc].reverse());
      });

      it('newest: by first publication, not moved by a bump', async () => {
        expect(await find(sort('newest', 'DESC'))).toEqual(newestDesc);
        expect(await find(sort('newest', 'ASC'))).toEqual([...newestDesc].reverse());
      });

      it('appeared: only offers first published in the window (saved-search counts, digests)', async () => {
        const within = async (overrides: Partial<ListFilters>, after: string, until?: string) => {
          const appeared = { after: new Date(after), until: until ? new Date(until) : undefined };
          const scope = { tenant: 'it' as const, filters: filters(overrides), now, appeared };
          const [result, count] = await Promise.all([
            index.search({ ...scope, from: 0, itemsCount: 100 }),
            index.count(scope),
          ]);
          expect(count).toBe(result.total);
          return result.items.map((item) => item.slug);
        };
        expect(await within(sort('newest', 'DESC'), day('28'), day('29'))).toEqual(['react-krakow']);
        expect(await within({ ...sort('newest', 'DESC'), category: 'javascript' }, day('28'))).toEqual([
          'node-gdansk',
          'react-krakow',
        ]);
      });

      it('salary: top monthly base-currency pay, no pay last either way, ties newest published first', async () => {
        expect(await find(sort('salary', 'DESC'))).toEqual(salaryDesc);
        expect(await find(sort('salary', 'ASC'))).toEqual(salaryAsc);
      });

      it('pages neither repeat nor skip an offer, in any order', async () => {
        for (const [sortBy, orderBy] of [
          ['published', 'DESC'],
          ['published', 'ASC'],
          ['newest', 'DESC'],
          ['salary', 'DESC'],
          ['salary', 'ASC'],
        ] as const) {
          const all = await find(sort(sortBy, orderBy));
          for (const size of [1, 5]) {
            const paged: string[] = [];
            for (let from = 0; from < all.length + size; from += size) {
              const page = await index.search({
                tenant: 'it',
                filters: filters(sort(sortBy, orderBy)),
                now,
                from,
                itemsCount: size,
              });
              expect(page.total).toBe(all.length);
              paged.push(...page.items.map((item) => item.slug));
            }
            expect(paged).toEqual(all);
          }
        }
      });
    });

    describe('filters', () => {
      for (const [rule, cases] of Object.entries(casesByRule())) {
        it(rule, async () => {
          for (const { filters: overrides, expected } of cases) {
            expect(await findSet(overrides), JSON.stringify(overrides)).toEqual(sorted(expected));
          }
        });
      }

      it('all filters at once narrow together, in the chosen order', async () => {
        expect(
          await find({
            category: 'java',
            experienceLevels: ['junior', 'mid'],
            withSalary: true,
            city: 'poznan',
            ...sort('salary', 'DESC'),
          }),
        ).toEqual(['kotlin-poznan', 'java-poznan']);
      });
    });

    describe('counts by category', () => {
      const expectConsistent = async (overrides: Partial<ListFilters>) => {
        const counts = await index.countByCategory({ tenant: 'it', filters: filters(overrides), now });
        const parents = new Map(active.map((spec) => [spec.category, spec.parent]));
        for (const [key, count] of Object.entries(counts)) {
          const parent = parents.get(key);
          const narrowed = parent
            ? { ...overrides, category: parent, subcategories: [key] }
            : { ...overrides, category: key, subcategories: [] };
          expect(await index.count({ tenant: 'it', filters: filters(narrowed), now }), key).toBe(count);
        }
        return counts;
      };

      it('counts main categories with their subcategories, and each subcategory', async () => {
        expect(await expectConsistent({})).toEqual({
          java: 4,
          spring: 1,
          kotlin: 1,
          scala: 1,
          javascript: 2,
          react: 1,
          nodejs: 1,
          python: 1,
          django: 1,
          testing: 1,
          devops: 1,
          kubernetes: 1,
          data: 1,
          'business-intelligence': 1,
          php: 1,
          other: 1,
        });
      });

      it('agrees with count under filters', async () => {
        expect(await expectConsistent({ remote: true })).toEqual({
          javascript: 1,
          nodejs: 1,
          python: 1,
          django: 1,
          java: 1,
          scala: 1,
          other: 1,
        });
        await expectConsistent({ keywords: ['developer'], withSalary: true });
      });
    });

    describe('suggestions', () => {
      const suggest = (text: string, limit = 10, overrides?: Partial<ListFilters>) =>
        index.suggest({
          tenant: 'it',
          text,
          limit,
          now,
          ...(overrides ? { filters: filters(overrides) } : {}),
        });

      it('titles, companies and skills by word prefix, most offers first', async () => {
        const result = await suggest('ja');
        expect(result.titles.slice(0, 2)).toEqual([
          { title: 'Java Developer', count: 1 },
          { title: 'Senior Java Developer', count: 1 },
        ]);
        expect(result.titles.map((title) => title.title)).not.toContain('Expired Java Developer');
        expect(result.skills.slice(0, 2)).toEqual([
          { title: 'Java', count: 2 },
          { title: 'JavaScript', count: 1 },
        ]);
      });

      it('ignores accents both ways', async () => {
        expect((await suggest('lodz')).companies[0]).toEqual({ title: 'Łódź Software House', count: 1 });
        expect((await suggest('krak')).companies[0]).toEqual({ title: 'Kraków Apps', count: 1 });
        expect((await suggest('Śląsk')).companies[0]).toEqual({ title: 'Śląsk Systems', count: 1 });
        expect((await suggest('typesc')).skills[0]).toEqual({ title: 'TypeScript', count: 2 });
      });

      it('after the prefix matches, similar words (typos), from five letters', async () => {
        expect((await suggest('kitlin')).skills).toContainEqual({ title: 'Kotlin', count: 1 });
        // Shorter words are prefixes being typed: "kotn" is near "kotlin", but not suggested it.
        expect(await suggest('kotn')).toEqual({ titles: [], companies: [], skills: [] });
      });

      it('needs two letters, and keeps to the limit and the filters', async () => {
        expect(await suggest('j')).toEqual({ titles: [], companies: [], skills: [] });
        expect(await suggest('  ')).toEqual({ titles: [], companies: [], skills: [] });
        expect((await suggest('de', 2)).titles.length).toBeLessThanOrEqual(2);
        const inJavascript = await suggest('ja', 10, { category: 'javascript' });
        expect(inJavascript.skills[0]).toEqual({ title: 'JavaScript', count: 1 });
        expect(inJavascript.titles).toEqual([]);
      });
    });

    describe('map', () => {
      /** What the clusters must be: the grid cells of the offers the filters find. */
      async function expectedClusters(overrides: Partial<ListFilters>, envelope: MapEnvelope, zoom: number) {
        const found = new Set(await find(overrides));
        const range = cellRange(envelope, zoom);
        const cells = new Map<
          string,
          { offers: Set<string>; categories: Set<string>; points: [number, number][] }
        >();
        for (const spec of active.filter((candidate) => found.has(candidate.slug))) {
          for (const [, latitude, longitude] of spec.at) {
            const cell = cellAt(latitude, longitude, range.zoom);
            if (!inRange(cell, range)) continue;
            const entry = cells.get(cellId(cell)) ?? { offers: new Set(), categories: new Set(), points: [] };
            entry.offers.add(spec.slug);
            entry.categories.add(spec.parent ?? spec.category);
            entry.points.push([latitude, longitude]);
            cells.set(cellId(cell), entry);
          }
        }
        return { range, cells };
      }

      async function expectClusters(overrides: Partial<ListFilters>, envelope: MapEnvelope, zoom: number) {
        const { range, cells } = await expectedClusters(overrides, envelope, zoom);
        const result = await index.clusters({
          tenant: 'it',
          filters: filters(overrides),
          now,
          envelope,
          zoom,
        });
        expect(result.gridZoom).toBe(range.zoom);
        expect(sorted(result.clusters.map((cluster) => cluster.id))).toEqual(sorted([...cells.keys()]));
        for (const cluster of result.clusters) {
          const expected = cells.get(cluster.id)!;
          expect(cluster.region).toBe(cluster.id);
          expect(cluster.count, cluster.id).toBe(expected.offers.size);
          expect(cluster.categoryId).toBe(
            expected.categories.size === 1 ? [...expected.categories][0] : null,
          );
          const bounds = cellBounds(parseRegion(cluster.region)!);
          expect(cluster.latitude).toBeGreaterThanOrEqual(bounds.swLat);
          expect(cluster.latitude).toBeLessThanOrEqual(bounds.neLat);
          expect(cluster.longitude).toBeGreaterThanOrEqual(bounds.swLon);
          expect(cluster.longitude).toBeLessThanOrEqual(bounds.neLon);
          if (expected.points.length === 1) {
            expect(cluster.latitude).toBeCloseTo(expected.points[0]![0], 6);
            expect(cluster.longitude).toBeCloseTo(expected.points[0]![1], 6);
          }
          const markers = await index.markers({
            tenant: 'it',
            filters: filters(overrides),
            now,
            region: cluster.region,
            page: 1,
            perPage: 20,
          });
          expect(markers.total).toBe(cluster.count);
          expect(sorted(markers.items.map((marker) => marker.slug))).toEqual(sorted([...expected.offers]));
        }
        return result;
      }

      it('clusters a map of Europe: counts add up to every offer-location cell, markers list them', async () => {
        const result = await expectClusters({}, europe, 5);
        expect(result.gridZoom).toBe(5);
        const total = result.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
        // Every offer has one location, but devops-multi is in Warszawa and Wrocław (two cells at zoom 5).
        expect(total).toBe(active.length + 1);
        // At zoom 5 Poznań's cell also holds Wrocław and Łódź: mixed categories have no common one.
        const poznan = (zoom: number, clusters: readonly MapCluster[]) =>
          clusters.find((cluster) => cluster.id === cellId(cellAt(52.4064, 16.9252, zoom)));
        expect(poznan(5, result.clusters)).toMatchObject({ count: 4, categoryId: null });
        const closer = await expectClusters({}, poland, 8);
        expect(closer.gridZoom).toBe(8);
        expect(poznan(8, closer.clusters)).toMatchObject({ count: 2, categoryId: 'java' });
      });

      it('clusters follow the filters and the envelope', async () => {
        await expectClusters({}, world, 2);
        await expectClusters({ remote: true }, europe, 6.7);
        await expectClusters({ category: 'java' }, world, 3);
        const southernPoland = { neLat: 50.5, neLon: 20.5, swLat: 49.5, swLon: 18.5 };
        const south = await expectClusters({}, southernPoland, 9);
        expect(south.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(3);
        await expectClusters({ city: 'krakow', radiusKm: 25 }, southernPoland, 12);
      });

      it('a huge envelope at a high zoom is clustered at a lower grid zoom', async () => {
        const result = await expectClusters({}, world, 15);
        expect(result.gridZoom).toBeLessThan(15);
      });

      it('markers page through a cluster in list order', async () => {
        const [cluster] = (
          await index.clusters({ tenant: 'it', filters: filters(), now, envelope: world, zoom: 0 })
        ).clusters;
        expect(cluster?.count).toBe(active.length);
        const pages: string[] = [];
        for (let page = 1; page <= 3; page++) {
          const markers = await index.markers({
            tenant: 'it',
            filters: filters(),
            now,
            region: cluster!.region,
            page,
            perPage: 5,
          });
          expect(markers.total).toBe(active.length);
          expect(markers.items.length).toBe(page < 3 ? 5 : active.length - 10);
          pages.push(...markers.items.map((marker) => marker.slug));
        }
        expect(pages).toEqual(publishedDesc);
        const react = await index.markers({
          tenant: 'it',
          filters: filters({ keywords: ['react'] }),
          now,
          region: cluster!.region,
          page: 1,
          perPage: 20,
        });
        expect(react.items).toEqual([
          {
            offerId: offerId(2),
            slug: 'react-krakow',
            title: 'Frontend Developer (React)',
            employmentTypes: [
              { type: 'permanent', from: 15_000, to: 18_000, currency: 'PLN', unit: 'month', gross: false },
            ],
            companyLogoThumbUrl: null,
            applyUrl: 'https://apply.example/react-krakow',
            companyName: 'Kraków Apps',
            workplaceType: 'hybrid',
            experienceLevel: 'mid',
            city: 'Kraków',
            latitude: 50.0647,
            longitude: 19.945,
          },
        ]);
      });

      it('a region that is not a grid cell has no markers', async () => {
        for (const region of ['', 'nonsense', '99:0:0', '2:16:0', '1;DROP TABLE']) {
          expect(
            await index.markers({ tenant: 'it', filters: filters(), now, region, page: 1, perPage: 20 }),
          ).toEqual({ items: [], total: 0 });
        }
      });
    });

    describe('writes', () => {
      const workNow = new Date('2026-06-01T12:00:00.000Z');
      const spec = (n: number, version: number, title: string): OfferSpec => ({
        n,
        tenant: 'work',
        slug: `work-${n}`,
        title,
        company: 'Firma',
        skills: ['Excel'],
        category: 'it',
        at: [places.lublin],
        experience: 'mid',
        workplace: 'office',
        workingTime: 'full_time',
        published: day('15'),
        version,
      });
      const titleOf = async (n: number) => {
        const result = await index.search({
          tenant: 'work',
          filters: filters({ keywords: [`firma`] }),
          now: workNow,
          from: 0,
          itemsCount: 100,
        });
        return result.items.find((item) => item.guid === offerId(n))?.title ?? null;
      };

      it('upsert: idempotent, an older stream version never replaces a newer one', async () => {
        await index.upsert([offerDocument(spec(101, 2, 'Second'))]);
        await index.upsert([offerDocument(spec(101, 1, 'First'))]);
        expect(await titleOf(101)).toBe('Second');
        await index.upsert([offerDocument(spec(101, 2, 'Second again'))]);
        expect(await titleOf(101)).toBe('Second');
        await index.upsert([offerDocument(spec(101, 4, 'Fourth')), offerDocument(spec(101, 3, 'Third'))]);
        expect(await titleOf(101)).toBe('Fourth');
        await index.upsert([offerDocument({ ...spec(101, 5, 'Fifth'), at: [places.gdansk] })]);
        expect(await titleOf(101)).toBe('Fifth');
        const moved = await index.search({
          tenant: 'work',
          filters: filters({ city: 'gdansk' }),
          now: workNow,
          from: 0,
          itemsCount: 10,
        });
        expect(moved.items.map((item) => item.guid)).toEqual([offerId(101)]);
      });

      it('remove with a version: only older documents go, and a late older upsert stays out', async () => {
        await index.upsert([offerDocument(spec(102, 3, 'Kept'))]);
        await index.remove('work', [offerId(102)], 2);
        expect(await titleOf(102)).toBe('Kept');
        await index.remove('work', [offerId(102)], 5);
        expect(await titleOf(102)).toBeNull();
        await index.upsert([offerDocument(spec(102, 4, 'Late'))]);
        expect(await titleOf(102)).toBeNull();
        await index.upsert([offerDocument(spec(102, 6, 'Back'))]);
        expect(await titleOf(102)).toBe('Back');
      });

      it('suggestions follow the writes: an edit moves a title, a removal takes it away', async () => {
        const titles = async (text: string) =>
          (await index.suggest({ tenant: 'work', text, limit: 10, now: workNow })).titles;
        await index.upsert([
          offerDocument(spec(105, 1, 'Zoolog Terenowy')),
          offerDocument(spec(106, 1, 'Zoolog Terenowy')),
        ]);
        expect(await titles('zool')).toEqual([{ title: 'Zoolog Terenowy', count: 2 }]);
        await index.upsert([offerDocument(spec(106, 2, 'Zoolog Polowy'))]);
        expect(await titles('zool')).toEqual([
          { title: 'Zoolog Polowy', count: 1 },
          { title: 'Zoolog Terenowy', count: 1 },
        ]);
        expect(await titles('zoolog ter')).toEqual([{ title: 'Zoolog Terenowy', count: 1 }]);
        expect(await titles('zoologs')).toContainEqual({ title: 'Zoolog Polowy', count: 1 });
        await index.remove('work', [offerId(105)]);
        expect(await titles('zool')).toEqual([{ title: 'Zoolog Polowy', count: 1 }]);
        await index.remove('work', [offerId(106)], 3);
        expect(await titles('zool')).toEqual([]);
      });

      it('remove without a version takes the offer out at once; unknown ids are ignored', async () => {
        await index.upsert([offerDocument(spec(103, 1, 'Gone')), offerDocument(spec(104, 1, 'Stays'))]);
        await index.remove('work', [offerId(103), offerId(999), 'not-a-uuid']);
        expect(await titleOf(103)).toBeNull();
        expect(await titleOf(104)).toBe('Stays');
        await index.remove('it', [offerId(104)]);
        expect(await titleOf(104)).toBe('Stays');
        await index.upsert([]);
        await index.remove('work', []);
      });
    });
  });
}
