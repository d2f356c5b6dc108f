import fc from 'fast-check';
import { filterParam } from '../tenant-config/tenant-config';
import type { CategoryConfig, FilterKey, FilterOption, TenantConfig } from '../tenant-config/types';
import { freeTextLimit, type ListFilters } from './filters';
import {
  maxFreeTextValues,
  normaliseFreeText,
  rangeBounds,
  sortFields,
  sortOrders,
  type SalaryRange,
} from './filter-values';

/** Test support: every valid `ListFilters` of a tenant, and the invariants every parse result keeps. */

const awkwardCharacters = [
  'a',
  'Ż',
  'ł',
  ' ',
  '%',
  '+',
  '&',
  '=',
  '#',
  '?',
  '/',
  '.',
  '_',
  ',',
  '"',
  '😀',
  '\u00a0',
  '\t',
];

function freeTextArbitrary(maxLength: number): fc.Arbitrary<readonly string[]> {
  const text = fc
    .oneof(
      { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
      { weight: 4, arbitrary: fc.string({ unit: fc.constantFrom(...awkwardCharacters), maxLength: 12 }) },
      {
        weight: 1,
        arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: maxLength - 5, maxLength: maxLength + 20 }),
      },
    )
    .map((raw) => normaliseFreeText(raw, maxLength))
    .filter((normalised) => normalised !== '');
  return fc.uniqueArray(text, { maxLength: 4, selector: (item) => item.toLowerCase() });
}

function optionsArbitrary<Value extends string>(
  options: readonly FilterOption<Value>[],
): fc.Arbitrary<Value[]> {
  return fc.subarray(options.map((option) => option.value));
}

function salaryArbitrary(config: TenantConfig): fc.Arbitrary<SalaryRange | null> {
  const bounds = rangeBounds(filterParam(config, 'salary'));
  const amount = fc.oneof(
    fc.integer({ min: bounds.min, max: bounds.max }),
    fc.integer({ min: bounds.min * 100, max: bounds.max * 100 }).map((cents) => cents / 100),
    fc.constantFrom(bounds.min, bounds.max),
  );
  return fc.option(
    fc
      .tuple(amount, amount)
      .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }))
      .filter((range) => range.min !== bounds.min || range.max !== bounds.max),
  );
}

function filterable(categories: readonly CategoryConfig[]): CategoryConfig[] {
  return categories.filter((category) => !category.static);
}

export function listFiltersArbitrary(config: TenantConfig): fc.Arbitrary<ListFilters> {
  const category = fc.option(fc.constantFrom(...filterable(config.categories))).chain((main) =>
    main
      ? fc.subarray(filterable(main.children).map((child) => child.key)).map((subcategories) => ({
          category: main.key as string | null,
          subcategories,
        }))
      : fc.constant({ category: null as string | null, subcategories: [] as string[] }),
  );
  const radii = config.distanceOptions.filter((option) => option.km > 0).map((option) => option.km);
  const place = fc
    .option(fc.constantFrom(...config.cities.map((city) => city.slug)))
    .chain((city) =>
      city === null
        ? fc.constant({ city, radiusKm: null })
        : fc.option(fc.constantFrom(...radii)).map((radiusKm) => ({ city: city as string | null, radiusKm })),
    );
  const texts = (key: FilterKey) => freeTextArbitrary(freeTextLimit(config, key));

  return fc
    .record({
      category,
      place,
      keywords: texts('keyword'),
      skills: texts('skills'),
      titles: texts('titles'),
      companies: texts('companies'),
      salary: salaryArbitrary(config),
      withSalary: fc.boolean(),
      employmentTypes: optionsArbitrary(config.employmentTypes),
      experienceLevels: optionsArbitrary(config.experienceLevels),
      workingTimes: optionsArbitrary(config.workingTimes),
      remoteWorkOptions: optionsArbitrary(config.remoteWorkOptions),
      ukraineFriendly: fc.boolean(),
      remote: fc.boolean(),
      showMap: fc.boolean(),
      sort: fc.record({ sortBy: fc.constantFrom(...sortFields), orderBy: fc.constantFrom(...sortOrders) }),
      currency: fc.option(fc.constantFrom(...config.currencies)),
      from: fc.oneof(fc.constant(0), fc.nat({ max: 10_000 }), fc.maxSafeNat()),
      itemsCount: fc.integer({ min: 1, max: 100 }),
    })
    .map(({ category, place, ...rest }) => ({ ...category, ...place, ...rest }));
}

