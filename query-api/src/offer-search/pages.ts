import type { ListFilters } from '@tablica/domain/listing/filters';
import type { CursorPage, OfferListItem } from '@tablica/domain/offers/listing';
import type { TenantId } from '@tablica/domain/tenants';
import type { SearchIndex } from '@tablica/platform/search/port';

/** The cursor form's meta (spec §3): `from`, and the windows before and after this one. */
export function cursorMeta(from: number, itemsCount: number, shown: number, totalItems: number) {
  const end = from + shown;
  return {
    from,
    totalItems,
    next: end < totalItems ? { cursor: end, itemsCount } : null,
    prev:
      from > 0 ? { cursor: Math.max(0, from - itemsCount), itemsCount: Math.min(itemsCount, from) } : null,
  };
}

/** The paginated form's meta (spec §3). */
export function pageMeta(page: number, perPage: number, totalItems: number) {
  const totalPages = Math.ceil(totalItems / perPage);
  return {
    page,
    prevPage: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
    nextPage: page < totalPages ? page + 1 : null,
    totalPages,
    totalItems,
  };
}

export interface CursorRequest {
  readonly tenant: TenantId;
  readonly filters: ListFilters;
  readonly from: number;
  readonly itemsCount: number;
  readonly now: Date;
}

/** A window of the offers the filters find, in their sort (the list, the board's first render). */
export async function searchOffersByCursor(
  index: SearchIndex,
  request: CursorRequest,
): Promise<CursorPage<OfferListItem>> {
  const result = await index.search(request);
  return {
    data: result.items,
    meta: cursorMeta(request.from, request.itemsCount, result.items.length, result.total),
  };
}
