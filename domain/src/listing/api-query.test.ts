import { parse as parseQueryString } from 'node:querystring';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TenantId } from '../tenants';
import { tenantConfig } from '../tenant-config/tenant-config';
import { filtersToApiQuery, parseApiFilters } from './api-query';
import { defaultListFilters } from './filters';
import { filterInvariantProblems, listFiltersArbitrary } from './list-filters-arbitrary';

const it_ = tenantConfig('it');
const work = tenantConfig('work');

/** What Express 5's default ("simple") query parser makes of a query string. */
function simpleParse(query: string) {
  return { ...parseQueryString(query) };
}

describe('list filters from the candidate API query (spec §7 offers/by-cursor)', () => {
  it('reads indexed arrays however the query parser delivered them', () => {
    const expected = ['mid', 'senior'];
    expect(parseApiFilters({ experienceLevels: ['mid', 'senior'] }, it_).experienceLevels).toEqual(expected);
    expect(parseApiFilters({ experienceLevels: { 0: 'mid', 1: 'senior' } }, it_).experienceLevels).toEqual(
      expected,
    );
    expect(
      parseApiFilters(simpleParse('experienceLevels[0]=mid&experienceLevels[1]=senior'), it_)
        .experienceLevels,
    ).toEqual(expected);
    expect(
      parseApiFilters(simpleParse('experienceLevels%5B1%5D=senior&experienceLevels%5B0%5D=mid'), it_)
        .experienceLevels,
    ).toEqual(expected);
    expect(
      parseApiFilters(simpleParse('experienceLevels[]=mid&experienceLevels[]=senior'), it_).experienceLevels,
    ).toEqual(expected);
    expect(parseApiFilters({ experienceLevels: 'senior,mid' }, it_).experienceLevels).toEqual(expected);
  });

  it('keeps free-text values in the order given, index order first', () => {
    const query = simpleParse('keywords[10]=c&keywords[2]=b&keywords[0]=a');
    expect(parseApiFilters(query, it_).keywords).toEqual(['a', 'b', 'c']);
    expect(
      parseApiFilters({ companyNames: ['Acme'], jobTitles: ['Lead'], skills: ['Go'] }, it_),
    ).toMatchObject({
      companies: ['Acme'],
      titles: ['Lead'],
      skills: ['Go'],
    });
  });

  it('accepts catalogue values or URL slugs for options and drops unknown ones', () => {
    const filters = parseApiFilters(
      {
        experienceLevels: ['c_level', 'c-level', 'guru'],
        employmentTypes: ['mandate_contract', 'any'],
        workingTimes: ['part_time'],
        remoteWorkOptions: ['remote', 'mars'],
      },
      it_,
    );
    expect(filters).toMatchObject({
      experienceLevels: ['c_level'],
      employmentTypes: ['mandate_contract'],
      workingTimes: ['part_time'],
      remoteWorkOptions: ['remote'],
    });
  });

  describe('categories', () => {
    it('turn subcategories into their main category with those subcategories', () => {
      expect(parseApiFilters({ categories: ['vue', 'react'] }, it_)).toMatchObject({
        category: 'javascript',
        subcategories: ['react', 'vue'],
      });
    });

    it('keep a main category alone, by key or by slug', () => {
      expect(parseApiFilters({ categories: ['javascript'] }, it_)).toMatchObject({
        category: 'javascript',
        subcategories: [],
      });
      expect(parseApiFilters({ categories: ['net'] }, it_)).toMatchObject({
        category: 'dotnet',
        subcategories: [],
      });
    });

    it('are decided by the first one recognised; other parents, static and unknown ones are dropped', () => {
      expect(parseApiFilters({ categories: ['cobol', 'java', 'react', 'spring'] }, it_)).toMatchObject({
        category: 'java',
        subcategories: ['spring'],
      });
      expect(parseApiFilters({ categories: ['non-it'] }, it_)).toMatchObject({
        category: null,
        subcategories: [],
      });
    });
  });

  it('finds the city by slug or name and keeps a configured radius around it', () => {
    expect(parseApiFilters({ city: 'Kraków', cityRadiusKm: '50' }, it_)).toMatchObject({
      city: 'krakow',
      radiusKm: 50,
    });
    expect(parseApiFilters({ city: 'krakow', cityRadiusKm: '0' }, it_)).toMatchObject({
      city: 'krakow',
      radiusKm: null,
    });
    expect(parseApiFilters({ city: 'Atlantis', cityRadiusKm: '50' }, it_)).toMatchObject({
      city: null,
      radiusKm: null,
    });
    expect(parseApiFilters({ city: ['krakow', 'gdansk'] }, it_).city).toBeNull();
  });

  describe('salary', () => {
    it('takes salaryMin and salaryMax, filling a missing end with the bound', () => {
      expect(parseApiFilters({ salaryMin: '10000', salaryMax: '20000' }, it_).salary).toEqual({
        min: 10000,
        max: 20000,
      });
      expect(parseApiFilters({ salaryMin: '10000' }, it_).salary).toEqual({ min: 10000, max: 1_000_000 });
      expect(parseApiFilters({ salaryMax: '20000' }, it_).salary).toEqual({ min: 0, max: 20000 });
    });

    it('drops a reversed, non-numeric, out-of-bounds, repeated or whole range', () => {
      for (const query of [
        { salaryMin: '20000', salaryMax: '10000' },
        { salaryMin: 'lots' },
        { salaryMax: '2000000' },
        { salaryMin: ['1', '2'] },
        { salaryMin: '0', salaryMax: '1000000' },
      ]) {
        expect(parseApiFilters(query, it_).salary).toBeNull();
      }
    });
  });

  it('reads booleans as true or 1', () => {
    expect(parseApiFilters({ withSalary: 'true', remote: '1', ukraineFriendly: 'yes' }, it_)).toMatchObject({
      withSalary: true,
      remote: true,
      ukraineFriendly: false,
    });
  });

  it('falls back to published descending, from 0 and 100 items when those are invalid', () => {
    expect(
      parseApiFilters({ sortBy: 'salary', orderBy: 'ASC', from: '200', itemsCount: '25' }, it_),
    ).toMatchObject({
      sort: { sortBy: 'salary', orderBy: 'ASC' },
      from: 200,
      itemsCount: 25,
    });
    expect(parseApiFilters({ sortBy: 'salaryAsc', from: '-1', itemsCount: '150' }, it_)).toMatchObject({
      sort: { sortBy: 'published', orderBy: 'DESC' },
      from: 0,
      itemsCount: 100,
    });
  });

  it('ignores what is not a query object', () => {
    for (const query of [undefined, null, 'experienceLevels=mid', 42, [], ['mid']]) {
      expect(parseApiFilters(query, it_)).toEqual(defaultListFilters);
    }
  });

  it('writes arrays as indexed keys and a category as its subcategories', () => {
    const query = filtersToApiQuery({
      ...defaultListFilters,
      category: 'javascript',
      subcategories: ['react', 'vue'],
      experienceLevels: ['mid', 'senior'],
      city: 'warszawa',
      radiusKm: 25,
      salary: { min: 10000, max: 20000 },
      remote: true,
    });
    expect(query).toEqual({
      'categories[0]': 'react',
      'categories[1]': 'vue',
      remote: 'true',
      city: 'warszawa',
      salaryMin: '10000',
      salaryMax: '20000',
      'experienceLevels[0]': 'mid',
      'experienceLevels[1]': 'senior',
      cityRadiusKm: '25',
      sortBy: 'published',
      orderBy: 'DESC',
      from: '0',
      itemsCount: '100',
    });
  });
});