function inConfigOrder(chosen: readonly string[], all: readonly string[]): boolean {
  const positions = chosen.map((item) => all.indexOf(item));
  return positions.every(
    (position, index) => position >= 0 && (index === 0 || position > (positions[index - 1] ?? -1)),
  );
}

/** What is wrong with filters (empty when they keep every rule of spec §5 and of the model). */
export function filterInvariantProblems(filters: ListFilters, config: TenantConfig): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const main = filterable(config.categories).find((category) => category.key === filters.category);
  check(filters.category === null || main !== undefined, 'category is a filterable main category');
  check(
    inConfigOrder(
      filters.subcategories,
      filterable(main?.children ?? []).map((child) => child.key),
    ),
    'subcategories are children of the category, once each, in config order',
  );
  check(
    filters.city === null || config.cities.some((city) => city.slug === filters.city),
    'city is configured',
  );
  check(
    filters.radiusKm === null ||
      (filters.city !== null &&
        filters.radiusKm > 0 &&
        config.distanceOptions.some((o) => o.km === filters.radiusKm)),
    'radius is a configured distance above 0, with a city',
  );
  const textKeys = [
    ['keyword', filters.keywords],
    ['skills', filters.skills],
    ['titles', filters.titles],
    ['companies', filters.companies],
  ] as const;
  for (const [key, values] of textKeys) {
    const limit = freeTextLimit(config, key);
    check(values.length <= maxFreeTextValues, `${key}: at most ${maxFreeTextValues} values`);
    check(new Set(values.map((value) => value.toLowerCase())).size === values.length, `${key}: each once`);
    for (const value of values) {
      check(value !== '' && !value.includes(','), `${key}: non-empty, no comma`);
      check(Array.from(value).length <= limit, `${key}: at most ${limit} characters`);
      check(normaliseFreeText(value, limit) === value, `${key}: normalised`);
    }
  }
  const bounds = rangeBounds(filterParam(config, 'salary'));
  const { salary } = filters;
  check(
    salary === null ||
      (bounds.min <= salary.min &&
        salary.min <= salary.max &&
        salary.max <= bounds.max &&
        !(salary.min === bounds.min && salary.max === bounds.max)),
    'salary within bounds, ordered, not the whole range',
  );
  const options = [
    [filters.employmentTypes, config.employmentTypes],
    [filters.experienceLevels, config.experienceLevels],
    [filters.workingTimes, config.workingTimes],
    [filters.remoteWorkOptions, config.remoteWorkOptions],
  ] as const;
  for (const [chosen, offered] of options) {
    check(
      inConfigOrder(
        chosen,
        offered.map((option: FilterOption) => option.value),
      ),
      'multiselect values are config values, once each, in config order',
    );
  }
  check(
    sortFields.includes(filters.sort.sortBy) && sortOrders.includes(filters.sort.orderBy),
    'sort is known',
  );
  check(filters.currency === null || config.currencies.includes(filters.currency), 'currency is offered');
  check(Number.isSafeInteger(filters.from) && filters.from >= 0, 'from is a whole number ≥ 0');
  check(
    Number.isInteger(filters.itemsCount) && filters.itemsCount >= 1 && filters.itemsCount <= 100,
    'itemsCount within 1..100',
  );
  return problems;
}
