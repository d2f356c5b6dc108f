import { describe, expect, it } from 'vitest';
import { defaultListFilters, type ListFilters } from '@tablica/domain/listing/filters';
import {
  boardDocuments,
  boardNow,
  filterCases,
  newestDesc,
  publishedDesc,
  salaryAsc,
  salaryDesc,
} from './contract';
import { toMeiliDocument, type MeiliOfferDocument } from './meilisearch';
import { buildMeiliFilter, buildMeiliSort, quote } from './meilisearch-filter';

const scope = (filters: Partial<ListFilters> = {}) => ({
  tenant: 'it' as const,
  filters: { ...defaultListFilters, ...filters },
  now: boardNow,
});
const base = `tenant = "it" AND expiredAtMs > ${boardNow.getTime()}`;

describe('buildMeiliFilter', () => {
  it('always keeps to the tenant and to offers active now', () => {
    expect(buildMeiliFilter(scope())).toBe(base);
  });

  it('writes each filter rule', () => {
    expect(buildMeiliFilter(scope({ category: 'java' }))).toBe(`${base} AND categoryKeys = "java"`);
    expect(buildMeiliFilter(scope({ category: 'java', subcategories: ['kotlin', 'scala'] }))).toBe(
      `${base} AND categoryKeys IN ["kotlin", "scala"]`,
    );
    expect(buildMeiliFilter(scope({ city: 'krakow' }))).toBe(`${base} AND citySlugs = "krakow"`);
    expect(buildMeiliFilter(scope({ city: 'krakow', radiusKm: 25 }))).toBe(
      `${base} AND (citySlugs = "krakow" OR _geoRadius(50.0647, 19.945, 25000))`,
    );
    expect(buildMeiliFilter(scope({ keywords: ['Senior Node.js', 'Łódź'] }))).toBe(
      `${base} AND (keywordTerms = "senior" AND keywordTerms = "node" AND keywordTerms = "js" AND keywordTerms = "lodz")`,
    );
    expect(buildMeiliFilter(scope({ titles: ['Java Developer', 'QA'] }))).toBe(
      `${base} AND ((titleTerms = "java" AND titleTerms = "developer") OR titleTerms = "qa")`,
    );
    expect(buildMeiliFilter(scope({ companies: ['Żabka'] }))).toBe(`${base} AND companyTerms = "zabka"`);
    expect(buildMeiliFilter(scope({ skills: ['React.js', 'TypeScript'] }))).toBe(
      `${base} AND (skillKeys = "react.js" AND skillKeys = "typescript")`,
    );
    expect(buildMeiliFilter(scope({ experienceLevels: ['mid', 'senior'] }))).toBe(
      `${base} AND experienceLevel IN ["mid", "senior"]`,
    );
    expect(buildMeiliFilter(scope({ workingTimes: ['part_time'] }))).toBe(
      `${base} AND workingTime IN ["part_time"]`,
    );
    expect(buildMeiliFilter(scope({ remoteWorkOptions: ['hybrid'] }))).toBe(
      `${base} AND workplaceType IN ["hybrid"]`,
    );
    expect(buildMeiliFilter(scope({ ukraineFriendly: true, remote: true }))).toBe(
      `${base} AND ukraineFriendly = true AND remote = true`,
    );
  });

  it('salary: the overlap on each employment type looked at, in monthly base-currency amounts', () => {
    expect(buildMeiliFilter(scope({ salary: { min: 1_000, max: 2_000 }, currency: 'EUR' }))).toBe(
      `${base} AND ((pay.b2b.min <= 8500 AND pay.b2b.max >= 4250)` +
        ` OR (pay.permanent.min <= 8500 AND pay.permanent.max >= 4250)` +
        ` OR (pay.mandate_contract.min <= 8500 AND pay.mandate_contract.max >= 4250)` +
        ` OR (pay.internship.min <= 8500 AND pay.internship.max >= 4250)` +
        ` OR (pay.any.min <= 8500 AND pay.any.max >= 4250))`,
    );
    expect(
      buildMeiliFilter(
        scope({ salary: { min: 10_000, max: 20_000 }, employmentTypes: ['b2b'], withSalary: true }),
      ),
    ).toBe(
      `${base} AND ((pay.b2b.min <= 20000 AND pay.b2b.max >= 10000) OR (pay.any.min <= 20000 AND pay.any.max >= 10000))` +
        ` AND salaryKinds IN ["b2b", "any"] AND employmentKinds IN ["b2b", "any"]`,
    );
    expect(buildMeiliFilter(scope({ withSalary: true }))).toBe(`${base} AND withSalary = true`);
  });

  it('quotes what it is given: a text cannot break out of its string', () => {
    expect(quote('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(buildMeiliFilter(scope({ skills: ['x" OR tenant = "work'] }))).toBe(
      `${base} AND skillKeys = "x\\" or tenant = \\"work"`,
    );
  });

  it('a keyword without letters or digits filters nothing', () => {
    expect(buildMeiliFilter(scope({ keywords: ['#', '++'] }))).toBe(base);
  });
});

// A small evaluator of the filter language, enough to check that the expressions and the documents
// `toMeiliDocument` writes mean what the contract says (the contract itself runs only with a server).
type Token = { kind: 'string' | 'number' | 'word' | 'symbol'; text: string };

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  const pattern =
    /\s*(?:"((?:\\.|[^"\\])*)"|(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)|([A-Za-z_][\w.]*)|(<=|>=|!=|[=<>()[\],]))/gy;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < expression.length && (match = pattern.exec(expression))) {
    if (match[1] !== undefined) tokens.push({ kind: 'string', text: match[1].replace(/\\(.)/g, '$1') });
    else if (match[2] !== undefined) tokens.push({ kind: 'number', text: match[2] });
    else if (match[3] !== undefined) tokens.push({ kind: 'word', text: match[3] });
    else if (match[4] !== undefined) tokens.push({ kind: 'symbol', text: match[4] });
  }
  return tokens;
}

