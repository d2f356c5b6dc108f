import type { Locale } from './locale';

/**
 * Link to the same page in another language. The server reads `?lang=` and remembers it in a
 * cookie; the rest of the query (later: filters) is kept.
 */
export function languageHref(currentUrl: string, locale: Locale): string {
  const url = new URL(currentUrl, 'http://placeholder.invalid');
  url.searchParams.set('lang', locale);
  return `${url.pathname}${url.search}`;
}
