// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { OfferListItem } from '@tablica/domain/offers/listing';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '../../../lib/i18n/catalogues';
import type { Locale } from '../../../lib/i18n/locale';
import { listedOffer } from '../../offers/test-offers';
import type { BrandStoryPageData } from '../brand-story-page-data';
import { BrandStoryPage } from './brand-story-page';

const offer = (n: number) =>
  listedOffer({
    slug: `typescript-developer-${n}`,
    guid: `00000000-0000-4000-8000-00000000000${n}`,
    title: `TypeScript Developer ${n}`,
    companyName: 'Acme Logistics',
    street: 'Prosta 1',
    employmentTypes: [],
    requiredSkills: ['TypeScript'],
    publishedAt: '2026-11-20T10:00:00.000Z',
    expiredAt: '2026-12-20T10:00:00.000Z',
  });

const story = (offers: readonly OfferListItem[]): BrandStoryPageData => ({
  slug: 'acme-logistics',
  name: 'Acme Logistics',
  type: 'software-house',
  logoUrl: null,
  coverPhotoUrl: 'https://cdn.example.com/cover.jpg',
  shortDescription: 'We ship logistics software.',
  description: '<p>Founded in <strong>2010</strong> in Gdańsk.</p><ul><li>Remote-first</li></ul>',
  technologies: ['TypeScript', 'PostgreSQL'],
  offers,
});

function renderPage(locale: Locale, data: BrandStoryPageData) {
  return render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <BrandStoryPage
        story={data}
        renderOffer={(item) => <a href={`/job-offer/${item.slug}`}>{item.title}</a>}
      />
    </IntlProvider>,
  );
}

afterEach(cleanup);

describe('the brand-story page', () => {
  it('shows the story as the employer wrote it, its technologies and the company’s offers', () => {
    renderPage('en', story([offer(1), offer(2)]));
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Logistics' })).toBeTruthy();
    expect(screen.getByText('Software house')).toBeTruthy();
    expect(screen.getByText('2 open jobs')).toBeTruthy();
    expect(screen.getByText('We ship logistics software.')).toBeTruthy();
    // The sanitised HTML keeps its structure.
    expect(screen.getByText('2010').tagName).toBe('STRONG');
    expect(screen.getByText('Remote-first').closest('ul')).toBeTruthy();
    expect(screen.getByText('PostgreSQL')).toBeTruthy();
    const offers = screen.getByRole('heading', { level: 2, name: 'Jobs at Acme Logistics' });
    expect(offers).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['TypeScript Developer 1', '/job-offer/typescript-developer-1'],
      ['TypeScript Developer 2', '/job-offer/typescript-developer-2'],
    ]);
  });

  it('speaks Polish, with the Polish plural forms', () => {
    renderPage('pl', story([offer(1), offer(2), offer(3), offer(4), offer(5)]));
    expect(screen.getByText('5 aktywnych ofert')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'O nas' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Oferty pracy: Acme Logistics' })).toBeTruthy();
  });

  it('says so when the company has no open offers', () => {
    renderPage('en', { ...story([]), technologies: [] });
    expect(screen.getByText('This company has no open jobs at the moment.')).toBeTruthy();
    expect(screen.getByText('No open jobs')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Technologies' })).toBeNull();
    expect(within(document.body).queryAllByRole('link')).toHaveLength(0);
  });
});
