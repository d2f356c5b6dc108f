// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFailure, type CallApi, type CallOptions } from '../api';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { OfferImportPage } from './OfferImportPage';
import { signedInAs } from './testing';

function importApi(answer: 'ok' | 'invalid' | 'down') {
  const posted: unknown[] = [];
  const api = (async (path: string, options?: CallOptions) => {
    if (path.startsWith('/admin/companies')) return { companies: [{ id: 'c1', name: 'Acme Software' }] };
    posted.push(options?.json);
    if (answer === 'invalid')
      throw apiFailure(400, {
        code: 'validation_failed',
        errors: { title: 'errors.required', 'employmentTypes.0.from': 'errors.invalidValue' },
      });
    if (answer === 'down') throw apiFailure(503, null);
    return { id: '0b6f7c1e-9d2a-4f3b-8c1d-2e3f4a5b6c7d', slug: 'senior-typescript-developer-acme' };
  }) as CallApi;
  return { api, posted };
}

function renderPage(api: CallApi, locale: 'pl' | 'en' = 'en', isAdmin = true) {
  const i18nProvider = polyglotI18nProvider(() => (locale === 'pl' ? pl : en), locale);
  return render(
    <TestMemoryRouter initialEntries={['/admin/import']}>
      <AdminContext i18nProvider={i18nProvider} authProvider={signedInAs(isAdmin)}>
        <OfferImportPage api={api} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const json = () => screen.getByRole('textbox', { name: /Offer JSON|JSON oferty/ });

afterEach(cleanup);

describe('the offer JSON import page', () => {
  it('sends the example through the import and links to the new offer’s audit', async () => {
    const { api, posted } = importApi('ok');
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Fill in an example' }));
    expect((json() as HTMLTextAreaElement).value).toContain('"title": "Senior TypeScript Developer"');
    await userEvent.click(screen.getByRole('button', { name: 'Validate and publish' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('Imported and published as senior-typescript-developer-acme.');
    expect(within(done).getByRole('link', { name: 'Open its audit' }).getAttribute('href')).toBe(
      '/admin/offers/0b6f7c1e-9d2a-4f3b-8c1d-2e3f4a5b6c7d',
    );
    expect(posted).toEqual([
      expect.objectContaining({ title: 'Senior TypeScript Developer', companyId: null }),
    ]);
  });

  it('shows each field the server refused with its message (pl)', async () => {
    const { api } = importApi('invalid');
    renderPage(api, 'pl');
    fireEvent.change(await screen.findByRole('textbox', { name: 'JSON oferty' }), {
      target: { value: '{"title": ""}' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sprawdź i opublikuj' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('2 pola do poprawienia');
    const items = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toMatch(/^title: /);
    expect(items[1]).toMatch(/^employmentTypes\.0\.from: /);
    expect(items.join()).not.toContain('errors.');
  });

  it('refuses text that is not a JSON object before sending it, and says when the server failed', async () => {
    const { api, posted } = importApi('down');
    renderPage(api);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Offer JSON' }), {
      target: { value: '{oops' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Validate and publish' }));
    expect(await screen.findByText(/This is not valid JSON/)).toBeTruthy();
    fireEvent.change(json(), { target: { value: '[1]' } });
    await userEvent.click(screen.getByRole('button', { name: 'Validate and publish' }));
    expect(await screen.findByText('The offer must be a JSON object { … }.')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(json(), { target: { value: '{}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Validate and publish' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The import failed. Try again.');
  });

  it('is the not-found page for anyone but a platform admin', async () => {
    renderPage(importApi('ok').api, 'en', false);
    expect(await screen.findByText(/not found|does not exist/i)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Offer JSON' })).toBeNull();
  });
});
