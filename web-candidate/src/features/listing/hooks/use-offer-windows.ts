import type { ListFilters } from '@tablica/domain/listing/filters';
import type { CursorPage } from '@tablica/domain/offers/listing';
import type { ListedOffer } from '../../offers/listed-offer';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { filterQuery, getWindow } from '../api/list-api';
import { boardAtom } from '../state/board-atom';
import { filtersAtom } from '../state/listing-atoms';

type Cursor = NonNullable<CursorPage<ListedOffer>['meta']['next']>;
export type WindowStatus = 'idle' | 'loading' | 'failed';
export type Edge = 'start' | 'end' | 'all';

/** The windows of the list loaded so far, one continuous run of offers (spec §4: windows of 100 by `from`). */
export interface OfferWindows {
  /** The filters (without window) the offers were found with. */
  readonly key: string;
  /** Position of the first loaded offer in the whole list. */
  readonly first: number;
  readonly offers: readonly ListedOffer[];
  readonly total: number;
  readonly prev: Cursor | null;
  readonly next: Cursor | null;
  readonly status: WindowStatus;
  /** What is loading or failed: a window before, after, or the whole list for new filters. */
  readonly edge: Edge | null;
}

type Action =
  | { readonly type: 'started'; readonly edge: Edge }
  | { readonly type: 'failed'; readonly edge: Edge }
  | {
      readonly type: 'loaded';
      readonly edge: Edge;
      readonly key: string;
      readonly page: CursorPage<ListedOffer>;
    };

export function listKey(filters: ListFilters): string {
  return filterQuery(filters).toString();
}

function fromPage(key: string, page: CursorPage<ListedOffer>): OfferWindows {
  return {
    key,
    first: page.meta.from,
    offers: page.data,
    total: page.meta.totalItems,
    prev: page.meta.prev,
    next: page.meta.next,
    status: 'idle',
    edge: null,
  };
}

function reduce(state: OfferWindows, action: Action): OfferWindows {
  switch (action.type) {
    case 'started':
      return { ...state, status: 'loading', edge: action.edge };
    case 'failed':
      return { ...state, status: 'failed', edge: action.edge };
    case 'loaded': {
      const { page } = action;
      if (action.edge === 'all' || action.key !== state.key) return fromPage(action.key, page);
      // Offers published or bumped meanwhile shift the windows: never show one offer twice.
      const known = new Set(state.offers.map((offer) => offer.guid));
      const added = page.data.filter((offer) => !known.has(offer.guid));
      return action.edge === 'end'
        ? {
            ...state,
            offers: [...state.offers, ...added],
            total: page.meta.totalItems,
            next: page.meta.next,
            status: 'idle',
            edge: null,
          }
        : {
            ...state,
            offers: [...added, ...state.offers],
            first: page.meta.from,
            total: page.meta.totalItems,
            prev: page.meta.prev,
            status: 'idle',
            edge: null,
          };
    }
    default: {
      const unknownAction: never = action;
      return unknownAction;
    }
  }
}

/**
 * The list for the filters atom: starts from the server-rendered window; new filters load their first
 * window (the previous request aborted); `loadNext` / `loadPrevious` add the neighbouring windows.
 */
export function useOfferWindows(firstPage: CursorPage<ListedOffer>, firstFilters: ListFilters) {
  const filters = useAtomValue(filtersAtom);
  const { locale } = useAtomValue(boardAtom);
  const [state, dispatch] = useReducer(reduce, undefined, () => fromPage(listKey(firstFilters), firstPage));
  const inFlight = useRef<AbortController | null>(null);
  const key = listKey(filters);

  const load = useCallback(
    (edge: Edge, from: number, itemsCount: number) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      dispatch({ type: 'started', edge });
      getWindow(filters, from, itemsCount, locale, controller.signal)
        .then(
          (page) => dispatch({ type: 'loaded', edge, key, page }),
          () => {
            if (!controller.signal.aborted) dispatch({ type: 'failed', edge });
          },
        )
        .finally(() => {
          if (inFlight.current === controller) inFlight.current = null;
        });
    },
    [filters, key, locale],
  );

  // New filters: their window (from the address's `from`, 0 after any change of filters).
  const stateKey = state.key;
  const from = filters.from;
  const itemsCount = filters.itemsCount;
  useEffect(() => {
    if (key !== stateKey) load('all', from, itemsCount);
    // Only a change of filters starts over; `from` follows the list, it does not drive it.
  }, [key]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const { next, prev, status } = state;
  const busy = status === 'loading';
  const loadNext = useCallback(() => {
    if (next !== null && !busy && key === stateKey) load('end', next.cursor, next.itemsCount);
  }, [next, busy, key, stateKey, load]);
  const loadPrevious = useCallback(() => {
    if (prev !== null && !busy && key === stateKey) load('start', prev.cursor, prev.itemsCount);
  }, [prev, busy, key, stateKey, load]);
  const retry = useCallback(() => {
    if (state.edge === 'end') loadNext();
    else if (state.edge === 'start') loadPrevious();
    else load('all', from, itemsCount);
  }, [state.edge, loadNext, loadPrevious, load, from, itemsCount]);

  return { ...state, stale: key !== stateKey, loadNext, loadPrevious, retry };
}
