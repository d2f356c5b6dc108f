import { createIntlCache, type IntlCache } from 'react-intl';
import type { Locale } from './locale';

const caches = new Map<Locale, IntlCache>();

/**
 * react-intl's formatters (message formats, number formats, plural rules) of one language, kept for
 * the process: the server renders every page with a new `intl` (its texts are recorded per page), and
 * with IntlProvider's cache of its own each render built again every formatter its markup used (a
 * list of 100 cards: ~15 % of its rendering). What is kept is keyed by the message and its options,
 * never by what a page formats, so no page's values outlive it.
 */
export function intlCacheOf(locale: Locale): IntlCache {
  let cache = caches.get(locale);
  if (!cache) caches.set(locale, (cache = createIntlCache()));
  return cache;
}
