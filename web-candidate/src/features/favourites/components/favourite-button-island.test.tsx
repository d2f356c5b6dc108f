// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { itBoardFlags } from '@tablica/domain/tenant-config/feature-flags';
import { act } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { islandPage, reactOwned } from '../../../components/hydration-test-kit';
import { FeatureFlagsProvider } from '../../../lib/feature-flags';
import { catalogues } from '../../../lib/i18n/catalogues';
import { favouriteOffersKey } from '../state/favourite-offers-key';
import { FavouriteButton } from './favourite-button';
import { FavouriteButtonIsland } from './favourite-button-island';

// Issue 13 (initial JS): the offer page's heart is an island; the server draws it empty.

const guid = '00000000-0000-4000-8000-000000000001';
const page = (
  <FeatureFlagsProvider value={itBoardFlags}>
    <IntlProvider locale="en" messages={catalogues.en}>
      <FavouriteButtonIsland guid={guid} title="Frontend Developer" size="medium" />
    </IntlProvider>
  </FeatureFlagsProvider>
);

const hydratedPage = islandPage(page, { 'favourite-button': FavouriteButton });

const heart = () => screen.getByRole('button', { name: 'Favourite: Frontend Developer' });

describe('the offer page’s heart, an island', () => {
  it('stays the server’s empty heart, without its code, for an offer this device does not keep', async () => {
    await hydratedPage();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(reactOwned(heart())).toBe(false);
  });

  it('loads and shows a full heart where this device keeps the offer', async () => {
    localStorage.setItem(favouriteOffersKey, JSON.stringify([guid]));
    await hydratedPage();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(reactOwned(heart())).toBe(true);
  });
});
