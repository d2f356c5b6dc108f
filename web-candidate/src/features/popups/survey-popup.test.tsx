// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../lib/i18n/catalogues';
import type { Locale } from '../../lib/i18n/locale';
import { SurveyPopup } from './survey-popup';
import { surveyCookie } from './survey-popup-rules';

const surveyUrl = 'https://survey.example.com/tablica';

function phone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query }) as MediaQueryList);
}

const renderPopup = (locale: Locale) =>
  render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <SurveyPopup url={surveyUrl} />
    </IntlProvider>,
  );

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const clearCookie = () => (document.cookie = `${surveyCookie}=; path=/; max-age=0`);

beforeEach(() => {
  vi.useFakeTimers();
  clearCookie();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearCookie();
});

describe('SurveyPopup', () => {
  it('shows 2500 ms after the page on a wide screen and leads to the survey (en)', () => {
    phone(false);
    renderPopup('en');
    wait(2499);
    expect(screen.queryByRole('complementary')).toBeNull();
    wait(1);
    expect(screen.getByRole('complementary', { name: 'Help us improve the board' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Take the survey' });
    expect(link.getAttribute('href')).toBe(surveyUrl);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows 500 ms after the page on a phone; closed, a cookie hides it for a year (pl)', () => {
    phone(true);
    const { unmount } = renderPopup('pl');
    wait(499);
    expect(screen.queryByRole('complementary')).toBeNull();
    wait(1);
    expect(screen.getByRole('complementary', { name: 'Pomóż nam ulepszyć serwis' })).toBeTruthy();
    const cookie = vi.spyOn(document, 'cookie', 'set');
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(cookie).toHaveBeenCalledWith(`${surveyCookie}=closed; path=/; max-age=31536000; samesite=lax`);
    cookie.mockRestore();
    unmount();
    // Next page: nothing, however long the reader stays.
    document.cookie = `${surveyCookie}=closed; path=/`;
    renderPopup('pl');
    wait(10_000);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('opening the survey hides the popup for a year too (en)', () => {
    phone(false);
    renderPopup('en');
    wait(2500);
    fireEvent.click(screen.getByRole('link', { name: 'Take the survey' }));
    expect(document.cookie).toContain(`${surveyCookie}=closed`);
  });
});
