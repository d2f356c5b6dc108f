// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { act } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { islandPage, reactOwned } from '../../../components/hydration-test-kit';
import { catalogues } from '../../../lib/i18n/catalogues';
import { addLocalSearch, readLocalSearches } from '../state/local-searches';
import { SavedSearchesProvider } from '../state/saved-searches';
import { fakeApi } from '../test-kit';
import { SaveSearchSwitch } from './save-search-switch';
import { SaveSearchSwitchIsland } from './save-search-switch-island';

// Issue 11 (initial JS): the listing's "save this search" switch is an island; the server draws it off.

const filters = { ...defaultListFilters, category: 'javascript', city: 'warszawa' };
const searchUrl = '/jobs/warszawa/javascript';
const page = (
  <IntlProvider locale="en" messages={catalogues.en}>
    <SavedSearchesProvider tenant="it" locale="en" enabled accounts viewer="anonymous">
      <SaveSearchSwitchIsland filters={filters} searchUrl={searchUrl} name="JavaScript, Warsaw" />
    </SavedSearchesProvider>
  </IntlProvider>
);

const hydratedPage = islandPage(page, { 'save-search-switch': SaveSearchSwitch });

const toggle = () => screen.getByRole<HTMLInputElement>('switch', { name: 'Save this search' });

describe('the listing’s "save this search" switch, an island', () => {
  it('stays the server’s switch, off and without its code, until the visitor reaches for it; a click then saves', async () => {
    fakeApi({});
    await hydratedPage();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toggle().checked).toBe(false);
    expect(reactOwned(toggle())).toBe(false);
    // The pointer's events and the click in one go (no pause between them): the click reaches the
    // server's switch before its code is here, and is held for the island. With user-event's pauses,
    // code that loads fast was drawn between the hover and the click, which then went to the server's
    // switch, already out of the page (a real pointer clicks what is under it: the case below).
    await userEvent.setup({ delay: null }).click(toggle());
    await waitFor(() => expect(toggle().checked).toBe(true));
    expect(reactOwned(toggle())).toBe(true);
    expect(readLocalSearches()).toEqual([expect.objectContaining({ searchUrl })]);
  });

  it('takes a click on the switch it drew once the hover loaded its code', async () => {
    fakeApi({});
    await hydratedPage();
    const user = userEvent.setup();
    await user.hover(toggle());
    await waitFor(() => expect(reactOwned(toggle())).toBe(true));
    expect(toggle().checked).toBe(false);
    await user.click(toggle());
    await waitFor(() => expect(toggle().checked).toBe(true));
    expect(readLocalSearches()).toEqual([expect.objectContaining({ searchUrl })]);
  });

  it('loads and shows the switch on where this device keeps the search', async () => {
    fakeApi({});
    addLocalSearch({ searchUrl, name: 'JavaScript, Warsaw', filters });
    await hydratedPage();
    await waitFor(() => expect(toggle().checked).toBe(true));
    expect(reactOwned(toggle())).toBe(true);
  });
});
