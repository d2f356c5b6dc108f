// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFailure, type CallApi, type CallOptions } from '../api';
import { signedInAs } from '../admin/testing';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { AdminCodesPage, type AdminCode } from './AdminCodesPage';

const redeemed: AdminCode = {
  code: 'K7QD-2MXP-9HTA-WV3C',
  purpose: 'publish',
  planKey: 'pro',
  expiresAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  company: { id: 'c1', name: 'Acme Software' },
  usedAt: '2026-11-21T09:00:00.000Z',
  redeemedBy: {
    offerId: '0b6f7c1e-9d2a-4f3b-8c1d-2e3f4a5b6c7d',
    slug: 'node-dev',
    title: 'Node Developer',
    companyName: 'Acme Software',
  },
};
const unused: AdminCode = {
  ...redeemed,
  code: 'AAAA-BBBB-CCCC-DDDD',
  company: null,
  planKey: null,
  usedAt: null,
  redeemedBy: null,
};

function codesApi(refuse = false) {
  const calls: { path: string; json?: unknown }[] = [];
  const issued: AdminCode[] = [];
  const api = (async (path: string, options?: CallOptions) => {
    calls.push({ path, json: options?.json });
    if (path === '/v2/offer-plans') return [{ slug: 'pro', name: { en: 'Pro', pl: 'Pro' } }];
    if (path.startsWith('/admin/companies')) return { companies: [{ id: 'c1', name: 'Acme Software' }] };
    if (path === '/admin/codes' && options?.method === 'POST') {
      if (refuse)
        throw apiFailure(400, { code: 'validation_failed', errors: { expiresAt: 'errors.invalidDatePast' } });
      const codes = [{ ...unused, code: 'NEWC-ODE1-0000-0000' }];
      issued.push(...codes);
      return { codes };
    }
    const query = new URLSearchParams(path.split('?')[1]);
    if (query.get('used') === 'true') return { codes: [redeemed], next: null };
    return { codes: [...issued, redeemed, unused], next: null };
  }) as CallApi;
  return { api, calls };
}

function renderPage(api: CallApi, locale: 'pl' | 'en' = 'en') {
  const i18nProvider = polyglotI18nProvider(() => (locale === 'pl' ? pl : en), locale);
  return render(
    <TestMemoryRouter initialEntries={['/admin/codes']}>
      <AdminContext i18nProvider={i18nProvider} authProvider={signedInAs(true)}>
        <AdminCodesPage api={api} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

afterEach(cleanup);

describe('the admin codes page', () => {
  it('lists every code with who redeemed it, and filters the redeemed ones', async () => {
    const { api, calls } = codesApi();
    renderPage(api);
    const card = await screen.findByRole('article', { name: redeemed.code });
    expect(within(card).getByRole('link', { name: 'Node Developer' }).getAttribute('href')).toBe(
      `/admin/offers/${redeemed.redeemedBy!.offerId}`,
    );
    expect(card.textContent).toContain('Acme Software');
    const other = screen.getByRole('article', { name: unused.code });
    expect(other.textContent).toContain('Not redeemed');
    expect(other.textContent).toContain('Anyone on this brand (promotional)');
    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Redeemed' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: unused.code })).toBeNull());
    expect(calls.some((call) => call.path.includes('used=true'))).toBe(true);
  });

  it('issues a batch with purpose, plan, count and expiry, shows the codes and lists them', async () => {
    const { api, calls } = codesApi();
    renderPage(api, 'pl');
    await screen.findByRole('article', { name: redeemed.code });
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Ile' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Ile' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Wydaj' }));
    expect((await screen.findByRole('status')).textContent).toContain('NEWC-ODE1-0000-0000');
    expect(calls.find((call) => call.json)?.json).toEqual({
      companyId: null,
      purpose: 'publish',
      planKey: null,
      expiresAt: null,
      count: 3,
    });
    expect(await screen.findByRole('article', { name: 'NEWC-ODE1-0000-0000' })).toBeTruthy();
  });

  it('shows the field the server refused beside it', async () => {
    renderPage(codesApi(true).api);
    await screen.findByRole('article', { name: redeemed.code });
    await userEvent.click(screen.getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Choose a later date')).toBeTruthy();
  });
});
