// @vitest-environment jsdom
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test-kit';
import {
  addLocalSearch,
  localSearchId,
  maxLocalSearches,
  readLocalSearches,
  removeLocalSearch,
} from './local-searches';
import { moveLocalSearches } from './move-local-searches';

const search = (n: number) => ({
  searchUrl: `/praca/wszystkie-miasta?slowo-kluczowe=k${n}`,
  name: `Szukam ${n}`,
  filters: { ...defaultListFilters, keywords: [`k${n}`] },
});

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('a visitor’s searches in this browser (spec §3 jobAlerts, version 1)', () => {
  it('keeps them under jobAlerts, version 1, with jobAlert null and an id derived from the URL', () => {
    expect(addLocalSearch(search(1))).toBe('saved');
    const stored = JSON.parse(window.localStorage.getItem('jobAlerts')!) as {
      version: number;
      items: unknown[];
    };
    expect(stored.version).toBe(1);
    expect(stored.items).toEqual([
      expect.objectContaining({
        id: localSearchId(search(1).searchUrl),
        searchUrl: search(1).searchUrl,
        filterName: 'Szukam 1',
        jobAlert: null,
        filters: expect.objectContaining({ keywords: ['k1'] }),
      }),
    ]);
    expect(localSearchId(search(1).searchUrl)).toBe(localSearchId(search(1).searchUrl));
    expect(localSearchId(search(1).searchUrl)).not.toBe(localSearchId(search(2).searchUrl));
    // The same search again is the same one.
    expect(addLocalSearch(search(1))).toBe('exists');
    expect(readLocalSearches()).toHaveLength(1);
  });

  it('holds at most 10, and deletes', () => {
    for (let n = 0; n < maxLocalSearches; n++) expect(addLocalSearch(search(n))).toBe('saved');
    expect(addLocalSearch(search(10))).toBe('limit');
    expect(readLocalSearches()).toHaveLength(10);
    removeLocalSearch(localSearchId(search(3).searchUrl));
    expect(readLocalSearches().map((item) => item.filterName)).not.toContain('Szukam 3');
    expect(addLocalSearch(search(10))).toBe('saved');
  });

  it('reads another version, garbage or foreign URLs as nothing', () => {
    window.localStorage.setItem('jobAlerts', JSON.stringify({ version: 2, items: [search(1)] }));
    expect(readLocalSearches()).toEqual([]);
    window.localStorage.setItem('jobAlerts', '{not json');
    expect(readLocalSearches()).toEqual([]);
    window.localStorage.setItem(
      'jobAlerts',
      JSON.stringify({
        version: 1,
        items: [{ id: 'x', searchUrl: 'https://evil.example/', filterName: 'x', filters: {} }],
      }),
    );
    expect(readLocalSearches()).toEqual([]);
  });
});

describe('moving them to the account on sign-in', () => {
  it('saves each through POST /job-filters; one the account has already counts as moved', async () => {
    addLocalSearch(search(1));
    addLocalSearch(search(2));
    const asked = fakeApi({
      'POST /api/it/job-filters': [
        { status: 201, body: { jobFilterId: 'a' } },
        { status: 409, body: { code: 'job_filter.already_exists' } },
      ],
    });
    expect(await moveLocalSearches('it', 'pl')).toEqual({ moved: 2, kept: [], reason: null });
    expect(asked).toEqual([
      {
        method: 'POST',
        path: '/api/it/job-filters',
        body: { searchUrl: search(1).searchUrl, name: 'Szukam 1', filters: search(1).filters },
      },
      expect.objectContaining({ body: expect.objectContaining({ name: 'Szukam 2' }) }),
    ]);
    expect(readLocalSearches()).toEqual([]);
    // Again: nothing left to move, nothing asked.
    expect(await moveLocalSearches('it', 'pl')).toEqual({ moved: 0, kept: [], reason: null });
    expect(asked).toHaveLength(2);
  });

  it('keeps here what the account refuses (the limit, a failure) and says why', async () => {
    addLocalSearch(search(1));
    addLocalSearch(search(2));
    addLocalSearch(search(3));
    fakeApi({
      'POST /api/it/job-filters': [
        { status: 201, body: { jobFilterId: 'a' } },
        { status: 422, body: { code: 'job_alert.limit_reached' } },
        { status: 422, body: { code: 'job_alert.limit_reached' } },
      ],
    });
    const move = await moveLocalSearches('it', 'en');
    expect(move.moved).toBe(1);
    expect(move.reason).toBe('limit');
    expect(move.kept.map((item) => item.filterName)).toEqual(['Szukam 2', 'Szukam 3']);
    expect(readLocalSearches().map((item) => item.filterName)).toEqual(['Szukam 2', 'Szukam 3']);

    fakeApi({ 'POST /api/it/job-filters': { status: 500, body: { code: 'internal_error' } } });
    const failed = await moveLocalSearches('it', 'en');
    expect(failed).toMatchObject({ moved: 0, reason: 'failed' });
    expect(readLocalSearches()).toHaveLength(2);
  });
});
