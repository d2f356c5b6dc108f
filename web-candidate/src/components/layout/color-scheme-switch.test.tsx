// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import type { ColorScheme } from '../../lib/color-scheme';
import { createEmotionCache } from '../../lib/emotion-cache';
import { catalogues } from '../../lib/i18n/catalogues';
import type { Locale } from '../../lib/i18n/locale';
import { ColorSchemeSwitch } from './color-scheme-switch';

const scheme = () => document.documentElement.getAttribute('data-color-scheme');
const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

function renderBoard(locale: Locale, colorScheme: ColorScheme | null) {
  render(
    <AppProviders
      locale={locale}
      messages={catalogues[locale]}
      emotionCache={createEmotionCache()}
      colorScheme={colorScheme}
    >
      {colorScheme && <ColorSchemeSwitch initial={colorScheme} />}
    </AppProviders>,
  );
}

beforeEach(() => {
  // What the server wrote into the page.
  document.head.innerHTML = '<meta name="theme-color" content="#ffffff" />';
});
afterEach(() => {
  cleanup();
  document.cookie = 'color-scheme=; path=/; max-age=0';
  document.documentElement.removeAttribute('data-color-scheme');
});

describe('ColorSchemeSwitch', () => {
  it('turns dark mode on and off, keeping the choice in the cookie the server reads', async () => {
    renderBoard('pl', 'light');
    const button = screen.getByRole('button', { name: 'Tryb ciemny' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(document.cookie).toContain('color-scheme=dark');
    expect(themeColor()).toBe('#181b26');

    fireEvent.click(button);
    await waitFor(() => expect(scheme()).toBe('light'));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(document.cookie).toContain('color-scheme=light');
    expect(themeColor()).toBe('#ffffff');
  });

  it('starts pressed on a page rendered dark from the cookie', async () => {
    document.cookie = 'color-scheme=dark; path=/';
    renderBoard('en', 'dark');
    expect(screen.getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(scheme()).toBe('dark'));
  });

  it('stays light where the brand has no dark mode, whatever the cookie says', async () => {
    document.cookie = 'color-scheme=dark; path=/';
    renderBoard('en', null);
    expect(screen.queryByRole('button', { name: 'Dark mode' })).toBeNull();
    await waitFor(() => expect(scheme()).toBe('light'));
  });
});
