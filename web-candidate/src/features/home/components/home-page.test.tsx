// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../../lib/i18n/catalogues';
import type { Locale } from '../../../lib/i18n/locale';
import { listedOffer } from '../../offers/test-offers';
import type { HomePageData } from '../home-page-data';
import { HomePage } from './home-page';
import { HomeSearch } from './home-search';

const config = tenantConfig('it');

const offer = (n: number, title: string) =>
  listedOffer({
    slug: `offer-${n}`,
    guid: `00000000-0000-4000-8000-00000000000${n}`,
    title,
    requiredSkills: [],
    publishedAt: '2026-11-20T10:00:00.000Z',
    expiredAt: '2026-12-20T10:00:00.000Z',
  });

const home: HomePageData = {
  totalOffers: 1234,
  categoryCounts: { javascript: 7, java: 0 },
  newestWithSalary: [offer(1, 'Newest Engineer')],
  // The signed-in candidate applied to it (`isAppliedTo`).
  popular: [{ ...offer(2, 'Popular Engineer'), isAppliedTo: true }],
  brandStories: [
    {
      name: 'Iskra Digital',
      logoUrl: null,
      coverPhotoUrl: null,
      shortDescription: 'We build things.',
      offersCount: 3,
      slug: 'iskra-digital',
    },
  ],
};

function renderIn(locale: Locale, ui: React.ReactElement) {
  return render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      {ui}
    </IntlProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('HomePage', () => {
  it('shows the count, categories with counts linking to their lists, both offer carousels (what was applied to marked) and the stories', () => {
    renderIn(
      'en',
      <HomePage home={home} config={config} brand="Tablica IT" locale="en" profileHref="/profile" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Find your next job at Tablica IT' })).toBeTruthy();
    expect(screen.getByText(/^1.234 job offers with salaries/)).toBeTruthy();

    const categories = screen.getByRole('region', { name: 'Categories' });
    const javascript = within(categories).getByRole('link', { name: /JavaScript/ });
    expect(javascript.getAttribute('href')).toBe('/jobs/all-cities/javascript');
    expect(javascript.textContent).toContain('7 offers');

    // Popular first when the week has views; the toggle shows the newest with salary.
    expect(screen.getByRole('link', { name: /Popular Engineer.*Applied/ }).getAttribute('href')).toBe(
      '/job-offer/offer-2?lang=en',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Newest with salary' }));
    expect(screen.getByRole('heading', { name: 'Newest offers with salary' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Newest Engineer/ }).textContent).not.toContain('Applied');
    expect(screen.queryByRole('link', { name: /Popular Engineer/ })).toBeNull();

    expect(screen.getByRole('link', { name: /Iskra Digital/ }).getAttribute('href')).toBe(
      '/brands/story/iskra-digital',
    );
    expect(screen.getByRole('link', { name: 'Create a profile' }).getAttribute('href')).toBe('/profile');
    const seo = screen.getByRole('navigation', { name: 'Jobs by category and city' });
    expect(within(seo).getByRole('link', { name: 'Jobs in Warsaw' }).getAttribute('href')).toBe(
      '/jobs/warszawa',
    );
  });

  it('in Polish, without popular offers or accounts, starts on the newest and invites no profile', () => {
    renderIn(
      'pl',
      <HomePage
        home={{ ...home, popular: [], brandStories: [] }}
        config={config}
        brand="Tablica IT"
        locale="pl"
        profileHref={null}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Najnowsze oferty z wynagrodzeniem' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Poznaj pracodawców' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Załóż profil' })).toBeNull();
    expect(screen.getByText(/^1.234 oferty w serwisie$/)).toBeTruthy();
  });
});

describe('HomeSearch', () => {
  it('counts what the words and city find while typing and goes to the list URL the codec makes', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ count: 5 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const navigate = vi.fn();
    renderIn('en', <HomeSearch config={config} locale="en" total={1234} navigate={navigate} />);
    expect(screen.getByRole('status').textContent).toBe('1\u00a0234 offers on the board');

    fireEvent.change(screen.getByRole('textbox', { name: 'Position, skill or company' }), {
      target: { value: '  react   native ' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: 'krakow' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('5 offers match'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [asked] = fetchMock.mock.calls[0] as unknown as [string];
    expect(asked).toMatch(/^\/api\/v2\/user-panel\/offers\/count\?/);
    const query = new URLSearchParams(asked.split('?')[1]);
    expect(query.get('keywords[0]')).toBe('react native');
    expect(query.get('city')).toBe('krakow');

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/jobs/krakow?keyword=react%20native');
  });
});
