import type { Currency } from '@tablica/domain/catalogue';
import type { OfferListItem } from '@tablica/domain/offers/listing';
import type { Locale } from '../../lib/i18n/locale';

/**
 * The offer's page in the language of the page that links to it (an offer's address is the same in
 * both languages, `?lang=` apart: without it the offer would open in the visitor's cookie's or
 * browser's language, and a crawler of the English list would find Polish offers), and in the
 * currency the list shows pay in (the same `currency` parameter).
 */
export function offerHref(
  offer: Pick<OfferListItem, 'slug'>,
  locale: Locale,
  currency: Currency | null = null,
): string {
  const query = new URLSearchParams({ lang: locale });
  if (currency !== null) query.set('currency', currency);
  return `/job-offer/${encodeURIComponent(offer.slug)}?${query}`;
}
