// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerIslandsProvider } from '../../../components/island';
import { catalogues } from '../../../lib/i18n/catalogues';
import { SavedSearchesProvider, type AlertsViewer } from '../state/saved-searches';
import { addLocalSearch, readLocalSearches } from '../state/local-searches';
import { fakeApi, renderWithAlerts } from '../test-kit';
import { AlertsBell } from './alerts-bell';
import { SaveSearchSwitch } from './save-search-switch';
import { SavedSearchesPage } from './saved-searches-page';
import { SubscribeButton } from './subscribe-button';

const filters = { ...defaultListFilters, category: 'javascript', city: 'warszawa' };
const searchUrl = '/jobs/warszawa/javascript';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const fill = (count: number) => {
  for (let n = 0; n < count; n++)
    addLocalSearch({
      searchUrl: `/praca/wszystkie-miasta?slowo-kluczowe=k${n}`,
      name: `Szukam ${n}`,
      filters: { ...defaultListFilters, keywords: [`k${n}`] },
    });
};

describe('the listing’s "save this search" switch', () => {
  // The server does not know who is looking: the switch is drawn all the same, so that nothing moves
  // (the alert button beside it is where a finger was about to tap) once the browser learns it; turned
  // meanwhile, it shows the wish and does it once the answer is in.
  it('holds its place before the page knows who is looking, and a turn meanwhile is done once it does', async () => {
    fakeApi({});
    const page = (viewer: AlertsViewer) => (
      <IntlProvider locale="en" messages={catalogues.en}>
        <SavedSearchesProvider tenant="it" locale="en" enabled accounts viewer={viewer}>
          <SubscribeButton filters={filters} searchUrl={searchUrl} />
        </SavedSearchesProvider>
      </IntlProvider>
    );
    const server = document.createElement('div');
    server.innerHTML = renderToString(
      <ServerIslandsProvider value={{ 'save-search-switch': SaveSearchSwitch }}>
        {page('unknown')}
      </ServerIslandsProvider>,
    );
    expect(within(server).getByRole('switch', { name: 'Save this search' })).toHaveProperty('checked', false);
    expect(within(server).getByRole('button', { name: 'Subscribe to alerts for this search' })).toBeTruthy();

    const view = render(page('unknown'));
    const toggle = await screen.findByRole('switch', { name: 'Save this search' });
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveProperty('checked', true);
    expect(readLocalSearches()).toEqual([]);
    view.rerender(page('anonymous'));
    expect(await screen.findByText(/Search saved on this device/)).toBeTruthy();
    expect(readLocalSearches()).toEqual([expect.objectContaining({ searchUrl })]);
    expect(toggle).toHaveProperty('checked', true);
  });

  it('keeps a visitor’s search in this browser, with no call to the API, and forgets it again', async () => {
    const asked = fakeApi({});
    renderWithAlerts(
      <>
        <AlertsBell />
        <SubscribeButton filters={filters} searchUrl={searchUrl} />
      </>,
    );
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Save this search' });
    expect(toggle).toHaveProperty('checked', false);
    // No bell before anything is saved.
    expect(screen.queryByRole('button', { name: /Saved searches/ })).toBeNull();
    await user.click(toggle);
    expect(await screen.findByText(/Search saved on this device/)).toBeTruthy();
    expect(toggle).toHaveProperty('checked', true);
    expect(readLocalSearches()).toEqual([
      expect.objectContaining({ searchUrl, filterName: 'JavaScript, Warsaw', jobAlert: null }),
    ]);
    // The bell lists it.
    await user.click(screen.getByRole('button', { name: /Saved searches/ }));
    expect(await screen.findByRole('link', { name: /JavaScript, Warsaw/ })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveProperty('checked', false));
    expect(readLocalSearches()).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('says the spec’s limit when 10 are saved on this device (Polish)', async () => {
    fakeApi({});
    fill(10);
    renderWithAlerts(<SubscribeButton filters={filters} searchUrl={searchUrl} />, { locale: 'pl' });
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Zapisz to wyszukiwanie' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Osiągnięto limit powiadomień');
    expect(alert.textContent).toContain('Na tym urządzeniu możesz zapisać najwyżej 10 wyszukiwań');
    expect(readLocalSearches()).toHaveLength(10);
  });

  it('saves a signed-in candidate’s search to the account, and says the 422 limit', async () => {
    const asked = fakeApi({
      'POST /api/it/job-filters': [
        { status: 201, body: { jobFilterId: 'f1' } },
        { status: 422, body: { code: 'job_alert.limit_reached' } },
      ],
      'GET /api/it/job-filters': { status: 200, body: [] },
    });
    renderWithAlerts(<SubscribeButton filters={filters} searchUrl={searchUrl} />, { viewer: 'signed-in' });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Save this search' });
    await user.click(toggle);
    expect(await screen.findByText('Search saved')).toBeTruthy();
    expect(asked.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/it/job-filters',
        body: { searchUrl, name: 'JavaScript, Warsaw', filters },
      },
    ]);
    await user.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toContain('Limit of alerts reached');
    expect(readLocalSearches()).toEqual([]);
  });
});

