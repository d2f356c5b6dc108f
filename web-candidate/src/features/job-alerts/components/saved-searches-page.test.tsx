// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import type { SavedSearch } from '../api/job-alerts-api';
import { addLocalSearch } from '../state/local-searches';
import { fakeApi, renderWithAlerts } from '../test-kit';
import { AlertsBell } from './alerts-bell';
import { SavedSearchesPage } from './saved-searches-page';

const react: SavedSearch = {
  id: 'f1',
  searchUrl: '/jobs/all-cities/javascript/react',
  filterName: 'React',
  jobAlert: { status: 'active', frequency: 'twiceAWeek' },
  count: 3,
  consent: [
    { at: '2026-11-20T09:00:00.000Z', action: 'requested', via: 'email-link' },
    { at: '2026-11-20T09:00:00.000Z', action: 'given', via: 'verified-account' },
  ],
};
const java: SavedSearch = {
  id: 'f2',
  searchUrl: '/jobs/krakow/java',
  filterName: 'Java, Kraków',
  jobAlert: null,
  count: 1,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (
  <>
    <AlertsBell />
    <SavedSearchesPage signInHref="/profile" />
  </>
);

describe('the saved searches page and the bell', () => {
  it('shows each search with its new offers and alert, the bell the total; deletes after asking', async () => {
    const asked = fakeApi({
      'GET /api/it/job-filters': [
        { status: 200, body: [react, java] },
        { status: 200, body: [java] },
      ],
      'DELETE /api/it/job-filters/f1': { status: 204 },
    });
    renderWithAlerts(page, { viewer: 'signed-in' });
    const user = userEvent.setup();
    const tiles = await screen.findAllByRole('article');
    expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual([
      'React',
      'Java, Kraków',
    ]);
    expect(within(tiles[0]!).getByText('3 new offers')).toBeTruthy();
    expect(within(tiles[0]!).getByRole('switch', { name: 'E-mail alert' })).toHaveProperty('checked', true);
    expect(within(tiles[1]!).getByRole('switch', { name: 'E-mail alert' })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Saved searches: 4 new offers' })).toBeTruthy();

    // The bell lists them too.
    await user.click(screen.getByRole('button', { name: 'Saved searches: 4 new offers' }));
    const popover = await screen.findByRole('dialog', { name: 'Saved searches' });
    expect(within(popover).getByRole('link', { name: /React/ }).getAttribute('href')).toBe(react.searchUrl);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The consent trail (GDPR art. 7(1)) is there to read.
    const history = within(tiles[0]!).getByRole('button', { name: 'Consent history' });
    expect(history.getAttribute('aria-expanded')).toBe('false');
    await user.click(history);
    expect(within(tiles[0]!).getByRole('list').textContent).toContain(
      'Consent given from your account (verified e-mail)',
    );
    expect(within(tiles[1]!).queryByRole('button', { name: 'Consent history' })).toBeNull();

    await user.click(within(tiles[0]!).getByRole('button', { name: 'Delete React' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    expect(within(confirm).getByText('“React” and its e-mail alert will be deleted.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Saved search deleted')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Saved searches', level: 1 })),
    );
    expect(screen.getByRole('button', { name: 'Saved searches: 1 new offer' })).toBeTruthy();
    expect(asked.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/it/job-filters/f1',
    ]);
  });

  it('switches an alert on; a refused change says the generic error (Polish)', async () => {
    const asked = fakeApi({
      'GET /api/it/job-filters': { status: 200, body: [java] },
      'POST /api/it/job-alerts': { status: 500, body: { code: 'internal_error' } },
    });
    renderWithAlerts(page, { viewer: 'signed-in', locale: 'pl' });
    const [tile] = await screen.findAllByRole('article');
    await userEvent.setup().click(within(tile!).getByRole('switch', { name: 'Powiadomienie e-mail' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Coś poszło nie tak. Spróbuj ponownie za chwilę.',
    );
    expect(asked.find((call) => call.method === 'POST')?.body).toEqual({
      jobFilterId: 'f2',
      frequency: 'twiceAWeek',
    });
  });

  it('has an empty state, a failed load with retry, and asks guests to sign in', async () => {
    fakeApi({ 'GET /api/it/job-filters': [{ status: 503 }, { status: 200, body: [] }] });
    renderWithAlerts(page, { viewer: 'signed-in' });
    const user = userEvent.setup();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your saved searches could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse offers' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Saved searches: no new offers' })).toBeTruthy();
    cleanup();

    fakeApi({});
    renderWithAlerts(page, { viewer: 'anonymous' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('button', { name: /Saved searches/ })).toBeNull();
  });

  it('says once that this device’s searches moved to the account (the page’s notice, not the snackbar too)', async () => {
    localStorage.clear();
    addLocalSearch({ searchUrl: java.searchUrl, name: java.filterName, filters: defaultListFilters });
    fakeApi({
      'POST /api/it/job-filters': { status: 201, body: { jobFilterId: 'f2' } },
      'GET /api/it/job-filters': { status: 200, body: [java] },
    });
    renderWithAlerts(page, { viewer: 'signed-in' });
    const moved = '1 saved search from this device is now in your account.';
    expect(await screen.findByText(moved)).toBeTruthy();
    // Give the snackbar every chance to show: it must not say it again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText(moved)).toHaveLength(1);
    localStorage.clear();
  });
});
