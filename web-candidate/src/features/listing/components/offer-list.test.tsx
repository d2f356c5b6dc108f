// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { useOfferWindows } from '../hooks/use-offer-windows';
import { fakeListApi, renderListing } from '../test-kit';
import { OfferList } from './offer-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A list whose window after the first failed to load (the network, say). */
const failedList = (retry: () => void, edge: 'end' | 'all' = 'end'): ReturnType<typeof useOfferWindows> => ({
  key: '',
  first: 0,
  offers: [],
  total: 250,
  prev: null,
  next: null,
  status: 'failed',
  edge,
  stale: false,
  loadNext: () => undefined,
  loadPrevious: () => undefined,
  retry,
});

describe('a window of the list that did not load', () => {
  it('says so as an alert, with a retry that asks again (pl)', async () => {
    fakeListApi({});
    const retry = vi.fn();
    const user = userEvent.setup();
    renderListing(<OfferList list={failedList(retry)} now="2026-11-27T12:00:00.000Z" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Nie udało się wczytać kolejnych ofert');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('names a failed refresh of the whole list apart (en)', () => {
    fakeListApi({});
    renderListing(
      <OfferList list={failedList(() => undefined, 'all')} now="2026-11-27T12:00:00.000Z" />,
      undefined,
      'en',
    );
    expect(screen.getByRole('alert').textContent).toContain('We couldn’t load the offers for these filters');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