describe('a visitor’s saved searches page', () => {
  it('lists this device’s searches with the alert form’s link and deletes after asking', async () => {
    fakeApi({});
    fill(2);
    renderWithAlerts(<SavedSearchesPage signInHref="/profile" />);
    const user = userEvent.setup();
    const tiles = await screen.findAllByRole('article');
    expect(tiles).toHaveLength(2);
    expect(within(tiles[0]!).getByText('On this device')).toBeTruthy();
    expect(within(tiles[0]!).getByRole('link', { name: 'Get e-mail alerts' }).getAttribute('href')).toBe(
      '/praca/wszystkie-miasta?slowo-kluczowe=k0#add-alert',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    await user.click(within(tiles[0]!).getByRole('button', { name: 'Delete Szukam 0' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(readLocalSearches().map((search) => search.filterName)).toEqual(['Szukam 1']);
  });
});

describe('signing in with searches on this device', () => {
  it('moves them to the account; what the limit refuses stays here with a message and can be tried again', async () => {
    fill(3);
    const asked = fakeApi({
      'POST /api/it/job-filters': [
        { status: 201, body: { jobFilterId: 'a' } },
        { status: 422, body: { code: 'job_alert.limit_reached' } },
        { status: 422, body: { code: 'job_alert.limit_reached' } },
        { status: 201, body: { jobFilterId: 'b' } },
        { status: 422, body: { code: 'job_alert.limit_reached' } },
      ],
      'GET /api/it/job-filters': {
        status: 200,
        body: [
          {
            id: 'a',
            searchUrl: '/praca/wszystkie-miasta?slowo-kluczowe=k0',
            filterName: 'Szukam 0',
            jobAlert: null,
            count: 0,
          },
        ],
      },
    });
    renderWithAlerts(<SavedSearchesPage signInHref="/profile" />, { viewer: 'signed-in' });
    const user = userEvent.setup();
    // The page says which stayed and why (the snackbar only that some did).
    const box = (await screen.findByText(/Your account already has 10 saved searches/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(box.textContent).toContain('2 saved searches stayed on this device');
    expect(box.textContent).toContain('Your account already has 10 saved searches');
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Szukam 1', 'Szukam 2']);
    expect(
      screen.getAllByText(/1 saved search from this device is now in your account/).length,
    ).toBeGreaterThan(0);
    expect(readLocalSearches()).toHaveLength(2);

    // Another try: one goes (the candidate deleted one meanwhile), the other stays.
    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText('1 saved search stayed on this device')).length).toBeGreaterThan(0);
    expect(readLocalSearches().map((search) => search.filterName)).toEqual(['Szukam 2']);
    expect(asked.filter((call) => call.method === 'POST')).toHaveLength(5);
  });
});
