// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addLocalSearch } from '../state/local-searches';
import { fakeApi, renderWithAlerts } from '../test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the move snackbar', () => {
  it('says on any other page, once, that this device’s searches moved to the account (Polish)', async () => {
    addLocalSearch({ searchUrl: '/praca/krakow/java', name: 'Java, Kraków', filters: defaultListFilters });
    fakeApi({
      'POST /api/it/job-filters': { status: 201, body: { jobFilterId: 'f2' } },
      'GET /api/it/job-filters': { status: 200, body: [] },
    });
    renderWithAlerts(<main>listing</main>, { viewer: 'signed-in', locale: 'pl' });
    const moved = '1 zapisane wyszukiwanie z tego urządzenia jest teraz na Twoim koncie.';
    expect(await screen.findByText(moved)).toBeTruthy();
    expect(screen.getAllByText(moved)).toHaveLength(1);
  });
});
