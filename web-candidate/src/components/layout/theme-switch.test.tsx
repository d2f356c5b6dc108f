// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createEmotionCache } from '../../lib/emotion-cache';
import { catalogues } from '../../lib/i18n/catalogues';
import type { Locale } from '../../lib/i18n/locale';
import type { ThemeVariant } from '../../lib/theme-variant';
import { themeVariantCookie, themeVariantFromCookies } from '../../lib/theme-variant';
import { ThemeSwitch } from './theme-switch';

// Spec §2 "theme switch (new/old, cookie horizontalTheme)", §9 "theme cookie until next day".

const oldPrimary = '#1d5fbf';
const styles = () => [...document.querySelectorAll('style')].map((tag) => tag.textContent).join('\n');

/** The switch in the board's providers; `null`: the brand has no theme change. */
const renderSwitch = (locale: Locale, themeVariant: ThemeVariant | null) =>
  render(
    <AppProviders
      locale={locale}
      messages={catalogues[locale]}
      emotionCache={createEmotionCache()}
      colorScheme={null}
      themeVariant={themeVariant}
    >
      <ThemeSwitch />
    </AppProviders>,
  );

afterEach(() => {
  cleanup();
  document.cookie = `${themeVariantCookie}=; path=/; max-age=0`;
  document.head.innerHTML = '';
});

describe('the theme switch', () => {
  it('turns the classic look on and off, and keeps it in the cookie (en)', async () => {
    const user = userEvent.setup();
    renderSwitch('en', 'new');
    const button = screen.getByRole('button', { name: 'Classic look' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(styles()).not.toContain(oldPrimary);

    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(themeVariantFromCookies(document.cookie)).toBe('old');
    expect(styles().toLowerCase()).toContain(oldPrimary);

    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(themeVariantFromCookies(document.cookie)).toBe('new');
  });

  it('starts in the look the server rendered (pl)', () => {
    renderSwitch('pl', 'old');
    expect(screen.getByRole('button', { name: 'Klasyczny wygląd' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(styles().toLowerCase()).toContain(oldPrimary);
  });

  it('is absent where the brand has one look', () => {
    renderSwitch('en', null);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reads only a look it knows from the cookie', () => {
    expect(themeVariantFromCookies('a=1; horizontalTheme=old')).toBe('old');
    expect(themeVariantFromCookies('horizontalTheme=<script>')).toBe('new');
    expect(themeVariantFromCookies(undefined)).toBe('new');
  });
});
