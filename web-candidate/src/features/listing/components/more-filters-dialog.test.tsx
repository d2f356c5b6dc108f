// @vitest-environment jsdom
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { urlToFilters } from '@tablica/domain/listing/url-codec';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { address, seen, fakeListApi, itConfig, renderListing } from '../test-kit';
import MoreFiltersDialog from './more-filters-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('More filters', () => {
  it('disables Clear filters with none set, previews the count and writes the address after a change', async () => {
    const asked = fakeListApi({ '/api/v2/user-panel/offers/count': { count: 1234 } });
    const user = userEvent.setup();
    renderListing(<MoreFiltersDialog open onClose={() => undefined} />);

    expect((screen.getByRole('button', { name: 'Wyczyść filtry' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'B2B' }));
    await user.click(screen.getByRole('checkbox', { name: 'Senior' }));
    expect((screen.getByRole('button', { name: 'Wyczyść filtry' }) as HTMLButtonElement).disabled).toBe(
      false,
    );

    // 1 s after the last change the address holds the filters (history entry replaced, not pushed).
    await waitFor(() =>
      expect(address()).toBe('/praca/wszystkie-miasta?rodzaj-umowy=b2b&doswiadczenie=senior'),
    );
    await waitFor(() => expect(urlToFilters(address(), itConfig, 'pl')).toEqual(seen.filters));
    // The preview counts the draft's filters.
    await screen.findByRole('button', { name: /^Pokaż 1.234 oferty$/ });
    expect(asked.some((path) => path.includes('employmentTypes%5B0%5D=b2b'))).toBe(true);
  });

  it('clears only its own filters and applies them with Show offers', async () => {
    fakeListApi({ '/api/v2/user-panel/offers/count': { count: 0 } });
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderListing(<MoreFiltersDialog open onClose={onClose} />, {
      ...defaultListFilters,
      city: 'warszawa',
      withSalary: true,
      experienceLevels: ['junior'],
    });

    await user.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    expect((screen.getByRole('checkbox', { name: 'Junior' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('button', { name: 'Wyczyść filtry' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(await screen.findByRole('button', { name: /Brak ofert|Pokaż oferty/ }));
    expect(onClose).toHaveBeenCalled();
    expect(address()).toBe('/praca/warszawa');
  });

  it('has two salary handles where both ends may be set', async () => {
    fakeListApi({ '/api/v2/user-panel/offers/count': { count: 3 } });
    renderListing(<MoreFiltersDialog open onClose={() => undefined} />);
    expect(screen.getAllByRole('slider')).toHaveLength(2);
  });
});
