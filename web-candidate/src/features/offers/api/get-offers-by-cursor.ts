import { filtersToApiQuery } from '@tablica/domain/listing/api-query';
import type { ListFilters } from '@tablica/domain/listing/filters';
import type { CursorPage, OfferListItem } from '@tablica/domain/offers/listing';
import { getJson, type RequestOptions } from '../../../lib/api-client';

export type OfferCursor = NonNullable<CursorPage<OfferListItem>['meta']['next']>;

/** The next window of the offer list the filters find (spec §7 `GET /v2/user-panel/offers/by-cursor`). */
export function getOffersByCursor(
  cursor: OfferCursor,
  filters: ListFilters,
  options: RequestOptions,
): Promise<CursorPage<OfferListItem>> {
  const query = new URLSearchParams({
    ...filtersToApiQuery(filters),
    from: String(cursor.cursor),
    itemsCount: String(cursor.itemsCount),
  });
  return getJson<CursorPage<OfferListItem>>(`/api/v2/user-panel/offers/by-cursor?${query}`, options);
}
