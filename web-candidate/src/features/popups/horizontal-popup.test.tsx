// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../lib/i18n/catalogues';
import type { Locale } from '../../lib/i18n/locale';
import { HorizontalPopup, horizontalPopupDelayMs } from './horizontal-popup';
import {
  endOfNextDay,
  horizontalPopupCookie,
  horizontalPopupSessionKey,
  shownCount,
} from './horizontal-popup-limits';

function visit(locale: Locale = 'pl') {
  render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <HorizontalPopup />
    </IntlProvider>,
  );
  act(() => vi.advanceTimersByTime(horizontalPopupDelayMs));
}

/** A new browser session: the count survives in the cookie, the session's mark does not. */
function newSession() {
  cleanup();
  window.sessionStorage.clear();
}

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
  document.cookie = `${horizontalPopupCookie}=; path=/; max-age=0`;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the horizontal popup', () => {
  it('shows after a moment, counts itself, and opens the alert form', () => {
    visit('en');
    const bar = screen.getByRole('complementary', { name: 'Never miss an offer like these' });
    expect(shownCount(document.cookie)).toBe(1);
    expect(window.sessionStorage.getItem(horizontalPopupSessionKey)).toBe('1');
    const cta = screen.getByRole('link', { name: 'Set up an alert' });
    expect(cta.getAttribute('href')).toBe('#add-alert');
    fireEvent.click(cta);
    act(() => vi.runAllTimers());
    expect(bar.isConnected).toBe(false);
  });

  it('shows once per session, and no more after three sessions', () => {
    visit();
    expect(screen.getByRole('complementary')).toBeTruthy();
    cleanup();
    visit();
    expect(screen.queryByRole('complementary')).toBeNull();
    for (const expected of [2, 3]) {
      newSession();
      visit();
      expect(screen.getByRole('complementary')).toBeTruthy();
      expect(shownCount(document.cookie)).toBe(expected);
    }
    newSession();
    visit();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('closes with its button', () => {
    visit('pl');
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    act(() => vi.runAllTimers());
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('its limits', () => {
  it('read junk as never shown, and last to the end of the next day', () => {
    expect(shownCount('horizontal-popup=abc')).toBe(0);
    expect(shownCount('a=1; horizontal-popup=2')).toBe(2);
    const expiry = endOfNextDay(new Date(2026, 10, 26, 23, 30));
    expect([expiry.getDate(), expiry.getHours(), expiry.getMinutes()]).toEqual([28, 0, 0]);
  });
});
