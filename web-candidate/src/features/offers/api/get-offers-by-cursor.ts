import type { CursorPage, OfferListItem } from '@tablica/domain/offers/listing';
import { getJson, type RequestOptions } from '../../../lib/api-client';

export type OfferCursor = NonNullable<CursorPage<OfferListItem>['meta']['next']>;

/** The next window of the offer list (spec §7 `GET /v2/user-panel/offers/by-cursor`). */
export function getOffersByCursor(
  cursor: OfferCursor,
  options: RequestOptions,
): Promise<CursorPage<OfferListItem>> {
  const query = new URLSearchParams({
    from: String(cursor.cursor),
    itemsCount: String(cursor.itemsCount),
  });
  return getJson<CursorPage<OfferListItem>>(`/api/v2/user-panel/offers/by-cursor?${query}`, options);
}