const tenantAndFilters = fc
  .constantFrom<TenantId>('it', 'work')
  .chain((tenant) => fc.tuple(fc.constant(tenant), listFiltersArbitrary(tenantConfig(tenant))));

describe('parseApiFilters properties', () => {
  it('round-trips filters through the API query string as Express parses it', () => {
    fc.assert(
      fc.property(tenantAndFilters, ([tenant, filters]) => {
        const config = tenantConfig(tenant);
        const sent = new URLSearchParams(filtersToApiQuery(filters)).toString();
        expect(parseApiFilters(simpleParse(sent), config)).toEqual({ ...filters, showMap: false });
      }),
      { numRuns: 200 },
    );
  });

  it('never throws and always keeps every invariant, whatever the query', () => {
    const apiKey = fc.constantFrom(
      'categories',
      'categories[0]',
      'categories[]',
      'keywords',
      'keywords[1]',
      'companyNames',
      'skills',
      'jobTitles',
      'withSalary',
      'remoteWorkOptions',
      'remote',
      'city',
      'salaryMin',
      'salaryMax',
      'ukraineFriendly',
      'experienceLevels',
      'experienceLevels[0]',
      'employmentTypes',
      'workingTimes',
      'cityRadiusKm',
      'sortBy',
      'orderBy',
      'from',
      'itemsCount',
      'currency',
      '__proto__',
      'constructor',
    );
    fc.assert(
      fc.property(fc.dictionary(fc.oneof(apiKey, fc.string()), fc.anything(), { maxKeys: 10 }), (query) => {
        expect(filterInvariantProblems(parseApiFilters(query, it_), it_)).toEqual([]);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.anything(), (query) => {
        expect(filterInvariantProblems(parseApiFilters(query, work), work)).toEqual([]);
      }),
    );
  });

  it('never throws on any query string, as Express parses it', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme' }),
          fc.string({
            unit: fc.constantFrom('a', '[', ']', '0', '=', '&', '%', ',', 'mid', 'from', 'salaryMin'),
          }),
        ),
        (query) => {
          expect(filterInvariantProblems(parseApiFilters(simpleParse(query), it_), it_)).toEqual([]);
        },
      ),
    );
  });
});
