// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { OfferListItem } from '@tablica/domain/offers/listing';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues, type Locale } from '../../../lib/i18n/locale';
import { LeftToApplySidebar } from './left-to-apply-sidebar';

const offer = (n: number): OfferListItem => ({
  slug: `typescript-developer-${n}`,
  guid: `00000000-0000-4000-8000-00000000000${n}`,
  title: `TypeScript Developer ${n}`,
  companyName: 'Acme Logistics',
  companyLogoUrl: null,
  companyLogoThumbUrl: null,
  city: 'Warszawa',
  street: 'Prosta 1',
  latitude: 52.23,
  longitude: 21,
  locations: [],
  multilocation: false,
  workplaceType: 'hybrid',
  experienceLevel: 'mid',
  workingTime: 'full_time',
  categoryId: 'javascript',
  employmentTypes: [],
  requiredSkills: ['TypeScript'],
  niceToHaveSkills: [],
  publishedAt: '2026-11-20T10:00:00.000Z',
  expiredAt: '2026-12-20T10:00:00.000Z',
});

function renderSidebar(locale: Locale, guest: boolean, lookalikes: readonly OfferListItem[] | null) {
  let closed = 0;
  render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <LeftToApplySidebar
        open
        onClose={() => closed++}
        companyName="Nordlight Software"
        lookalikes={lookalikes}
        guest={guest}
        locale={locale}
        now={new Date('2026-11-25T12:00:00Z')}
      />
    </IntlProvider>,
  );
  return { closed: () => closed };
}

afterEach(cleanup);

describe('the similar-offers sidebar after leaving for the company’s apply page', () => {
  it('lists at most four look-alikes and invites a guest to an account', () => {
    const { closed } = renderSidebar('en', true, [1, 2, 3, 4, 5].map(offer));
    const sidebar = screen.getByRole('dialog', { name: 'Finish applying at Nordlight Software' });
    const similar = within(sidebar).getByRole('region', { name: 'Similar offers' });
    expect(within(similar).getAllByRole('heading', { name: /TypeScript Developer/ })).toHaveLength(4);
    expect(within(sidebar).getByText('Keep track of where you applied')).toBeTruthy();
    expect(within(sidebar).getByRole('button', { name: 'Create an account' })).toBeTruthy();
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Close' }));
    expect(closed()).toBe(1);
  });

  it('invites no signed-in candidate, and shows no empty list while look-alikes load', () => {
    renderSidebar('pl', false, null);
    const sidebar = screen.getByRole('dialog', { name: 'Dokończ aplikowanie w Nordlight Software' });
    expect(within(sidebar).queryByRole('button', { name: 'Załóż konto' })).toBeNull();
    expect(within(sidebar).queryByRole('region', { name: 'Podobne oferty' })).toBeNull();
  });
});
