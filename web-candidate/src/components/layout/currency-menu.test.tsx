// @vitest-environment jsdom
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { filtersToUrl } from '@tablica/domain/listing/url-codec';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import type { TenantId } from '@tablica/domain/tenants';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App, type RouteComponent } from '../../app/app';
import type { RenderInput } from '../../app/render-input';
import { ListingRoute } from '../../app/routes/listing';
import { OfferRoute } from '../../app/routes/offer';
import { fakeListApi } from '../../features/listing/test-kit';
import { listedOffer, offerPageData } from '../../features/offers/test-offers';
import { createEmotionCache } from '../../lib/emotion-cache';
import { FeatureFlagsProvider } from '../../lib/feature-flags';
import { catalogues } from '../../lib/i18n/catalogues';
import type { Locale } from '../../lib/i18n/locale';

// Spec §2 "Header: … currency dropdown", flag enableCurrencyChange (the IT board's, not the general one's).

const offer = listedOffer();
const page = { data: [offer], meta: { from: 0, totalItems: 1, next: null, prev: null } };

/** What jsdom lacks and the list asks for (the map pane's breakpoint, scroll restoration, sentinels). */
function stubBrowser() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
  vi.stubGlobal('scrollTo', () => undefined);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** A page as `App` renders it; `currencyChange: false` turns the brand's flag off. */
function renderPage(
  route: RouteComponent,
  url: string,
  locale: Locale,
  tenant: TenantId,
  extra = {},
  currencyChange = true,
) {
  stubBrowser();
  window.history.replaceState(null, '', url);
  const input: RenderInput = {
    url,
    locale,
    tenant: { id: tenant, name: tenant === 'it' ? 'Tablica IT' : 'Tablica' },
    filters: defaultListFilters,
    page,
    status: 200,
    now: '2026-11-26T10:00:00.000Z',
    ...extra,
  };
  const app = (
    <App input={input} emotionCache={createEmotionCache()} messages={catalogues[locale]} route={route} />
  );
  if (currencyChange) return render(app);
  // The tenant's flags with the currency change off, as a brand configured so would give them.
  const flags = { ...tenantConfig(tenant).featureFlags, enableCurrencyChange: false };
  const Route = route;
  return render(
    <App
      input={input}
      emotionCache={createEmotionCache()}
      messages={catalogues[locale]}
      route={(props) => (
        <FeatureFlagsProvider value={flags}>
          <Route {...props} />
        </FeatureFlagsProvider>
      )}
    />,
  );
}

const cardText = () => screen.getByRole('article').textContent!.replace(/\u00a0/g, ' ');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the header’s currency dropdown', () => {
  it('writes the list’s ?currency= with the codec and shows the cards’ pay in it, from the keyboard', async () => {
    fakeListApi({ '/api/v2/user-panel/offers/by-cursor': page });
    const user = userEvent.setup();
    const config = tenantConfig('it');
    const url = filtersToUrl(defaultListFilters, config, 'en');
    renderPage(ListingRoute, url, 'en', 'it', { alternates: { pl: '/praca', en: url } });
    // The header is an island: drawn in the browser (not hydrated), its code loads at once.
    const button = await screen.findByRole('button', { name: 'Currency: each offer’s own' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(cardText()).toContain('20 000 – 28 000 PLN');

    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Each offer’s own currency', 'PLN', 'EUR', 'USD']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Each offer’s own currency'));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(window.location.pathname + window.location.search).toBe(
      filtersToUrl({ ...defaultListFilters, currency: 'EUR' }, config, 'en'),
    );
    expect(window.location.search).toBe('?currency=EUR');
    // 20,000 PLN at 4.25 PLN per euro.
    await waitFor(() => expect(cardText()).toContain('≈ 4 706 – 6 588 EUR'));
    expect(screen.getByRole('button', { name: 'Currency: EUR' }).textContent).toContain('EUR');
  });

  it('in Polish, on the offer page: writes ?currency= in place and the page’s toggle follows', async () => {
    fakeListApi({});
    const user = userEvent.setup();
    renderPage(OfferRoute, '/job-offer/frontend-developer-1a2b3c4d?currency=USD', 'pl', 'it', {
      offer: offerPageData(),
    });
    await user.click(await screen.findByRole('button', { name: 'Waluta: USD' }));
    await user.click(await screen.findByRole('menuitem', { name: 'EUR' }));
    expect(window.location.search).toBe('?currency=EUR');
    const toggle = await screen.findByRole('group', { name: 'Pokaż wynagrodzenie w walucie' });
    expect(within(toggle).getByRole('button', { name: 'EUR' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Waluta: EUR' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Waluta każdej oferty' }));
    expect(window.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Waluta: waluta oferty' })).toBeTruthy();
  });

  it('is absent where the brand has it off, though it has several currencies', async () => {
    fakeListApi({ '/api/v2/user-panel/offers/by-cursor': page });
    renderPage(ListingRoute, '/praca', 'pl', 'it', { alternates: { pl: '/praca', en: '/jobs' } }, false);
    expect(screen.getByRole('article')).toBeTruthy();
    // Once the header (an island) is drawn.
    await screen.findByRole('banner');
    expect(screen.queryByRole('button', { name: /^Waluta/ })).toBeNull();
    cleanup();
    // The general board has it off (and one currency).
    renderPage(ListingRoute, '/praca', 'pl', 'work', { alternates: { pl: '/praca', en: '/jobs' } });
    await screen.findByRole('banner');
    expect(screen.queryByRole('button', { name: /^Waluta/ })).toBeNull();
  });
});
