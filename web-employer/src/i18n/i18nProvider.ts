import polyglotI18nProvider from 'ra-i18n-polyglot';
import { resolveBrowserLocale } from 'react-admin';
import { en } from './en';
import { pl } from './pl';

/**
 * Polish for browsers set to Polish, English otherwise. A language picked in the app bar's menu is kept
 * in react-admin's store (localStorage) and wins over this default on the next visit.
 */
const initialLocale = resolveBrowserLocale('en') === 'pl' ? 'pl' : 'en';

/**
 * A key the catalogue lacks reads as the key, as Polyglot does, and is told on the console in every build
 * (Polyglot's own warning is dropped from production bundles): the Playwright journeys fail on it.
 */
function onMissingKey(key: string): string {
  console.warn(`Missing translation for key: "${key}"`);
  return key;
}

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'pl' ? pl : en),
  initialLocale,
  [
    { locale: 'en', name: 'English' },
    { locale: 'pl', name: 'Polski' },
  ],
  { onMissingKey },
);

/** BCP 47 tag for dates and numbers in the given console locale. */
export function intlLocale(locale: string): string {
  return locale === 'pl' ? 'pl-PL' : 'en-GB';
}

/** Spec §9: dates read dd.MM.yyyy (Polish); English gets the same digits in its own order. */
export const dateFormat: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
