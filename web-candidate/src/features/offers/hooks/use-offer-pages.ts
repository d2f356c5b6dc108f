import type { ListFilters } from '@tablica/domain/listing/filters';
import type { CursorPage, OfferListItem } from '@tablica/domain/offers/listing';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Locale } from '../../../lib/i18n/locale';
import { getOffersByCursor, type OfferCursor } from '../api/get-offers-by-cursor';

export type LoadStatus = 'idle' | 'loading' | 'failed';

export interface OfferPages {
  readonly offers: readonly OfferListItem[];
  readonly totalItems: number;
  readonly next: OfferCursor | null;
  readonly status: LoadStatus;
  /** How many offers the latest successful load added; null until one has happened. */
  readonly lastLoadedCount: number | null;
}

type Action =
  | { readonly type: 'started' }
  | { readonly type: 'loaded'; readonly page: CursorPage<OfferListItem> }
  | { readonly type: 'failed' };

function fromFirstPage(page: CursorPage<OfferListItem>): OfferPages {
  return {
    offers: page.data,
    totalItems: page.meta.totalItems,
    next: page.meta.next,
    status: 'idle',
    lastLoadedCount: null,
  };
}

function reduce(state: OfferPages, action: Action): OfferPages {
  switch (action.type) {
    case 'started':
      return { ...state, status: 'loading' };
    case 'failed':
      return { ...state, status: 'failed' };
    case 'loaded': {
      // Offers published or bumped meanwhile shift the window; never show one offer twice.
      const known = new Set(state.offers.map((offer) => offer.guid));
      const added = action.page.data.filter((offer) => !known.has(offer.guid));
      return {
        offers: [...state.offers, ...added],
        totalItems: action.page.meta.totalItems,
        next: action.page.meta.next,
        status: 'idle',
        lastLoadedCount: added.length,
      };
    }
    default: {
      const unknownAction: never = action;
      return unknownAction;
    }
  }
}

/**
 * The server-rendered first page plus every page appended by "load more".
 * TanStack Query's useInfiniteQuery takes this over once filters make the list refetchable.
 */
export function useOfferPages(
  firstPage: CursorPage<OfferListItem>,
  filters: ListFilters,
  locale: Locale,
): OfferPages & { readonly loadMore: () => void } {
  const [state, dispatch] = useReducer(reduce, firstPage, fromFirstPage);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const { next } = state;
  const loadMore = useCallback(() => {
    // The sentinel and the button can both ask; one request at a time.
    if (next === null || inFlight.current !== null) return;
    const controller = new AbortController();
    inFlight.current = controller;
    dispatch({ type: 'started' });
    getOffersByCursor(next, filters, { locale, signal: controller.signal })
      .then(
        (page) => dispatch({ type: 'loaded', page }),
        () => {
          if (!controller.signal.aborted) dispatch({ type: 'failed' });
        },
      )
      .finally(() => {
        if (inFlight.current === controller) inFlight.current = null;
      });
  }, [next, filters, locale]);

  return { ...state, loadMore };
}
