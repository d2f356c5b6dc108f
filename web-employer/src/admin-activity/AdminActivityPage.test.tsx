// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFailure, type CallApi } from '../api';
import { signedInAs } from '../admin/testing';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { AdminActivityPage } from './AdminActivityPage';
import type { ActivityRow } from './activityApi';

const admin = { kind: 'admin', id: 'u1', name: 'Ola Admin', email: 'ola@example.com' } as const;
const rows: ActivityRow[] = [
  {
    id: '4',
    tenant: 'it',
    at: '2026-11-25T10:03:00.000Z',
    actor: admin,
    action: 'projection.rebuild',
    subject: 'search-index',
    details: { version: 3 },
  },
  {
    id: '3',
    tenant: 'it',
    at: '2026-11-25T10:02:00.000Z',
    actor: admin,
    action: 'codes.issue',
    subject: null,
    details: { count: 5, purpose: 'publish', planKey: null, expiresAt: null },
  },
  {
    id: '2',
    tenant: null,
    at: '2026-11-25T10:01:00.000Z',
    actor: { kind: 'cli', id: 'ops' },
    action: 'projection.rebuild',
    subject: 'offer-listing',
    details: {},
  },
];
const older: ActivityRow = {
  id: '1',
  tenant: 'it',
  at: '2026-11-25T10:00:00.000Z',
  actor: admin,
  action: 'offer.export',
  subject: '0b6f7c1e-9d2a-4f3b-8c1d-2e3f4a5b6c7d',
  details: { format: 'csv', events: 12 },
};

function activityApi(fail = false) {
  const calls: string[] = [];
  const api = (async (path: string) => {
    calls.push(path);
    if (fail) throw apiFailure(500, { code: 'internal' });
    const query = new URLSearchParams(path.split('?')[1]);
    if (query.get('action') === 'offer.export') return { activity: [older], next: null };
    if (query.get('before') === '2') return { activity: [older], next: null };
    return { activity: rows, next: '2' };
  }) as CallApi;
  return { api, calls };
}

function renderPage(api: CallApi, locale: 'pl' | 'en' = 'en') {
  const i18nProvider = polyglotI18nProvider(() => (locale === 'pl' ? pl : en), locale);
  return render(
    <TestMemoryRouter initialEntries={['/admin/activity']}>
      <AdminContext i18nProvider={i18nProvider} authProvider={signedInAs(true)}>
        <AdminActivityPage api={api} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

afterEach(cleanup);

describe('the admin activity page', () => {
  it('lists who did what and when, newest first, and pages on', async () => {
    const user = userEvent.setup();
    const { api, calls } = activityApi();
    renderPage(api);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Read model rebuilt')).toBeTruthy();
    expect(within(cards[0]!).getByText('Admin: Ola Admin <ola@example.com>')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'search-index' }).getAttribute('href')).toBe(
      '/admin/projections',
    );
    expect(within(cards[1]!).getByText('5 codes · for publish · for anyone')).toBeTruthy();
    expect(within(cards[2]!).getByText('Command line: ops')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Older actions' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(calls).toEqual(['/admin/activity?limit=50', '/admin/activity?limit=50&before=2']);
    expect(screen.getByRole('link', { name: older.subject! }).getAttribute('href')).toBe(
      `/admin/offers/${older.subject}`,
    );
    expect(screen.queryByRole('button', { name: 'Older actions' })).toBeNull();
  });

  it('filters by action, in Polish', async () => {
    const user = userEvent.setup();
    const { api, calls } = activityApi();
    renderPage(api, 'pl');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('combobox', { name: 'Działanie' }));
    await user.click(await screen.findByRole('option', { name: 'Eksport strumienia ogłoszenia' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(calls.at(-1)).toBe('/admin/activity?limit=50&action=offer.export');
    expect(screen.getByText('format csv · 12 zdarzeń')).toBeTruthy();
  });

  it('says so when the activity cannot be loaded', async () => {
    renderPage(activityApi(true).api);
    expect(await screen.findByText('The admin activity could not be loaded.')).toBeTruthy();
  });
});
