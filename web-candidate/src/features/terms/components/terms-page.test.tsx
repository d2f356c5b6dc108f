// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { termsDocuments, type TermsDocument } from '@tablica/domain/tenant-config/terms';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '../../../lib/i18n/catalogues';
import type { Locale } from '../../../lib/i18n/locale';
import { TermsPage } from './terms-page';

function renderPage(locale: Locale, documents: readonly TermsDocument[]) {
  return render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <TermsPage documents={documents} />
    </IntlProvider>,
  );
}

const documentsOf = (tenant: 'it' | 'work', now: string) => {
  const config = tenantConfig(tenant);
  return termsDocuments(config.terms, config.featureFlags, new Date(now));
};

afterEach(cleanup);

describe('the terms page', () => {
  it('shows a card per document of the IT board, each opening its file in a new tab', () => {
    renderPage('en', documentsOf('it', '2026-11-25T12:00:00Z'));
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and privacy policies' })).toBeTruthy();
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Terms of service for employers',
      'Terms of service for candidates',
      'Terms of service for candidates',
      'Privacy policy',
      'Information clause for candidates',
      'Whistleblower report procedure',
    ]);
    const policy = screen.getByRole('link', { name: 'Open document: Privacy policy (opens in a new tab)' });
    expect(policy.getAttribute('href')).toBe('/documents/polityka-prywatnosci-2026-01-01.html');
    expect(policy.getAttribute('target')).toBe('_blank');
    expect(policy.getAttribute('rel')).toBe('noopener');
  });

  it('labels the users’ terms that apply from next year, in Polish too', () => {
    renderPage('pl', documentsOf('it', '2026-11-25T12:00:00Z'));
    const upcoming = screen.getAllByRole('listitem')[2]!;
    expect(within(upcoming).getByText('Obowiązuje od 1 stycznia 2027')).toBeTruthy();
    expect(within(upcoming).getByRole('link').getAttribute('href')).toBe(
      '/documents/regulamin-dla-uzytkownikow-2027-01-01.html',
    );
    expect(screen.getAllByText(/^Obowiązuje od/)).toHaveLength(1);
    // The version in force until then says so.
    const current = screen.getAllByRole('listitem')[1]!;
    expect(within(current).getByText('Obowiązuje do 31 grudnia 2026')).toBeTruthy();
    expect(within(current).getByRole('link').getAttribute('href')).toBe(
      '/documents/regulamin-dla-uzytkownikow-2026-01-01.html',
    );
  });

  it('drops a file after its due day and the label once the day has come', () => {
    renderPage('en', documentsOf('it', '2027-01-02T08:00:00Z'));
    expect(screen.getAllByRole('heading', { name: 'Terms of service for candidates' })).toHaveLength(1);
    expect(screen.queryByText(/^Valid (from|until)/)).toBeNull();
    expect(
      screen.queryByRole('link', { name: /Terms of service for candidates/ })?.getAttribute('href'),
    ).toBe('/documents/regulamin-dla-uzytkownikow-2027-01-01.html');
  });

  it('shows no information clause or whistleblower report on the general board', () => {
    renderPage('en', documentsOf('work', '2026-11-25T12:00:00Z'));
    expect(screen.queryByRole('heading', { name: /Information clause/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Whistleblower/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Privacy policy' })).toBeTruthy();
  });

  it('says so when nothing is published', () => {
    renderPage('en', []);
    expect(screen.getByRole('status').textContent).toBe('No documents are published at the moment.');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
