import { defaultListFilters, type ListFilters } from '@tablica/domain/listing/filters';
import { filtersToUrl, urlToFilters } from '@tablica/domain/listing/url-codec';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { boardAtom } from '../state/board-atom';
import { filtersAtom } from '../state/listing-atoms';

export type HistoryMode = 'push' | 'replace';

/** Changes that narrow the list start it again from its first window (spec §4: a new sort drops `from`). */
export function restarted(filters: ListFilters): ListFilters {
  return { ...filters, from: defaultListFilters.from, itemsCount: defaultListFilters.itemsCount };
}

/**
 * The one way the list changes: the codec writes the address (history entry pushed or replaced) and
 * the filters atom follows.
 */
export function useListNavigation(): (next: ListFilters, mode?: HistoryMode) => void {
  const { config, locale } = useAtomValue(boardAtom);
  const setFilters = useSetAtom(filtersAtom);
  return useCallback(
    (next, mode = 'push') => {
      const url = filtersToUrl(next, config, locale);
      const current = window.location.pathname + window.location.search;
      if (url !== current) {
        if (mode === 'push') window.history.pushState(null, '', url + window.location.hash);
        else window.history.replaceState(window.history.state, '', url + window.location.hash);
      }
      setFilters(next);
    },
    [config, locale, setFilters],
  );
}

/** Back and forward: the list follows the address (mounted once, by the listing page). */
export function useAddressFollower(): void {
  const { config, locale } = useAtomValue(boardAtom);
  const setFilters = useSetAtom(filtersAtom);
  useEffect(() => {
    const follow = () => {
      const { pathname, search } = window.location;
      if (pathname === '/') setFilters(defaultListFilters);
      else if (pathname.split('/')[1] === encodeURIComponent(config.slugs.listPrefix[locale]))
        setFilters(urlToFilters(pathname + search, config, locale));
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [config, locale, setFilters]);
}
