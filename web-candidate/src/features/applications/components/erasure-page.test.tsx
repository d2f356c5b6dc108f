// @vitest-environment jsdom
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../../lib/i18n/catalogues';
import type { Locale } from '../../../lib/i18n/locale';
import { ErasurePage } from './erasure-page';

// A loaded machine renders MUI slowly: wait for what the page says, not for a fixed second.
configure({ asyncUtilTimeout: 15_000 });

const code = 'eyJwdXJwb3NlIjoiYXBwbGljYXRpb24tZXJhc3VyZSJ9.c2lnbmF0dXJl';

/** The erasure endpoint answering `answers` in turn (a status, or `network` for no answer at all). */
function erasureApi(...answers: (number | 'network')[]) {
  const sent: unknown[] = [];
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    expect(path).toBe('/api/v1/applications/erasure');
    sent.push(JSON.parse(String(init?.body)));
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)]!;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer === 200 ? { erased: true } : { code: 'x' }), {
      status: answer,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent };
}

function renderPage(locale: Locale, fragment: string) {
  window.history.replaceState(null, '', `/application-erasure${fragment}`);
  return render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <ErasurePage locale={locale} />
    </IntlProvider>,
  );
}

/** Opens the page from the link and confirms once the button is enabled (hydrated, code read). */
async function confirmOn(locale: Locale, name: string) {
  renderPage(locale, `#code=${code}`);
  const confirm = await screen.findByRole('button', { name });
  await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
  await userEvent.click(confirm);
}

/** Focus moves in an effect after the outcome is drawn: wait for it rather than race it. */
const focused = (element: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the erasure page', () => {
  it('is rendered by the server with the confirm button disabled (the code is read after hydration)', () => {
    const html = renderToString(
      <IntlProvider locale="en" messages={catalogues.en}>
        <ErasurePage locale="en" />
      </IntlProvider>,
    );
    expect(html).toContain('Erase your application');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*Erase my application/);
  });

  it('says what erasing does, erases on confirmation only, and focuses the outcome', async () => {
    const { fetch, sent } = erasureApi(200);
    renderPage('en', `#code=${code}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Erase your application' })).toBeTruthy();
    expect(screen.getByText('This cannot be undone.')).toBeTruthy();
    const confirm = await screen.findByRole('button', { name: 'Erase my application' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(confirm);
    const outcome = await screen.findByRole('heading', {
      level: 2,
      name: 'Your application has been erased',
    });
    await focused(outcome);
    expect(sent).toEqual([{ code }]);
    expect(screen.queryByRole('button', { name: 'Erase my application' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the main page' }).getAttribute('href')).toBe('/');
  });

  it.each([
    { status: 404, locale: 'pl', confirm: 'Usuń moją aplikację', told: 'Ten link jest nieprawidłowy' },
    { status: 409, locale: 'en', confirm: 'Erase my application', told: 'This link has expired' },
  ] as const)('answers $status in $locale: $told', async ({ status, locale, confirm, told }) => {
    erasureApi(status);
    await confirmOn(locale, confirm);
    await focused(await screen.findByRole('heading', { name: told }));
  });

  it('tells a link without a code that it is not valid, without asking the server', async () => {
    const { fetch } = erasureApi(200);
    renderPage('en', '');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a retry after a network failure, and the retry erases', async () => {
    const { sent } = erasureApi('network', 200);
    await confirmOn('en', 'Erase my application');
    const failed = await screen.findByRole('heading', { name: 'We couldn’t erase your application' });
    await focused(failed);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your application has been erased' })).toBeTruthy();
    expect(sent).toEqual([{ code }, { code }]);
  });
});
