// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '../../../lib/i18n/catalogues';
import type { Locale } from '../../../lib/i18n/locale';
import { ApplyBox, type AppliedState } from './apply-box';

function renderBox(locale: Locale, applied: AppliedState | null, applyUrl: string | null = null) {
  const clicks: string[] = [];
  render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <ApplyBox
        applied={applied}
        applyUrl={applyUrl}
        onApply={() => clicks.push('apply')}
        onLeave={() => clicks.push('leave')}
        onShare={() => clicks.push('share')}
      />
    </IntlProvider>,
  );
  return clicks;
}

afterEach(cleanup);

describe('ApplyBox', () => {
  it('invites to apply before the candidate applied (en)', () => {
    const clicks = renderBox('en', null);
    expect(screen.getByRole('status').textContent).toBe('Interested?');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(clicks).toEqual(['apply']);
  });

  it('says when the candidate applied and offers to apply again (pl)', () => {
    const clicks = renderBox('pl', { at: '2026-11-20T09:30:00.000Z' });
    expect(screen.getByRole('status').textContent).toBe(
      'Twoja aplikacja na tę ofertę została wysłana 20 listopada 2026',
    );
    expect(screen.queryByRole('button', { name: 'Aplikuj' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Aplikuj ponownie' }));
    expect(clicks).toEqual(['apply']);
  });

  it('without the day (a list said so) still says the candidate applied (en)', () => {
    renderBox('en', { at: null });
    expect(screen.getByRole('status').textContent).toBe('You applied for this offer');
    expect(screen.getByRole('button', { name: 'Apply again' })).toBeTruthy();
  });

  it('leads to the company’s own page, again after applying (en)', () => {
    const clicks = renderBox('en', { at: '2026-11-20T23:30:00.000Z' }, 'https://acme.example/apply');
    // 23:30 UTC is the 21st in Warsaw: the board's day, on the server and in every browser.
    expect(screen.getByRole('status').textContent).toBe('You applied for this offer on November 21, 2026');
    const link = screen.getByRole('link', { name: 'Apply again' });
    expect(link.getAttribute('href')).toBe('https://acme.example/apply');
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(link);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(clicks).toEqual(['leave', 'share']);
  });
});
