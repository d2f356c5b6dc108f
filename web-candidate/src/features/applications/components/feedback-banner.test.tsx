// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../../lib/i18n/catalogues';
import type { Locale } from '../../../lib/i18n/locale';
import { FeedbackBanner } from './feedback-banner';

function feedbackApi(...statuses: number[]) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      sent.push({ path, body: JSON.parse(String(init?.body)) });
      return new Response(null, { status: statuses.shift() ?? 204 });
    }),
  );
  return sent;
}

const renderBanner = (locale: Locale) =>
  render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <FeedbackBanner applicationId="app-1" locale={locale} />
    </IntlProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FeedbackBanner', () => {
  it('records the answer for the application and thanks (en)', async () => {
    const sent = feedbackApi();
    renderBanner('en');
    expect(screen.getByRole('region', { name: 'How was applying?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Easy' }));
    await screen.findByText('Thank you, that helps us improve applying.');
    expect(sent).toEqual([
      { path: '/api/v2/user-panel/applications/app-1/feedback', body: { answer: 'easy' } },
    ]);
    expect(screen.queryByRole('button', { name: 'Easy' })).toBeNull();
  });

  it('says when the answer did not arrive and lets it be sent again (pl)', async () => {
    const sent = feedbackApi(503);
    renderBanner('pl');
    await userEvent.click(screen.getByRole('button', { name: 'Trudno' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toBe(
      'Odpowiedź do nas nie dotarła. Spróbujesz jeszcze raz?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Trudno' }));
    await screen.findByText('Dziękujemy, to pomoże nam ulepszyć aplikowanie.');
    expect(sent.map((call) => call.body)).toEqual([{ answer: 'hard' }, { answer: 'hard' }]);
  });
});
