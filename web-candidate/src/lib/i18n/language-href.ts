import type { Locale } from './locale';

/** The same page in each language, where its address itself is translated (list pages). */
export type Alternates = Readonly<Record<Locale, string>>;

/**
 * Link to the same page in another language: its translated address where it has one, else the same
 * address. The server reads `?lang=` and remembers it in a cookie.
 */
export function languageHref(currentUrl: string, locale: Locale, alternates?: Alternates): string {
  const url = new URL(alternates?.[locale] ?? currentUrl, 'http://placeholder.invalid');
  url.searchParams.set('lang', locale);
  return `${url.pathname}${url.search}`;
}
