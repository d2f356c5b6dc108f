// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TenantId } from '@tablica/domain/tenants';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '../../../lib/i18n/catalogues';
import type { Locale } from '../../../lib/i18n/locale';
import { useShownCurrency } from '../hooks/use-shown-currency';
import type { OfferPageData } from '../offer-page-data';
import { offerPageData } from '../test-offers';
import { OfferPage } from './offer-page';

/** The offer page as the route wires it: the currency from the address, a choice written back to it. */
function OfferAt({ offer, tenant, locale }: { offer: OfferPageData; tenant: TenantId; locale: Locale }) {
  const [currency, setCurrency] = useShownCurrency(window.location.pathname + window.location.search, tenant);
  return (
    <OfferPage
      offer={offer}
      tenant={tenant}
      locale={locale}
      currency={currency}
      onCurrencyChange={setCurrency}
    />
  );
}

function openOffer(url: string, locale: Locale, offer = offerPageData(), tenant: TenantId = 'it') {
  window.history.replaceState(null, '', url);
  return render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <OfferAt offer={offer} tenant={tenant} locale={locale} />
    </IntlProvider>,
  );
}

const pay = () =>
  screen
    .getByRole('article')
    .querySelector('ul')!
    .textContent!.replace(/\u00a0/g, ' ');

afterEach(cleanup);

describe('the offer page’s currency toggle', () => {
  it('shows pay in its own currency, and converted, approximate, after a choice from the keyboard', async () => {
    const user = userEvent.setup();
    openOffer('/job-offer/frontend-developer-1a2b3c4d?lang=en', 'en');
    const group = await screen.findByRole('group', { name: 'Show the salary in' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['PLN', 'EUR', 'USD']);
    expect(within(group).getByRole('button', { name: 'PLN' }).getAttribute('aria-pressed')).toBe('true');
    expect(pay()).toContain('20 000 – 28 000 PLN');
    expect(screen.queryByText(/approximate/)).toBeNull();

    // Pressing the chosen one again changes nothing; the arrows move to the others (one tab stop).
    await user.click(within(group).getByRole('button', { name: 'PLN' }));
    expect(window.location.search).toBe('?lang=en');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('USD');
    await user.keyboard('{Enter}');

    // 20,000 PLN at 3.70 PLN per dollar.
    expect(pay()).toContain('≈ 5 405 – 7 568 USD');
    expect(within(group).getByRole('button', { name: 'USD' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Amounts in another currency are approximate, at a fixed rate.')).toBeTruthy();
    expect(window.location.search).toBe('?lang=en&currency=USD');
    // The list the breadcrumbs lead back to shows pay in the same currency.
    expect((await screen.findByRole('link', { name: 'All offers' })).getAttribute('href')).toBe(
      '/jobs/all-cities?currency=USD',
    );
  });

  it('opens in the address’s currency, in Polish, and goes back to the offer’s own', async () => {
    const user = userEvent.setup();
    openOffer('/job-offer/frontend-developer-1a2b3c4d?currency=EUR', 'pl');
    const group = await screen.findByRole('group', { name: 'Pokaż wynagrodzenie w walucie' });
    expect(pay()).toContain('≈ 4 706 – 6 588 EUR');
    expect(screen.getByText('Kwoty w innej walucie są przybliżone, po stałym kursie.')).toBeTruthy();

    await user.click(within(group).getByRole('button', { name: 'PLN' }));
    expect(pay()).toContain('20 000 – 28 000 PLN');
    expect(pay()).not.toContain('≈');
    expect(window.location.search).toBe('?currency=PLN');
  });

  it('presses no currency for an offer paying in several until one is chosen', async () => {
    const user = userEvent.setup();
    openOffer(
      '/job-offer/x',
      'en',
      offerPageData({
        employmentTypes: [
          { type: 'b2b', from: 20000, to: 28000, currency: 'PLN', unit: 'month', gross: false },
          { type: 'permanent', from: 5000, to: 6000, currency: 'EUR', unit: 'month', gross: true },
        ],
      }),
    );
    const group = await screen.findByRole('group', { name: 'Show the salary in' });
    for (const button of within(group).getAllByRole('button'))
      expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(pay()).toContain('20 000 – 28 000 PLN');
    expect(pay()).toContain('5 000 – 6 000 EUR');

    await user.click(within(group).getByRole('button', { name: 'EUR' }));
    expect(pay()).toContain('≈ 4 706 – 6 588 EUR');
    expect(pay()).toContain('5 000 – 6 000 EUR');
    expect(pay().match(/≈/g)).toHaveLength(1);
  });

  it('is absent where the board has one currency or the offer states no pay', () => {
    openOffer('/job-offer/x?currency=EUR', 'pl', offerPageData(), 'work');
    expect(screen.queryByRole('group')).toBeNull();
    expect(pay()).toContain('20 000 – 28 000 PLN');
    cleanup();

    openOffer(
      '/job-offer/x',
      'en',
      offerPageData({
        employmentTypes: [
          { type: 'b2b', from: null, to: null, currency: 'PLN', unit: 'month', gross: false },
        ],
      }),
    );
    expect(screen.queryByRole('group')).toBeNull();
  });
});
