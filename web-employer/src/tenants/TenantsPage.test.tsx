// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFailure, type CallApi } from '../api';
import { signedInAs } from '../admin/testing';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { TenantsPage, type TenantRow } from './TenantsPage';

const tenants: TenantRow[] = [
  {
    id: 'it',
    name: 'Tablica IT',
    hostPrefix: 'it',
    baseCurrency: 'PLN',
    current: true,
    flags: { enableJobAlert: true, hookformDebug: false },
  },
  { id: 'work', name: 'Tablica Praca', hostPrefix: 'work', baseCurrency: 'PLN', current: false, flags: {} },
];

function renderPage(api: CallApi, locale: 'pl' | 'en' = 'en') {
  const i18nProvider = polyglotI18nProvider(() => (locale === 'pl' ? pl : en), locale);
  return render(
    <TestMemoryRouter initialEntries={['/admin/tenants']}>
      <AdminContext i18nProvider={i18nProvider} authProvider={signedInAs(true)}>
        <TenantsPage api={api} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

afterEach(cleanup);

describe('the brands and flags page', () => {
  it('shows each brand with its flags on or off, read-only', async () => {
    renderPage((async () => ({ tenants })) as CallApi, 'pl');
    const it = await screen.findByRole('region', { name: 'Tablica IT' });
    expect(within(it).getByText('Ta marka')).toBeTruthy();
    const rows = within(it)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['FlagaWartość', 'enableJobAlertWłączona', 'hookformDebugWyłączona']);
    expect(screen.getByRole('region', { name: 'Tablica Praca' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says when the brands could not be loaded and tries again', async () => {
    let calls = 0;
    renderPage((async () => {
      calls += 1;
      if (calls === 1) throw apiFailure(500, null);
      return { tenants };
    }) as CallApi);
    await userEvent.click(await screen.findByRole('button', { name: /refresh/i }));
    expect(await screen.findByRole('region', { name: 'Tablica IT' })).toBeTruthy();
  });
});