type Predicate = (document: MeiliOfferDocument) => boolean;

function valuesAt(document: MeiliOfferDocument, attribute: string): unknown[] {
  let value: unknown = document;
  for (const key of attribute.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function distanceMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

function parse(expression: string): Predicate {
  const tokens = tokenize(expression);
  let at = 0;
  const next = () => tokens[at++]!;
  const peek = () => tokens[at];
  const literal = (token: Token): unknown =>
    token.kind === 'number' ? Number(token.text) : token.kind === 'word' ? token.text === 'true' : token.text;
  const compare = (value: unknown, operator: string, wanted: unknown) => {
    if (operator === '=') return value === wanted;
    if (typeof value !== 'number' || typeof wanted !== 'number') return false;
    return operator === '<='
      ? value <= wanted
      : operator === '>='
        ? value >= wanted
        : operator === '<'
          ? value < wanted
          : value > wanted;
  };
  function atom(): Predicate {
    const token = next();
    if (token.text === '(') {
      const inner = or();
      expect(next().text).toBe(')');
      return inner;
    }
    if (token.text === '_geoRadius') {
      expect(next().text).toBe('(');
      const [lat, , lon, , meters] = [next(), next(), next(), next(), next()].map((part) =>
        Number(part.text),
      );
      expect(next().text).toBe(')');
      return (document) =>
        (document._geojson?.geometry.coordinates ?? []).some(
          ([longitude, latitude]) => distanceMeters(lat!, lon!, latitude, longitude) <= meters!,
        );
    }
    const attribute = token.text;
    const operator = next().text;
    if (operator === 'IN') {
      expect(next().text).toBe('[');
      const wanted: unknown[] = [];
      while (peek()?.text !== ']') {
        wanted.push(literal(next()));
        if (peek()?.text === ',') next();
      }
      next();
      return (document) => valuesAt(document, attribute).some((value) => wanted.includes(value));
    }
    const wanted = literal(next());
    return (document) => valuesAt(document, attribute).some((value) => compare(value, operator, wanted));
  }
  function and(): Predicate {
    const parts = [atom()];
    while (peek()?.text === 'AND') {
      next();
      parts.push(atom());
    }
    return (document) => parts.every((part) => part(document));
  }
  function or(): Predicate {
    const parts = [and()];
    while (peek()?.text === 'OR') {
      next();
      parts.push(and());
    }
    return (document) => parts.some((part) => part(document));
  }
  const predicate = or();
  expect(at).toBe(tokens.length);
  return predicate;
}

const documents = boardDocuments.map(toMeiliDocument);

function evaluate(filters: Partial<ListFilters>): string[] {
  const matches = parse(buildMeiliFilter(scope(filters)));
  return documents
    .filter(matches)
    .map((document) => document.item!.slug)
    .sort();
}

function order(sort: readonly string[], slugs: readonly string[]): string[] {
  const bySlug = new Map(documents.map((document) => [document.item!.slug, document]));
  return [...slugs].sort((a, b) => {
    for (const key of sort) {
      const [attribute, direction] = key.split(':') as [keyof MeiliOfferDocument, 'asc' | 'desc'];
      const left = bySlug.get(a)![attribute] as number | string;
      const right = bySlug.get(b)![attribute] as number | string;
      if (left !== right) return (left < right ? -1 : 1) * (direction === 'asc' ? 1 : -1);
    }
    return 0;
  });
}

describe('Meilisearch filters on the contract board', () => {
  for (const filterCase of filterCases) {
    it(`${filterCase.rule}: ${JSON.stringify(filterCase.filters)}`, () => {
      expect(evaluate(filterCase.filters)).toEqual([...filterCase.expected].sort());
    });
  }

  it('expired offers, other tenants and tombstones are never found', () => {
    const tombstone: MeiliOfferDocument = {
      id: 'it_x',
      tenant: 'it',
      offerId: 'x',
      streamVersion: 9,
      removed: true,
    };
    const matches = parse(buildMeiliFilter(scope()));
    expect(matches(tombstone)).toBe(false);
    expect(evaluate({})).toEqual([...publishedDesc].sort());
  });

  it('sorts as the contract orders the board', () => {
    const sortOf = (sortBy: 'published' | 'newest' | 'salary', orderBy: 'ASC' | 'DESC') =>
      order(buildMeiliSort({ sort: { sortBy, orderBy } }), publishedDesc);
    expect(sortOf('published', 'DESC')).toEqual(publishedDesc);
    expect(sortOf('published', 'ASC')).toEqual([...publishedDesc].reverse());
    expect(sortOf('newest', 'DESC')).toEqual(newestDesc);
    expect(sortOf('salary', 'DESC')).toEqual(salaryDesc);
    expect(sortOf('salary', 'ASC')).toEqual(salaryAsc);
  });
});
