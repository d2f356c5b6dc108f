import type { Locale } from './locale';

/** The same page in each language, where its address itself is translated (list pages). */
export type Alternates = Readonly<Record<Locale, string>>;

/**
 * Link to the same page in another language: its translated address where it has one, else the same
 * address. The server reads `?lang=` and remembers it in a cookie.
 */
export function languageHref(currentUrl: string, locale: Locale, alternates?: Alternates): string {
  // Leading slashes collapsed: `//%00` would otherwise be read as a (broken) host, not a path.
  const url = new URL(
    (alternates?.[locale] ?? currentUrl).replace(/^\/{2,}/, '/'),
    'http://placeholder.invalid',
  );
  url.searchParams.set('lang', locale);
  return `${url.pathname}${url.search}`;
}
