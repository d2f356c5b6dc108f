import type { ThemeProviderProps } from '@mui/material/styles';

/** The board's colour schemes (spec §1: dark mode where the brand's `enableDarkMode` flag is on). */
export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];
export const isColorScheme = (value: unknown): value is ColorScheme =>
  colorSchemes.includes(value as ColorScheme);

/**
 * The attribute on `<html>` that picks a scheme's CSS variables. The server writes it from the
 * reader's choice, so the first paint is already in the right colours, without a script.
 */
export const colorSchemeAttribute = 'data-color-scheme';

/** The page's surface in each scheme: the theme's paper, and the browser's bar (`theme-color`). */
export const paperColors: Readonly<Record<ColorScheme, string>> = { light: '#ffffff', dark: '#181b26' };

/** Where the reader's choice is kept: a cookie, so that the server renders every page in it. */
export const colorSchemeCookie = 'color-scheme';
const oneYearSeconds = 365 * 24 * 60 * 60;

/**
 * The browser's own preference, sent as a client hint (`Sec-CH-Prefers-Color-Scheme`) once the board
 * has asked for it with `Accept-CH`; browsers without client hints start in light.
 */
export const colorSchemeHint = 'Sec-CH-Prefers-Color-Scheme';

/** The scheme a `Cookie` header (or `document.cookie`) chose, if any. */
export function colorSchemeFromCookies(cookies: string | undefined): ColorScheme | null {
  const value = new RegExp(`(?:^|;\\s*)${colorSchemeCookie}=([a-z]+)`).exec(cookies ?? '')?.[1];
  return isColorScheme(value) ? value : null;
}

/** The reader's choice, else their browser's preference (the hint's value, quoted or not), else light. */
export function pickColorScheme(cookies: string | undefined, hint: string | undefined): ColorScheme {
  const preferred = hint?.replace(/"/g, '').trim();
  return colorSchemeFromCookies(cookies) ?? (isColorScheme(preferred) ? preferred : 'light');
}

/**
 * MUI's mode storage on the cookie instead of localStorage: MUI reads and writes the mode through it
 * (only the mode: the per-scheme keys MUI also asks for are the schemes' own names here).
 */
export const cookieStorage: NonNullable<ThemeProviderProps['storageManager']> = ({ key }) => ({
  get(defaultValue: unknown) {
    if (typeof document === 'undefined') return undefined;
    return key === colorSchemeCookie
      ? (colorSchemeFromCookies(document.cookie) ?? defaultValue)
      : defaultValue;
  },
  set(value: unknown) {
    if (key === colorSchemeCookie && isColorScheme(value))
      document.cookie = `${colorSchemeCookie}=${value}; path=/; max-age=${oneYearSeconds}; samesite=lax`;
  },
  subscribe: () => () => undefined,
});
