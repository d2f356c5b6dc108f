import { describe, expect, it } from 'vitest';
import { defaultListFilters, type ListFilters } from '@tablica/domain/listing/filters';
import { boardDocuments, boardNow, filterCases, newestDesc } from './contract';
import { candidatesFor, distanceMeters, matchable, matchesPlan, newestFirst } from './filter-match';
import { planFilters } from './filter-plan';
import type { SearchScope } from './port';

const documents = boardDocuments.map(matchable);

function find(filters: Partial<ListFilters>, scope: Partial<SearchScope> = {}): string[] {
  const plan = planFilters('it', { ...defaultListFilters, ...filters });
  const at = { tenant: 'it' as const, now: boardNow, ...scope };
  const found = documents.filter((document) => matchesPlan(plan, document, at)).sort(newestFirst);
  // The category index hands over the same documents a full pass finds.
  expect(candidatesFor(plan, documents).filter((document) => matchesPlan(plan, document, at))).toEqual(
    documents.filter((document) => matchesPlan(plan, document, at)),
  );
  return found.map((target) => target.document.slug);
}

describe('matchesPlan: the search index contract’s filter cases, in memory', () => {
  for (const filterCase of filterCases)
    it(`${filterCase.rule}: ${JSON.stringify(filterCase.filters)}`, () => {
      expect(find(filterCase.filters).sort()).toEqual([...filterCase.expected].sort());
    });

  it('newest first with the id tie-breaker, as the adapters sort `newest`', () => {
    expect(find({})).toEqual(newestDesc);
  });

  it('keeps to the tenant, to offers active now and to the appeared window', () => {
    expect(find({ keywords: ['java'] }, { tenant: 'work' })).toEqual(['work-java-lodz']);
    expect(find({}, { now: new Date('2026-07-01T00:00:00.000Z') })).toEqual([]);
    const window = (after: string, until?: string) => ({
      appeared: { after: new Date(after), until: until ? new Date(until) : undefined },
    });
    expect(find({}, window('2026-05-28T10:00:00.000Z', '2026-05-29T10:00:00.000Z'))).toEqual([
      'react-krakow',
    ]);
    expect(find({ category: 'javascript' }, window('2026-05-28T10:00:00.000Z'))).toEqual([
      'node-gdansk',
      'react-krakow',
    ]);
  });

  it('measures radii on PostgreSQL earthdistance’s sphere', () => {
    const krakow = { latitude: 50.0647, longitude: 19.945 };
    const wieliczka = { latitude: 49.987, longitude: 20.0647 };
    expect(distanceMeters(krakow, krakow)).toBe(0);
    expect(distanceMeters(krakow, wieliczka)).toBeGreaterThan(11_000);
    expect(distanceMeters(krakow, wieliczka)).toBeLessThan(13_000);
  });
});
