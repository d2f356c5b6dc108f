// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { OfferStatisticsField } from '../offers/OfferStatisticsField';
import { Dashboard } from './Dashboard';

const i18n = (language: 'pl' | 'en') => polyglotI18nProvider(() => (language === 'pl' ? pl : en), language);

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );

const statistics = {
  total: 9,
  active: 4,
  expiringSoon: 1,
  expiringWithinDays: 7,
  bumpsLeft: 3,
  views: 128,
  viewsWindowDays: 7,
  applications: 12,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the employer dashboard', () => {
  it('shows the company’s active offers, those ending soon, views, applications and bumps left', async () => {
    answer(200, statistics);
    render(
      <AdminContext i18nProvider={i18n('en')}>
        <Dashboard />
      </AdminContext>,
    );
    const tile = async (label: string) => (await screen.findByRole('region', { name: label })).textContent;
    expect(await tile('Active offers')).toContain('4');
    expect(await tile('Ending within 7 days')).toContain('1');
    expect(await tile('Views in the last 7 days')).toContain('128');
    expect(await tile('Applications')).toContain('12');
    expect(await tile('Bumps left')).toContain('3');
  });

  it('invites a company without offers to publish its first one', async () => {
    answer(200, { ...statistics, total: 0, active: 0, expiringSoon: 0, views: 0, applications: 0 });
    render(
      <AdminContext i18nProvider={i18n('pl')}>
        <Dashboard />
      </AdminContext>,
    );
    expect(await screen.findByText('Nie masz jeszcze opublikowanych ofert')).toBeTruthy();
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === '#/offers/create')).toBe(
      true,
    );
  });

  it('speaks Polish', async () => {
    answer(200, statistics);
    render(
      <AdminContext i18nProvider={i18n('pl')}>
        <Dashboard />
      </AdminContext>,
    );
    expect(await screen.findByRole('region', { name: 'Aktywne ogłoszenia' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Wyświetlenia z ostatnich 7 dni' }).textContent).toContain(
      '128',
    );
  });

  it('shows no numbers to someone without a company (403)', async () => {
    answer(403, { code: 'auth.not_an_employer' });
    render(
      <AdminContext i18nProvider={i18n('en')}>
        <Dashboard />
      </AdminContext>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('an offer row’s statistics', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const row = (language: 'pl' | 'en', record: Record<string, unknown>) =>
    render(
      <AdminContext i18nProvider={i18n(language)}>
        <RecordContextProvider value={{ id: 'offer-1', ...record }}>
          <OfferStatisticsField source="views" now={now} />
        </RecordContextProvider>
      </AdminContext>,
    );

  it('gives a live offer’s views, applications, days and bumps left, in both languages', () => {
    const live = {
      status: 'published',
      expiredAt: '2026-12-01T12:00:00Z',
      views: 5,
      applications: 2,
      bumpsLeft: 1,
    };
    row('en', live);
    for (const text of ['5 views', '2 applications', '5 days left', '1 bump left'])
      expect(screen.getByText(text)).toBeTruthy();
    cleanup();
    row('pl', live);
    for (const text of ['5 wyświetleń', '2 aplikacje', 'zostało 5 dni', 'zostało 1 podbicie'])
      expect(screen.getByText(text)).toBeTruthy();
  });

  it('says an offer ends today on its last day, and gives an ended one no days or bumps', () => {
    row('en', {
      status: 'published',
      expiredAt: '2026-11-26T20:00:00Z',
      views: 1,
      applications: 0,
      bumpsLeft: 0,
    });
    expect(screen.getByText('ends today')).toBeTruthy();
    cleanup();
    row('en', { status: 'expired', expiredAt: '2026-11-20T20:00:00Z', views: 0, applications: 3 });
    expect(screen.getByText('3 applications')).toBeTruthy();
    expect(screen.queryByText(/left/)).toBeNull();
  });
});
