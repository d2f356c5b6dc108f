import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tenantConfig } from '../tenant-config/tenant-config';
import type { Locale, TenantConfig } from '../tenant-config/types';
import type { TenantId } from '../tenants';
import { defaultListFilters, isFiltered, parseListFilters, type RawListQuery } from './filters';
import { filterInvariantProblems } from './list-filters-arbitrary';

const it_ = tenantConfig('it');
const work = tenantConfig('work');

/** The list page at /praca/wszystkie-miasta with these Polish query parameters. */
function parse(query: RawListQuery, config: TenantConfig = it_) {
  return parseListFilters({ slug: ['praca', 'wszystkie-miasta'], ...query }, config, 'pl');
}

function withSalaryBounds(min: number, max: number): TenantConfig {
  return {
    ...it_,
    params: it_.params.map((param) =>
      param.backendKey === 'salary' ? { ...param, validation: { min, max } } : param,
    ),
  };
}

describe('list filters from the list page route (spec §5 "Filters")', () => {
  it('with nothing given are the defaults: all offers, published descending, from 0, 100 per page', () => {
    expect(parseListFilters({}, it_)).toEqual(defaultListFilters);
    expect(parse({})).toEqual(defaultListFilters);
    expect(isFiltered(defaultListFilters)).toBe(false);
  });

  describe('range (salary)', () => {
    it('is accepted as exactly two numeric values within the bounds, first ≤ second', () => {
      expect(parse({ wynagrodzenie: '10000,20000' }).salary).toEqual({ min: 10000, max: 20000 });
      expect(parse({ wynagrodzenie: '0,46500' }).salary).toEqual({ min: 0, max: 46500 });
      expect(parse({ wynagrodzenie: '15000,15000' }).salary).toEqual({ min: 15000, max: 15000 });
      expect(parse({ wynagrodzenie: '12000.50,20000' }).salary).toEqual({ min: 12000.5, max: 20000 });
      expect(parse({ wynagrodzenie: ['10000', '20000'] }).salary).toEqual({ min: 10000, max: 20000 });
    });

    it('fills an empty end with the minimum or the maximum', () => {
      expect(parse({ wynagrodzenie: '15000,' }).salary).toEqual({ min: 15000, max: 1_000_000 });
      expect(parse({ wynagrodzenie: ',20000' }).salary).toEqual({ min: 0, max: 20000 });
    });

    it('is dropped when the first value is above the second', () => {
      expect(parse({ wynagrodzenie: '20000,10000' }).salary).toBeNull();
    });

    it('is dropped without exactly two values', () => {
      expect(parse({ wynagrodzenie: '10000' }).salary).toBeNull();
      expect(parse({ wynagrodzenie: '1000,2000,3000' }).salary).toBeNull();
      expect(parse({ wynagrodzenie: ['1000', '2000', '3000'] }).salary).toBeNull();
      expect(parse({ wynagrodzenie: '' }).salary).toBeNull();
    });

    it('is dropped when a value is not numeric', () => {
      for (const value of [
        'abc,5000',
        '5000,x',
        '-5,5000',
        '1e3,5000',
        '0x10,5000',
        'Infinity,5000',
        '5 000,6000',
      ]) {
        expect(parse({ wynagrodzenie: value }).salary).toBeNull();
      }
    });

    it('is dropped when a value lies outside the bounds (default 0 to 1,000,000)', () => {
      expect(parse({ wynagrodzenie: '0,1000001' }).salary).toBeNull();
      expect(parse({ wynagrodzenie: '2000000,3000000' }).salary).toBeNull();
    });

    it('emits nothing when both ends are the whole range', () => {
      expect(parse({ wynagrodzenie: '0,1000000' }).salary).toBeNull();
      expect(parse({ wynagrodzenie: ',' }).salary).toBeNull();
      expect(parse({ wynagrodzenie: '0,' }).salary).toBeNull();
    });

    it("uses the param's own validation bounds when it has them", () => {
      const config = withSalaryBounds(1000, 50_000);
      expect(parse({ wynagrodzenie: ',20000' }, config).salary).toEqual({ min: 1000, max: 20000 });
      expect(parse({ wynagrodzenie: '500,20000' }, config).salary).toBeNull();
      expect(parse({ wynagrodzenie: '1000,50000' }, config).salary).toBeNull();
    });

    it('falls back to 0 to 1,000,000 when the param gives no bounds', () => {
      const config: TenantConfig = {
        ...it_,
        params: it_.params.map((param) =>
          param.backendKey === 'salary' ? { ...param, validation: {} } : param,
        ),
      };
      expect(parse({ wynagrodzenie: '999999,1000000' }, config).salary).toEqual({
        min: 999999,
        max: 1_000_000,
      });
      expect(parse({ wynagrodzenie: '0,1000001' }, config).salary).toBeNull();
    });
  });

  describe('boolean', () => {
    it('is on only with a single value equal to the boolean slug of the language', () => {
      expect(parse({ 'z-wynagrodzeniem': 'tak' }).withSalary).toBe(true);
      expect(parse({ zdalnie: 'tak' }).remote).toBe(true);
      expect(parse({ 'dla-ukraincow': 'tak' }).ukraineFriendly).toBe(true);
      expect(parse({ mapa: 'tak' }).showMap).toBe(true);
      const english = parseListFilters({ slug: ['jobs'], remote: 'yes' }, it_, 'en');
      expect(english.remote).toBe(true);
    });

    it('is off for any other value, several values, or another language’s slug', () => {
      for (const value of ['yes', 'TAK', 'true', '1', '', 'tak,tak', ' tak']) {
        expect(parse({ zdalnie: value }).remote).toBe(false);
      }
      expect(parse({ zdalnie: ['tak', 'tak'] }).remote).toBe(false);
    });
  });

  describe('multiselect', () => {
    it('keeps values matching a config slug, in config order, each once', () => {
      const filters = parse({ doswiadczenie: 'senior,mid,mid', 'rodzaj-umowy': ['permanent', 'b2b'] });
      expect(filters.experienceLevels).toEqual(['mid', 'senior']);
      expect(filters.employmentTypes).toEqual(['b2b', 'permanent']);
    });

    it('ignores unknown slugs (and catalogue values that are not the slug)', () => {
      expect(parse({ doswiadczenie: 'senior,guru,c_level' }).experienceLevels).toEqual(['senior']);
      expect(parse({ doswiadczenie: 'c-level' }).experienceLevels).toEqual(['c_level']);
      expect(parse({ 'wymiar-pracy': 'full-time,sometimes' }).workingTimes).toEqual(['full_time']);
      expect(parse({ 'tryb-pracy': 'hybrid,moon' }).remoteWorkOptions).toEqual(['hybrid']);
    });

    it('ignores keys of the other language', () => {
      expect(parse({ experience: 'senior' }).experienceLevels).toEqual([]);
    });
  });

  describe('free text (keyword, skills, titles, companies)', () => {
    it('keeps any non-empty text, comma-separated, trimmed, each once regardless of case', () => {
      const filters = parse({
        'slowo-kluczowe': ' react ,  node   js ,,React',
        umiejetnosci: ['TypeScript', 'C#'],
        stanowiska: 'Senior Developer',
        firmy: 'Acme & Co., Żabka',
      });
      expect(filters.keywords).toEqual(['react', 'node js']);
      expect(filters.skills).toEqual(['TypeScript', 'C#']);
      expect(filters.titles).toEqual(['Senior Developer']);
      expect(filters.companies).toEqual(['Acme & Co.', 'Żabka']);
      expect(parse({ 'slowo-kluczowe': ' , ,  ' }).keywords).toEqual([]);
    });

    it('cuts a keyword to 500 characters', () => {
      expect(parse({ 'slowo-kluczowe': 'a'.repeat(600) }).keywords).toEqual(['a'.repeat(500)]);
      expect(parse({ 'slowo-kluczowe': `${'a'.repeat(499)} b` }).keywords).toEqual(['a'.repeat(499)]);
    });

    it('counts characters, not UTF-16 units, and never leaves half a character', () => {
      const [keyword] = parse({ 'slowo-kluczowe': '😀'.repeat(600) }).keywords;
      expect(Array.from(keyword ?? '')).toHaveLength(500);
      expect(parse({ 'slowo-kluczowe': 'ab\uD800cd' }).keywords).toEqual(['ab\uFFFDcd']);
    });

    it('keeps at most 20 values per filter', () => {
      const many = Array.from({ length: 30 }, (_, i) => `skill${i}`).join(',');
      expect(parse({ umiejetnosci: many }).skills).toHaveLength(20);
    });
  });

  describe('path: city, category, subcategories', () => {
    it('reads the city slug, the category slug and subcategory slugs joined by commas', () => {
      const filters = parseListFilters({ slug: ['praca', 'warszawa', 'javascript', 'vue,react'] }, it_, 'pl');
      expect(filters).toMatchObject({
        city: 'warszawa',
        category: 'javascript',
        subcategories: ['react', 'vue'],
      });
      expect(isFiltered(filters)).toBe(true);
    });

    it('maps category slugs to category keys', () => {
      const filters = parseListFilters({ slug: ['praca', 'krakow', 'net', 'c-sharp'] }, it_, 'pl');
      expect(filters).toMatchObject({ city: 'krakow', category: 'dotnet', subcategories: ['csharp'] });
    });

    it('reads the all-cities slug, and an unknown city, as no city', () => {
      expect(parseListFilters({ slug: ['praca', 'wszystkie-miasta', 'java'] }, it_, 'pl')).toMatchObject({
        city: null,
        category: 'java',
      });
      expect(parseListFilters({ slug: ['praca', 'atlantyda', 'java'] }, it_, 'pl')).toMatchObject({
        city: null,
        category: 'java',
      });
    });

    it('clears an unknown category, a static one, or a subcategory in the category position', () => {
      for (const category of ['cobol', 'praca-poza-it', 'react']) {
        const filters = parseListFilters({ slug: ['praca', 'warszawa', category, 'react'] }, it_, 'pl');
        expect(filters).toMatchObject({ city: 'warszawa', category: null, subcategories: [] });
      }
    });

    it('ignores subcategories of another parent and unknown ones', () => {
      const filters = parseListFilters(
        { slug: ['praca', 'wszystkie-miasta', 'javascript', 'react,django,x'] },
        it_,
      );
      expect(filters.subcategories).toEqual(['react']);
    });

    it('accepts the slug as one path string', () => {
      expect(parseListFilters({ slug: 'praca/gdansk/python' }, it_, 'pl')).toMatchObject({
        city: 'gdansk',
        category: 'python',
      });
    });

    it('reads extra key_value path segments, dots standing for commas; the query wins over them', () => {
      const filters = parseListFilters(
        {
          slug: [
            'praca',
            'warszawa',
            'doswiadczenie_mid.senior',
            'java',
            'wynagrodzenie_10000.20000',
            'zdalnie_tak',
          ],
        },
        it_,
        'pl',
      );
      expect(filters).toMatchObject({
        city: 'warszawa',
        category: 'java',
        experienceLevels: ['mid', 'senior'],
        salary: { min: 10000, max: 20000 },
        remote: true,
      });
      const queryWins = parseListFilters(
        { slug: ['praca', 'warszawa', 'doswiadczenie_mid'], doswiadczenie: 'junior' },
        it_,
        'pl',
      );
      expect(queryWins.experienceLevels).toEqual(['junior']);
    });

    it('takes the language from `locale` when no argument names it', () => {
      expect(
        parseListFilters({ slug: ['jobs'], locale: 'en', experience: 'senior' }, it_).experienceLevels,
      ).toEqual(['senior']);
      expect(
        parseListFilters({ slug: ['praca'], locale: 'xx', doswiadczenie: 'senior' }, it_).experienceLevels,
      ).toEqual(['senior']);
    });
  });

  describe('radius', () => {
    it('is a configured distance around the chosen city', () => {
      expect(parseListFilters({ slug: ['praca', 'wroclaw'], odleglosc: '25' }, it_, 'pl').radiusKm).toBe(25);
    });

    it('is ignored at 0, at a distance not offered, or without a city', () => {
      expect(parseListFilters({ slug: ['praca', 'wroclaw'], odleglosc: '0' }, it_, 'pl').radiusKm).toBeNull();
      expect(
        parseListFilters({ slug: ['praca', 'wroclaw'], odleglosc: '30' }, it_, 'pl').radiusKm,
      ).toBeNull();
      expect(
        parseListFilters({ slug: ['praca', 'wroclaw'], odleglosc: 'far' }, it_, 'pl').radiusKm,
      ).toBeNull();
      expect(parse({ odleglosc: '25' }).radiusKm).toBeNull();
    });
  });

  describe('sort', () => {
    it('accepts published, newest and salary, ascending or descending', () => {
      expect(parse({ sortBy: 'salary', orderBy: 'ASC' }).sort).toEqual({ sortBy: 'salary', orderBy: 'ASC' });
      expect(parse({ sortBy: 'newest', orderBy: 'desc' }).sort).toEqual({
        sortBy: 'newest',
        orderBy: 'DESC',
      });
      expect(parse({ sortBy: 'published', orderBy: 'asc' }).sort).toEqual({
        sortBy: 'published',
        orderBy: 'ASC',
      });
      expect(parse({ sortBy: 'salary' }).sort).toEqual({ sortBy: 'salary', orderBy: 'DESC' });
    });

    it('falls back to published descending when the sort is unknown', () => {
      expect(parse({ sortBy: 'relevance', orderBy: 'ASC' }).sort).toEqual({
        sortBy: 'published',
        orderBy: 'DESC',
      });
      expect(parse({ orderBy: 'ASC' }).sort).toEqual({ sortBy: 'published', orderBy: 'DESC' });
      expect(parse({ sortBy: ['salary', 'newest'] }).sort).toEqual({ sortBy: 'published', orderBy: 'DESC' });
    });
  });

  describe('window and currency', () => {
    it('reads from as a whole number ≥ 0 (else 0) and itemsCount within 1..100 (else 100)', () => {
      expect(parse({ from: '200', itemsCount: '50' })).toMatchObject({ from: 200, itemsCount: 50 });
      for (const from of ['-1', '1.5', 'abc', '', '99999999999999999999'])
        expect(parse({ from }).from).toBe(0);
      for (const itemsCount of ['0', '101', '-5', '2.5', 'all'])
        expect(parse({ itemsCount }).itemsCount).toBe(100);
    });

    it('keeps a currency the tenant offers, in any letter case', () => {
      expect(parse({ currency: 'eur' }).currency).toBe('EUR');
      expect(parse({ currency: 'GBP' }).currency).toBeNull();
      expect(parse({ currency: 'EUR' }, work).currency).toBeNull();
    });
  });
});

