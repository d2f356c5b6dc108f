// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '../../../lib/i18n/catalogues';
import type { Locale } from '../../../lib/i18n/locale';
import { listedOffer } from '../test-offers';
import { OfferCard } from './offer-card';

const now = new Date('2026-11-26T10:00:00.000Z');

const renderIn = (locale: Locale, ui: React.ReactElement) =>
  render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      {ui}
    </IntlProvider>,
  );

const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

afterEach(cleanup);

describe('OfferCard', () => {
  it.each([
    ['pl', 'Zaaplikowano'],
    ['en', 'Applied'],
  ] as const)(
    'says "%s: %s" on an offer the candidate applied to, and nothing on others',
    (locale, label) => {
      renderIn(
        locale,
        <>
          <OfferCard offer={listedOffer({ isAppliedTo: true })} now={now} />
          <OfferCard offer={listedOffer({ slug: 'other', title: 'Backend Developer' })} now={now} />
        </>,
      );
      const [applied, other] = screen.getAllByRole('article');
      expect(within(applied!).getByText(label)).toBeTruthy();
      expect(within(other!).queryByText(label)).toBeNull();
      // The title stays the card's link and its whole name.
      expect(within(applied!).getByRole('link', { name: 'Frontend Developer' })).toBeTruthy();
    },
  );

  it('shows pay in its own currency, or converted and marked approximate in the list’s', () => {
    renderIn(
      'en',
      <>
        <OfferCard offer={listedOffer()} now={now} />
        <OfferCard offer={listedOffer({ slug: 'in-euros' })} now={now} currency="EUR" />
      </>,
    );
    const [own, euros] = screen.getAllByRole('article');
    expect(text(own!)).toContain('20 000 – 28 000 PLN/month net');
    expect(within(own!).getByRole('link').getAttribute('href')).toBe(
      '/job-offer/frontend-developer-1a2b3c4d?lang=en',
    );
    // 20,000 PLN at 4.25 PLN per euro.
    expect(text(euros!)).toContain('≈ 4 706 – 6 588 EUR/month net');
    expect(within(euros!).getByRole('link').getAttribute('href')).toBe(
      '/job-offer/in-euros?lang=en&currency=EUR',
    );
  });
});
