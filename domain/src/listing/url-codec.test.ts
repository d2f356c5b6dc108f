import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TenantId } from '../tenants';
import { tenantConfig } from '../tenant-config/tenant-config';
import type { Locale } from '../tenant-config/types';
import { defaultListFilters, type ListFilters } from './filters';
import { filterInvariantProblems, listFiltersArbitrary } from './list-filters-arbitrary';
import { filtersToUrl, urlToFilters } from './url-codec';

const it_ = tenantConfig('it');
const tenantIds: TenantId[] = ['it', 'work'];
const languages: Locale[] = ['pl', 'en'];

const filtered: ListFilters = {
  ...defaultListFilters,
  category: 'javascript',
  subcategories: ['react', 'vue'],
  city: 'warszawa',
  radiusKm: 25,
  keywords: ['node js', 'C#'],
  companies: ['Acme & Co.'],
  salary: { min: 10000, max: 20000 },
  withSalary: true,
  experienceLevels: ['mid', 'senior'],
  remote: true,
  sort: { sortBy: 'salary', orderBy: 'ASC' },
  from: 200,
};

describe('list page URL (spec §2)', () => {
  it('is the prefix plus the all-cities slug when nothing is chosen', () => {
    expect(filtersToUrl(defaultListFilters, it_, 'pl')).toBe('/praca/wszystkie-miasta');
    expect(filtersToUrl(defaultListFilters, it_, 'en')).toBe('/jobs/all-cities');
  });

  it('puts city, category and comma-joined subcategories in the path and filters under translated keys', () => {
    expect(filtersToUrl(filtered, it_, 'pl')).toBe(
      '/praca/warszawa/javascript/react,vue' +
        '?slowo-kluczowe=node%20js,C%23&firmy=Acme%20%26%20Co.&odleglosc=25&wynagrodzenie=10000,20000' +
        '&z-wynagrodzeniem=tak&doswiadczenie=mid,senior&zdalnie=tak&sortBy=salary&orderBy=ASC&from=200',
    );
    expect(filtersToUrl(filtered, it_, 'en')).toBe(
      '/jobs/warszawa/javascript/react,vue' +
        '?keyword=node%20js,C%23&companies=Acme%20%26%20Co.&radius=25&salary=10000,20000' +
        '&with-salary=yes&experience=mid,senior&remote=yes&sortBy=salary&orderBy=ASC&from=200',
    );
  });

  it('uses the all-cities slug before a category when no city is chosen, and URL slugs of options', () => {
    const filters: ListFilters = {
      ...defaultListFilters,
      category: 'dotnet',
      experienceLevels: ['c_level'],
      workingTimes: ['full_time'],
      employmentTypes: ['mandate_contract'],
      remoteWorkOptions: ['hybrid'],
      ukraineFriendly: true,
      showMap: true,
      currency: 'EUR',
      itemsCount: 50,
    };
    expect(filtersToUrl(filters, it_, 'pl')).toBe(
      '/praca/wszystkie-miasta/net?rodzaj-umowy=mandate-contract&doswiadczenie=c-level&wymiar-pracy=full-time' +
        '&tryb-pracy=hybrid&dla-ukraincow=tak&mapa=tak&currency=EUR&itemsCount=50',
    );
  });

  it('reads back what it writes', () => {
    for (const locale of languages) {
      expect(urlToFilters(filtersToUrl(filtered, it_, locale), it_, locale)).toEqual(filtered);
    }
  });

  it('reads a whole URL, ignoring origin, hash and unknown parameters', () => {
    const filters = urlToFilters(
      'https://it.localhost:3000/praca/gdansk/python/django?doswiadczenie=senior&lang=pl&utm_source=x#wiecej-filtrow',
      it_,
      'pl',
    );
    expect(filters).toEqual({
      ...defaultListFilters,
      city: 'gdansk',
      category: 'python',
      subcategories: ['django'],
      experienceLevels: ['senior'],
    });
  });

  it('reads key_value path segments with dots for commas', () => {
    expect(
      urlToFilters('/jobs/all-cities/java/experience_mid.senior/salary_10000.', it_, 'en'),
    ).toMatchObject({
      category: 'java',
      experienceLevels: ['mid', 'senior'],
      salary: { min: 10000, max: 1_000_000 },
    });
  });

  it('decodes percent-encoding and plus signs, and shrugs off malformed escapes', () => {
    expect(
      urlToFilters('/praca/wszystkie-miasta?slowo-kluczowe=C%2B%2B,node+js', it_, 'pl').keywords,
    ).toEqual(['C++', 'node js']);
    expect(urlToFilters('/praca/%E0%A4%A/%zz?slowo-kluczowe=%E0%A4%A', it_, 'pl')).toMatchObject({
      city: null,
      category: null,
    });
  });

  it('drops what breaks a rule instead of failing', () => {
    expect(
      urlToFilters(
        '/praca/atlantyda/cobol/x?wynagrodzenie=20000,10000&zdalnie=yes&doswiadczenie=guru&sortBy=x&from=-3',
        it_,
        'pl',
      ),
    ).toEqual(defaultListFilters);
  });
});

const urlish = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(
      fc.array(
        fc.oneof(
          fc.webSegment(),
          fc.constantFrom(
            'praca',
            'jobs',
            'warszawa',
            'javascript',
            'react,vue',
            'doswiadczenie_mid.senior',
            'salary_1.2',
          ),
        ),
        { maxLength: 6 },
      ),
      fc.webQueryParameters(),
    )
    .map(([segments, query]) => `/${segments.join('/')}?${query}`),
);

describe('URL codec properties', () => {
  it('round-trips every valid filter set, for both boards and both languages', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...tenantIds)
          .chain((tenant) => fc.tuple(fc.constant(tenant), listFiltersArbitrary(tenantConfig(tenant)))),
        fc.constantFrom(...languages),
        ([tenant, filters], locale) => {
          const config = tenantConfig(tenant);
          expect(urlToFilters(filtersToUrl(filters, config, locale), config, locale)).toEqual(filters);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throws on garbage, always keeps the invariants, and canonicalises in one step', () => {
    fc.assert(
      fc.property(
        urlish,
        fc.constantFrom(...tenantIds),
        fc.constantFrom(...languages),
        (url, tenant, locale) => {
          const config = tenantConfig(tenant);
          const filters = urlToFilters(url, config, locale);
          expect(filterInvariantProblems(filters, config)).toEqual([]);
          const canonical = filtersToUrl(filters, config, locale);
          expect(urlToFilters(canonical, config, locale)).toEqual(filters);
          expect(filtersToUrl(urlToFilters(canonical, config, locale), config, locale)).toBe(canonical);
        },
      ),
      { numRuns: 300 },
    );
  });
});