const knownRawKeys = [
  'slug',
  'locale',
  ...it_.params.flatMap((param) => [param.frontendKey.pl, param.frontendKey.en]),
  'sortBy',
  'orderBy',
  'from',
  'itemsCount',
  'currency',
];

const rangeEnd = fc.oneof(
  fc.integer({ min: -10, max: 2_000_000 }).map(String),
  fc.constantFrom('', 'x', '1.5', '1e3'),
);

const rawValue = fc.oneof(
  fc.string(),
  fc.array(fc.string(), { maxLength: 4 }),
  fc.constant(undefined),
  fc.stringMatching(/^[-\d.,a-z_ ]{0,20}$/),
  fc.tuple(rangeEnd, rangeEnd).map(([min, max]) => `${min},${max}`),
  fc.array(rangeEnd, { maxLength: 3 }),
  fc.constantFrom('tak', 'yes', '0,1000000', ',', 'mid,senior', 'warszawa', '25', 'salary', 'ASC', 'c-level'),
);

const slugValue = fc.oneof(
  fc.array(
    fc.constantFrom(
      'praca',
      'jobs',
      'warszawa',
      'java',
      'javascript',
      'react,vue',
      'doswiadczenie_mid',
      'x_y',
      '',
    ),
    {
      maxLength: 6,
    },
  ),
  rawValue,
);

/** Every known key may be present, with values aimed at the rules; unknown keys too. */
const rawQuery = fc
  .tuple(
    fc.record(Object.fromEntries(knownRawKeys.map((key) => [key, key === 'slug' ? slugValue : rawValue])), {
      requiredKeys: [],
    }),
    fc.dictionary(fc.string(), rawValue, { maxKeys: 3 }),
  )
  .map(([known, unknown]) => ({ ...unknown, ...known }) as RawListQuery);

describe('parseListFilters properties', () => {
  it('never throws and always keeps every invariant, whatever the route parameters', () => {
    fc.assert(
      fc.property(
        rawQuery,
        fc.constantFrom<TenantId>('it', 'work'),
        fc.constantFrom<Locale>('pl', 'en'),
        (raw, tenant, locale) => {
          const config = tenantConfig(tenant);
          expect(filterInvariantProblems(parseListFilters(raw, config, locale), config)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('survives values no router produces (numbers, objects, nulls)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...knownRawKeys), fc.anything(), { maxKeys: 8 }), (raw) => {
        const filters = parseListFilters(raw as RawListQuery, it_);
        expect(filterInvariantProblems(filters, it_)).toEqual([]);
      }),
    );
  });
});
