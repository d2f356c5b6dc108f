import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '../../../lib/i18n/locale';
import { listSavedSearches, type SavedSearch } from '../api/job-alerts-api';

/** Who is looking, as far as alerts care: the board learns it after hydration. */
export type AlertsViewer = 'unknown' | 'anonymous' | 'signed-in';

export type SavedSearchesStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface SavedSearchesValue {
  readonly tenant: string;
  readonly locale: Locale;
  /** Off where the brand has no job alerts: nothing of them shows. */
  readonly enabled: boolean;
  readonly viewer: AlertsViewer;
  /** Where a signed-in candidate's list stands; guests stay `idle`. */
  readonly status: SavedSearchesStatus;
  readonly searches: readonly SavedSearch[];
  /** Asks the list again (after a change, or to retry); a reload keeps the shown list until it answers. */
  readonly reload: () => Promise<void>;
}

const noSearches: readonly SavedSearch[] = [];

const SavedSearchesContext = createContext<SavedSearchesValue | null>(null);

/**
 * The signed-in candidate's saved searches, once per page: the header's bell, the listing's dialog and
 * the saved-searches page see the same list, asked again when the window regains focus (spec §7).
 */
export function SavedSearchesProvider(props: {
  readonly tenant: string;
  readonly locale: Locale;
  readonly enabled: boolean;
  readonly viewer: AlertsViewer;
  readonly children: ReactNode;
}) {
  const { tenant, locale, enabled, viewer, children } = props;
  const [status, setStatus] = useState<SavedSearchesStatus>('idle');
  const [searches, setSearches] = useState<readonly SavedSearch[]>([]);
  const active = enabled && viewer === 'signed-in';

  /** Asks for the list; what shows meanwhile is the caller's choice (`idle` reads as loading too). */
  const fetchList = useCallback(
    () =>
      listSavedSearches(tenant, locale).then(
        (list) => {
          setSearches(list);
          setStatus('ready');
        },
        () => setStatus('failed'),
      ),
    [tenant, locale],
  );

  const reload = useCallback(async () => {
    if (!active) return;
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    await fetchList();
  }, [active, fetchList]);

  useEffect(() => {
    if (!active) return;
    void fetchList();
    const onFocus = () => void fetchList();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [active, fetchList]);

  // Signed out (or never in): nothing of an earlier candidate's list shows.
  const value = useMemo(
    () => ({
      tenant,
      locale,
      enabled,
      viewer,
      status: active ? status : ('idle' as const),
      searches: active ? searches : noSearches,
      reload,
    }),
    [tenant, locale, enabled, viewer, active, status, searches, reload],
  );
  return <SavedSearchesContext.Provider value={value}>{children}</SavedSearchesContext.Provider>;
}

export function useSavedSearches(): SavedSearchesValue {
  const value = useContext(SavedSearchesContext);
  if (!value) throw new Error('useSavedSearches needs a SavedSearchesProvider above it');
  return value;
}

/** The bell's badge: new offers across every saved search. */
export const newOffersOf = (searches: readonly SavedSearch[]) =>
  searches.reduce((sum, search) => sum + search.count, 0);
