// @vitest-environment jsdom
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useListNavigation } from '../../listing/hooks/use-list-navigation';
import { fakeListApi, renderListing, seen } from '../../listing/test-kit';
import OffersMap from './offers-map';

// jsdom lays nothing out: give the map a size, or Leaflet sees a point and shows no marker.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const clusters = {
  zoom: 6,
  clusters: [
    { id: '6:35:21', region: '6:35:21', count: 12, latitude: 52.23, longitude: 21.01, categoryId: null },
    {
      id: '6:34:22',
      region: '6:34:22',
      count: 1,
      latitude: 50.06,
      longitude: 19.94,
      categoryId: 'javascript',
    },
  ],
};

const marker = (n: number) => ({
  offerId: `o${n}`,
  slug: `offer-${n}`,
  title: `Developer ${n}`,
  employmentTypes: [{ type: 'b2b', from: 20000, to: 25000, currency: 'PLN', unit: 'month', gross: false }],
  companyLogoThumbUrl: null,
  applyUrl: null,
  companyName: 'Acme',
  workplaceType: 'office',
  experienceLevel: 'mid',
  city: 'Warszawa',
  latitude: 52.23,
  longitude: 21.01,
});

const page = (n: number, count: number) => ({
  data: Array.from({ length: count }, (_, index) => marker((n - 1) * 20 + index + 1)),
  meta: { page: n, prevPage: null, nextPage: n === 1 ? 2 : null, totalPages: 2, totalItems: 25 },
});

/**
 * jsdom's clicks carry no pointerType, so Leaflet takes them for taps, and two taps on the map within
 * 200 ms for a double tap, whose position jsdom (which lays nothing out) makes NaN: an uncaught error.
 * No finger opens a cluster and taps "show more" within 200 ms; wait as long as a person would.
 */
const pastDoubleTap = () => new Promise((resolve) => setTimeout(resolve, 250));

const navigation: { navigate: ReturnType<typeof useListNavigation> } = { navigate: () => undefined };
function Navigator() {
  const navigate = useListNavigation();
  useEffect(() => {
    navigation.navigate = navigate;
  }, [navigate]);
  return null;
}

describe('the listing map', () => {
  it('shows the API clusters as keyboard-reachable markers and their offers 20 at a time', async () => {
    const asked = fakeListApi({ '/api/v2/user-panel/offers/clusters': clusters });
    const clustersOnly = globalThis.fetch;
    vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
      const query = new URL(path, 'http://board').searchParams;
      if (!path.startsWith('/api/v2/user-panel/offers/markers?')) return clustersOnly(path, init);
      asked.push(path);
      expect(query.get('region')).toBe('6:35:21');
      expect(query.get('perPage')).toBe('20');
      const n = Number(query.get('page'));
      return new Response(JSON.stringify(page(n, n === 1 ? 20 : 5)));
    });
    const user = userEvent.setup();
    renderListing(<OffersMap />, { ...defaultListFilters, remote: true });

    const many = await screen.findByRole('button', { name: '12 ofert tutaj' }, { timeout: 3000 });
    expect(screen.getByRole('button', { name: '1 oferta tutaj' })).toBeTruthy();
    expect(many.getAttribute('tabindex')).toBe('0');
    const question = new URL(
      asked.find((path) => path.includes('/clusters?'))!,
      'http://x',
    ).searchParams;
    expect(question.get('remote')).toBe('true');
    for (const key of ['neLat', 'neLon', 'swLat', 'swLon', 'zoom']) expect(question.get(key)).not.toBeNull();

    await user.click(many);
    const list = await screen.findByRole('list', { name: '25 ofert tutaj' });
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    expect(within(list).getByRole('link', { name: 'Developer 1' }).getAttribute('href')).toBe(
      '/job-offer/offer-1?lang=pl',
    );
    await pastDoubleTap();
    await user.click(screen.getByRole('button', { name: 'Pokaż więcej (20 z 25)' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: /Pokaż więcej/ })).toBeNull();
  });

  it('asks again for the new filters, 400 ms after a change', async () => {
    const asked = fakeListApi({ '/api/v2/user-panel/offers/clusters': clusters });
    renderListing(
      <>
        <Navigator />
        <OffersMap />
      </>,
    );
    await screen.findByRole('button', { name: '12 ofert tutaj' }, { timeout: 3000 });
    act(() => navigation.navigate({ ...seen.filters, withSalary: true }));
    await waitFor(() =>
      expect(asked.filter((path) => path.includes('/clusters?')).at(-1)).toContain('withSalary=true'),
    );
  });

  it('adds up a group of nearby clusters again when the filters change their counts', async () => {
    // Two cells a few kilometres apart: one marker at this zoom, the sum of both.
    const near = (counts: [number, number]) => ({
      zoom: 6,
      clusters: [
        {
          id: '6:35:21',
          region: '6:35:21',
          count: counts[0],
          latitude: 52.23,
          longitude: 21.01,
          categoryId: null,
        },
        {
          id: '6:35:22',
          region: '6:35:22',
          count: counts[1],
          latitude: 52.25,
          longitude: 21.05,
          categoryId: null,
        },
      ],
    });
    const asked = fakeListApi({});
    const fake = globalThis.fetch;
    vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
      if (!path.startsWith('/api/v2/user-panel/offers/clusters?')) return fake(path, init);
      asked.push(path);
      const remote = new URL(path, 'http://board').searchParams.get('remote') === 'true';
      return new Response(JSON.stringify(near(remote ? [4, 2] : [30, 7])));
    });
    // Filters of their own: the 5-second answer cache of the tests before holds none for them.
    const filters = { ...defaultListFilters, experienceLevels: ['junior' as const] };
    renderListing(
      <>
        <Navigator />
        <OffersMap />
      </>,
      filters,
    );
    await screen.findByRole('button', { name: '37 ofert tutaj' }, { timeout: 3000 });
    act(() => navigation.navigate({ ...seen.filters, remote: true }));
    // The same cells with smaller counts: the group's number follows (Leaflet.markercluster keeps a
    // group's icon until one of its markers is added or removed).
    await screen.findByRole('button', { name: '6 ofert tutaj' }, { timeout: 3000 });
    expect(screen.queryByRole('button', { name: '37 ofert tutaj' })).toBeNull();
  });

  it('keeps the clusters it shows when a refresh fails (reported, not shown as an error)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeListApi({});
    // Filters of their own: the 5-second answer cache of the tests before holds none for them.
    renderListing(<OffersMap />, { ...defaultListFilters, ukraineFriendly: true });
    await waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 3000 });
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
  });
});
