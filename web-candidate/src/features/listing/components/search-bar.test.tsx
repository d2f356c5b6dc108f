// @vitest-environment jsdom
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { urlToFilters } from '@tablica/domain/listing/url-codec';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { address, fakeListApi, itConfig, renderListing, seen } from '../test-kit';
import { SearchBar } from './search-bar';

const suggestions = {
  titles: [{ title: 'React Developer', count: 4 }],
  companies: [{ title: 'Reaktor', count: 1 }],
  skills: [{ title: 'React', count: 9 }],
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the search bar', () => {
  it('suggests from 2 characters, after typing stops, and a choice becomes a chip in the address', async () => {
    const asked = fakeListApi({ '/api/v2/user-panel/offers/suggest': suggestions });
    const user = userEvent.setup();
    renderListing(<SearchBar />, { ...defaultListFilters, city: 'warszawa' });

    const input = screen.getByRole('combobox', { name: 'Szukaj ofert' });
    await user.type(input, 'r');
    expect(asked.filter((path) => path.includes('/suggest'))).toHaveLength(0);
    await user.type(input, 'ea');
    const option = await screen.findByRole('option', { name: 'React Developer' });
    // Nothing for one character; the settled text is asked, scoped to the list's city.
    const suggestCalls = asked.filter((path) => path.includes('/suggest'));
    expect(suggestCalls.some((path) => /search=r(&|$)/.test(path))).toBe(false);
    expect(suggestCalls.at(-1)).toContain('city=warszawa');
    expect(suggestCalls.at(-1)).toContain('search=rea');

    await user.click(option);
    expect(address()).toBe('/praca/warszawa?stanowiska=React%20Developer');
    await waitFor(() => expect(urlToFilters(address(), itConfig, 'pl')).toEqual(seen.filters));
    expect(JSON.parse(localStorage.getItem('tablica.lastSearches') ?? '[]')).toEqual([
      { variant: 'titles', title: 'React Developer' },
    ]);
  });

  it('takes typed text as a keyword with Enter and shows the last searches when the text is short', async () => {
    fakeListApi({ '/api/v2/user-panel/offers/suggest': suggestions });
    localStorage.setItem('tablica.lastSearches', JSON.stringify([{ variant: 'skills', title: 'Kotlin' }]));
    const user = userEvent.setup();
    renderListing(<SearchBar />);
    const input = screen.getByRole('combobox', { name: 'Szukaj ofert' });
    await user.type(input, 'node js{Enter}');
    await waitFor(() => expect(address()).toBe('/praca/wszystkie-miasta?slowo-kluczowe=node%20js'));
    expect(JSON.parse(localStorage.getItem('tablica.lastSearches') ?? '[]')).toEqual([
      { variant: 'keyword', title: 'node js' },
      { variant: 'skills', title: 'Kotlin' },
    ]);
    await user.click(input);
    expect(await screen.findByText('Ostatnie wyszukiwania')).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Kotlin' }));
    expect(address()).toBe('/praca/wszystkie-miasta?slowo-kluczowe=node%20js&umiejetnosci=Kotlin');
  });

  it('removes a chip with its delete button', async () => {
    fakeListApi({});
    const user = userEvent.setup();
    renderListing(<SearchBar />, { ...defaultListFilters, skills: ['React'], companies: ['Reaktor'] });
    await user.click(screen.getByRole('combobox', { name: 'Szukaj ofert' }));
    const chip = screen.getByRole('button', { name: 'React' });
    await user.click(chip.querySelector('svg')!);
    expect(address()).toBe('/praca/wszystkie-miasta?firmy=Reaktor');
  });
});
