// @vitest-environment jsdom
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { urlToFilters } from '@tablica/domain/listing/url-codec';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { address, seen, fakeListApi, itConfig, renderListing } from '../test-kit';
import { CategoryStrip } from './category-strip';
import { FilterChips } from './filter-chips';
import { QuickSwitch } from './quick-switch';
import { SortMenu } from './sort-menu';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Every change writes the address with the codec; reading that address back gives the same filters
 * (the spy sees the filters in an effect after the render, so it is waited for).
 */
const roundTrips = (locale: 'pl' | 'en' = 'pl') =>
  waitFor(() => expect(urlToFilters(address(), itConfig, locale)).toEqual(seen.filters));

describe('the URL is the state', () => {
  it('a sort pushes a new address without from', async () => {
    fakeListApi({});
    const user = userEvent.setup();
    renderListing(<SortMenu />, { ...defaultListFilters, city: 'krakow', from: 200 });
    expect(address()).toBe('/praca/krakow?from=200');
    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: /Sortuj/ }));
    // The menu's code loads on the first press (issue 11, initial JS).
    await user.click(await screen.findByRole('menuitem', { name: 'Wynagrodzenie: od najniższego' }));
    expect(address()).toBe('/praca/krakow?sortBy=salary&orderBy=ASC');
    expect(window.history.length).toBe(before + 1);
    await roundTrips();
  });

  it('a category is chosen and chosen again to clear it; switches write their boolean slug', async () => {
    fakeListApi({});
    const user = userEvent.setup();
    renderListing(
      <>
        <CategoryStrip onShowAll={() => undefined} />
        <QuickSwitch field="remote" label="filters.remoteSwitch" />
      </>,
      defaultListFilters,
      'en',
    );
    expect(screen.getByRole('button', { name: 'JavaScript', pressed: false })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Remote', checked: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'JavaScript' }));
    expect(address()).toBe('/jobs/all-cities/javascript');
    // The chosen category shows pressed (the plain chip's filled look hangs on aria-pressed).
    expect(screen.getByRole('button', { name: 'JavaScript', pressed: true })).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Remote' }));
    expect(address()).toBe('/jobs/all-cities/javascript?remote=yes');
    expect(screen.getByRole('switch', { name: 'Remote', checked: true })).toBeTruthy();
    await roundTrips('en');
    await user.click(screen.getByRole('button', { name: 'JavaScript' }));
    expect(address()).toBe('/jobs/all-cities?remote=yes');
    await roundTrips('en');
  });

  it('removing a chip drops that filter only', async () => {
    fakeListApi({});
    const user = userEvent.setup();
    renderListing(<FilterChips />, {
      ...defaultListFilters,
      city: 'warszawa',
      radiusKm: 25,
      skills: ['React'],
      withSalary: true,
    });
    await user.click(screen.getByRole('button', { name: 'Usuń filtr: +25 km' }));
    expect(address()).toBe('/praca/warszawa?umiejetnosci=React&z-wynagrodzeniem=tak');
    await user.click(screen.getByRole('button', { name: 'Usuń filtr: Warszawa' }));
    expect(address()).toBe('/praca/wszystkie-miasta?umiejetnosci=React&z-wynagrodzeniem=tak');
    await roundTrips();
    // As MUI's deletable chip: Delete (or Backspace) on the focused chip removes it too.
    screen.getByRole('button', { name: 'Usuń filtr: React' }).focus();
    await user.keyboard('{Delete}');
    expect(address()).toBe('/praca/wszystkie-miasta?z-wynagrodzeniem=tak');
    await roundTrips();
  });
});
