// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { itBoardFlags } from '@tablica/domain/tenant-config/feature-flags';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerIslandsProvider } from '../../../components/island';
import { beginHydration } from '../../../components/server-markup';
import { FeatureFlagsProvider } from '../../../lib/feature-flags';
import { catalogues } from '../../../lib/i18n/catalogues';
import { favouriteOffersKey } from '../state/favourite-offers-key';
import { FavouriteButton } from './favourite-button';
import { FavouriteButtonIsland } from './favourite-button-island';

// Issue 13 (initial JS): the offer page's heart is an island; the server draws it empty.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const guid = '00000000-0000-4000-8000-000000000001';
const page = (
  <FeatureFlagsProvider value={itBoardFlags}>
    <IntlProvider locale="en" messages={catalogues.en}>
      <FavouriteButtonIsland guid={guid} title="Frontend Developer" size="medium" />
    </IntlProvider>
  </FeatureFlagsProvider>
);
const reactOwned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__react'));

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  localStorage.clear();
  cleanup();
});

async function hydratedPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ServerIslandsProvider value={{ 'favourite-button': FavouriteButton }}>{page}</ServerIslandsProvider>,
  );
  document.body.append(container);
  beginHydration();
  root = await act(async () => hydrateRoot(container, page));
}

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
