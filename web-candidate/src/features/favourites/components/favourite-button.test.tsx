// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itBoardFlags } from '@tablica/domain/tenant-config/feature-flags';
import { Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { FeatureFlagsProvider } from '../../../lib/feature-flags';
import { catalogues } from '../../../lib/i18n/catalogues';
import type { Locale } from '../../../lib/i18n/locale';
import { OfferCard } from '../../offers/components/offer-card';
import { OfferPage } from '../../offers/components/offer-page';
import { listedOffer, offerPageData } from '../../offers/test-offers';
import { favouriteOffersKey } from '../state/favourite-offers-key';

// Spec §1 "favourite-offer button" (flag enableFavouriteOffers), kept on this device.

const now = new Date('2026-11-26T10:00:00.000Z');
const first = listedOffer();
const second = listedOffer({
  slug: 'backend-developer-2b3c4d5e',
  guid: '00000000-0000-4000-8000-000000000002',
  title: 'Backend Developer',
});

/** A fresh page (its own jotai store, as after a reload), the brand's flag as given. */
const openPage = (locale: Locale, ui: React.ReactElement, enableFavouriteOffers = true) =>
  render(
    <Provider>
      <FeatureFlagsProvider value={{ ...itBoardFlags, enableFavouriteOffers }}>
        <IntlProvider locale={locale} messages={catalogues[locale]}>
          {ui}
        </IntlProvider>
      </FeatureFlagsProvider>
    </Provider>,
  );

const cards = (
  <>
    <OfferCard offer={first} now={now} />
    <OfferCard offer={second} now={now} />
  </>
);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the favourite button', () => {
  it('marks one card’s offer, keeps it on this device and shows it after a reload (en)', async () => {
    const user = userEvent.setup();
    openPage('en', cards);
    const heart = screen.getByRole('button', { name: 'Favourite: Frontend Developer' });
    const other = screen.getByRole('button', { name: 'Favourite: Backend Developer' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    await user.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(other.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem(favouriteOffersKey)!)).toEqual([first.guid]);

    cleanup();
    openPage('en', cards);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Favourite: Frontend Developer' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    // Pressed again (Space, from the keyboard): no longer a favourite.
    screen.getByRole('button', { name: 'Favourite: Frontend Developer' }).focus();
    await user.keyboard(' ');
    expect(JSON.parse(localStorage.getItem(favouriteOffersKey)!)).toEqual([]);
  });

  it('is on the offer page in Polish, the same mark as the card’s', async () => {
    localStorage.setItem(favouriteOffersKey, JSON.stringify([first.guid]));
    openPage(
      'pl',
      <OfferPage
        offer={offerPageData()}
        tenant="it"
        locale="pl"
        currency={null}
        onCurrencyChange={() => undefined}
      />,
    );
    // The heart is an island: drawn in the browser (not hydrated), its code loads at once.
    const heart = await within(screen.getByRole('article')).findByRole('button', {
      name: 'Ulubiona: Frontend Developer',
    });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
  });

  it('is absent where the brand has it off', () => {
    openPage('en', cards, false);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Favourite/ })).toBeNull();
  });
});
