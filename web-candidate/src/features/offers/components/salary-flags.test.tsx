// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { itBoardFlags, type FeatureFlags } from '@tablica/domain/tenant-config/feature-flags';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { FeatureFlagsProvider } from '../../../lib/feature-flags';
import { catalogues } from '../../../lib/i18n/catalogues';
import type { Locale } from '../../../lib/i18n/locale';
import type { ListedOffer } from '../listed-offer';
import { listedOffer, offerPageData } from '../test-offers';
import { OfferCard } from './offer-card';
import { OfferPage } from './offer-page';

// Spec §1 flags sortEmploymentTypesByLargestSalary and displayPayUnit, on the cards and the offer page.

const now = new Date('2026-11-26T10:00:00.000Z');
/** B2B first in the offer, but the permanent contract pays more (30,000 against 28,000 PLN a month). */
const employmentTypes: ListedOffer['employmentTypes'] = [
  { type: 'b2b', from: 20000, to: 28000, currency: 'PLN', unit: 'month', gross: false },
  { type: 'permanent', from: 160, to: 200, currency: 'PLN', unit: 'hour', gross: true },
];

const renderWith = (flags: Partial<FeatureFlags>, locale: Locale, ui: React.ReactElement) =>
  render(
    <FeatureFlagsProvider value={{ ...itBoardFlags, ...flags }}>
      <IntlProvider locale={locale} messages={catalogues[locale]}>
        {ui}
      </IntlProvider>
    </FeatureFlagsProvider>,
  );

const text = (element: Element) => element.textContent!.replace(/\u00a0/g, ' ');

afterEach(cleanup);

describe('sortEmploymentTypesByLargestSalary', () => {
  it('puts the best-paid employment type on the card with the flag, the offer’s first without', () => {
    renderWith(
      { sortEmploymentTypesByLargestSalary: true },
      'en',
      <OfferCard offer={listedOffer({ employmentTypes })} now={now} />,
    );
    // 200 PLN an hour is 33,600 PLN a month.
    expect(text(screen.getByRole('article'))).toContain('160 – 200 PLN/hour gross');
    cleanup();

    renderWith(
      { sortEmploymentTypesByLargestSalary: false },
      'en',
      <OfferCard offer={listedOffer({ employmentTypes })} now={now} />,
    );
    expect(text(screen.getByRole('article'))).toContain('20 000 – 28 000 PLN/month net');
    expect(text(screen.getByRole('article'))).not.toContain('/hour');
  });

  it.each([
    [true, ['160 – 200 PLN/godz. brutto', '20 000 – 28 000 PLN/mies. netto']],
    [false, ['20 000 – 28 000 PLN/mies. netto', '160 – 200 PLN/godz. brutto']],
  ] as const)('orders the offer page’s employment types (flag %s)', (flag, expected) => {
    renderWith(
      { sortEmploymentTypesByLargestSalary: flag },
      'pl',
      <OfferPage
        offer={offerPageData({ employmentTypes })}
        tenant="it"
        locale="pl"
        currency={null}
        onCurrencyChange={() => undefined}
      />,
    );
    const rows = within(screen.getByRole('article').querySelector('ul')!).getAllByRole('listitem');
    expect(rows.map((row) => text(row))).toEqual([
      expect.stringContaining(expected[0]),
      expect.stringContaining(expected[1]),
    ]);
  });
});

describe('displayPayUnit', () => {
  it.each([
    ['en', '20 000 – 28 000 PLN/month net', 'net'],
    ['pl', '20 000 – 28 000 PLN/mies. netto', 'netto'],
  ] as const)('shows the pay unit (%s) only with the flag', (locale, withUnit, termsWithoutUnit) => {
    renderWith({ displayPayUnit: true }, locale, <OfferCard offer={listedOffer()} now={now} />);
    expect(text(screen.getByRole('article'))).toContain(withUnit);
    cleanup();

    renderWith({ displayPayUnit: false }, locale, <OfferCard offer={listedOffer()} now={now} />);
    expect(text(screen.getByRole('article'))).toContain('20 000 – 28 000 PLN');
    // The amount's caption is the amount type alone.
    expect(within(screen.getByRole('article')).getByText(termsWithoutUnit)).toBeTruthy();
    expect(text(screen.getByRole('article'))).not.toMatch(/\/(month|mies)/);
  });
});
