// @vitest-environment jsdom
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../../lib/i18n/catalogues';
import type { Locale } from '../../../lib/i18n/locale';
import { RedirectReturnDialog } from './redirect-return-dialog';

configure({ asyncUtilTimeout: 15_000 });

const redirectId = '5b0e2a47-8c7e-4a5e-9b7a-2f4f3b2c1d10';

function redirectsApi(status: number) {
  const calls: { path: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ path, method: init?.method ?? 'GET' });
      return new Response(status === 204 ? null : '{}', {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderDialog(locale: Locale, onAnswered: (completed: boolean) => void) {
  return render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <RedirectReturnDialog redirectId={redirectId} locale={locale} onAnswered={onAnswered} />
    </IntlProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RedirectReturnDialog', () => {
  it('yes confirms the redirect by its id (en)', async () => {
    const calls = redirectsApi(200);
    const onAnswered = vi.fn();
    renderDialog('en', onAnswered);
    expect(
      await screen.findByRole('dialog', { name: 'Did you manage to complete your application?' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onAnswered).toHaveBeenCalledWith(true));
    expect(calls).toEqual([
      { path: `/api/v2/user-panel/applications/redirects/${redirectId}/confirm`, method: 'POST' },
    ]);
  });

  it('no removes it (pl)', async () => {
    const calls = redirectsApi(204);
    const onAnswered = vi.fn();
    renderDialog('pl', onAnswered);
    await screen.findByRole('dialog', { name: 'Czy udało Ci się dokończyć aplikację?' });
    await userEvent.click(screen.getByRole('button', { name: 'Nie' }));
    await waitFor(() => expect(onAnswered).toHaveBeenCalledWith(false));
    expect(calls).toEqual([
      { path: `/api/v2/user-panel/applications/redirects/${redirectId}`, method: 'DELETE' },
    ]);
  });

  it('a refusal stays in the dialog with the error', async () => {
    redirectsApi(500);
    const onAnswered = vi.fn();
    renderDialog('en', onAnswered);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByRole('alert');
    expect(onAnswered).not.toHaveBeenCalled();
  });
});
