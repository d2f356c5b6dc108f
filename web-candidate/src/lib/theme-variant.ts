import { endOfNextDay } from '../features/popups/horizontal-popup-limits';

/**
 * The header's theme switch (spec §2 "theme switch (new/old, cookie horizontalTheme)", §9 "theme cookie
 * until next day"; the brand's `enableThemeChange`): the board's current look ("new") or its classic
 * one ("old"). The choice is a cookie the server reads, so every page is rendered in it.
 */
export const themeVariants = ['new', 'old'] as const;
export type ThemeVariant = (typeof themeVariants)[number];
export const isThemeVariant = (value: unknown): value is ThemeVariant =>
  themeVariants.includes(value as ThemeVariant);

export const themeVariantCookie = 'horizontalTheme';

/** The look a `Cookie` header (or `document.cookie`) chose; the new one without a readable choice. */
export function themeVariantFromCookies(cookies: string | undefined): ThemeVariant {
  const value = new RegExp(`(?:^|;\\s*)${themeVariantCookie}=([a-z]+)`).exec(cookies ?? '')?.[1];
  return isThemeVariant(value) ? value : 'new';
}

/** Keeps the choice until the end of the next day (spec §9), then the board's own look returns. */
export function storeThemeVariant(variant: ThemeVariant, now: Date = new Date()): void {
  document.cookie = `${themeVariantCookie}=${variant}; path=/; expires=${endOfNextDay(now).toUTCString()}; samesite=lax`;
}
