import {
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Locale } from '../../../lib/i18n/locale';
import { listSavedSearches, type SavedSearch } from '../api/job-alerts-api';
import { LazyMount } from '../../../components/lazy-mount';
import {
  addLocalSearch,
  localSearchesSnapshot,
  readLocalSearches,
  removeLocalSearch,
  serverLocalSearches,
  subscribeLocalSearches,
  type LocalSaveOutcome,
  type LocalSearch,
} from './local-searches';
import { moveLocalSearches, type LocalMove } from './move-local-searches';

// Code-split: the note that searches moved to the account loads only when some did.
const MoveSnackbar = lazy(() =>
  import('../components/move-snackbar').then((module) => ({ default: module.MoveSnackbar })),
);

/** Who is looking, as far as alerts care: the board learns it after hydration. */
export type AlertsViewer = 'unknown' | 'anonymous' | 'signed-in';

export type SavedSearchesStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface SavedSearchesValue {
  readonly tenant: string;
  readonly locale: Locale;
  /** Off where the brand has no job alerts: nothing of them shows. */
  readonly enabled: boolean;
  /** The brand has candidate accounts: a guest's alert form can make one (spec §3 `register`). */
  readonly accounts: boolean;
  readonly viewer: AlertsViewer;
  /** Where a signed-in candidate's list stands; a guest's (this device's) is `ready` at once. */
  readonly status: SavedSearchesStatus;
  /** The account's saved searches, or a guest's on this device. */
  readonly searches: readonly SavedSearch[];
  /** This device's searches (spec §3 `jobAlerts`): a guest's, or those that could not move on sign-in. */
  readonly localSearches: readonly LocalSearch[];
  readonly saveLocal: (input: Parameters<typeof addLocalSearch>[0]) => LocalSaveOutcome;
  readonly removeLocal: (id: string) => void;
  /** What the last move of this device's searches to the account did (null: none this visit). */
  readonly move: LocalMove | null;
  /** Tries the move again (what stayed on the device after a refusal). */
  readonly retryMove: () => Promise<void>;
  /**
   * The saved-searches page says what the move did (`MoveNotice`) while it shows: the snackbar then
   * stays silent, so the message is said once.
   */
  readonly moveNoticeShown: boolean;
  readonly setMoveNoticeShown: (shown: boolean) => void;
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
  readonly accounts?: boolean;
  readonly viewer: AlertsViewer;
  readonly children: ReactNode;
}) {
  const { tenant, locale, enabled, viewer, children } = props;
  const accounts = props.accounts ?? false;
  const [status, setStatus] = useState<SavedSearchesStatus>('idle');
  const [searches, setSearches] = useState<readonly SavedSearch[]>([]);
  const active = enabled && viewer === 'signed-in';
  // This device's searches: none on the server, the stored ones after hydration, live across tabs.
  const localSearches = useSyncExternalStore(
    subscribeLocalSearches,
    localSearchesSnapshot,
    serverLocalSearches,
  );
  const [move, setMove] = useState<LocalMove | null>(null);
  const [moveNoticeShown, setMoveNoticeShown] = useState(false);

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

  // Signed in: this device's searches become the account's (spec §3); what is refused stays here.
  useEffect(() => {
    if (!active || readLocalSearches().length === 0) return;
    let live = true;
    void moveLocalSearches(tenant, locale).then((done) => {
      if (!live) return;
      setMove(done);
      if (done.moved > 0) void fetchList();
    });
    return () => {
      live = false;
    };
  }, [active, tenant, locale, fetchList]);

  const retryMove = useCallback(async () => {
    const done = await moveLocalSearches(tenant, locale);
    setMove(done);
    if (done.moved > 0) await fetchList();
  }, [tenant, locale, fetchList]);

  // Signed out (or never in): nothing of an earlier candidate's list shows, only this device's.
  const guest = enabled && viewer === 'anonymous';
  const value = useMemo(
    () => ({
      tenant,
      locale,
      enabled,
      accounts,
      viewer,
      status: active ? status : guest ? ('ready' as const) : ('idle' as const),
      searches: active ? searches : guest ? localSearches : noSearches,
      localSearches,
      saveLocal: addLocalSearch,
      removeLocal: removeLocalSearch,
      move,
      retryMove,
      moveNoticeShown,
      setMoveNoticeShown,
      reload,
    }),
    [
      tenant,
      locale,
      enabled,
      accounts,
      viewer,
      active,
      guest,
      status,
      searches,
      localSearches,
      move,
      retryMove,
      moveNoticeShown,
      reload,
    ],
  );
  return (
    <SavedSearchesContext.Provider value={value}>
      {children}
      <LazyMount when={active && move !== null}>
        <MoveSnackbar />
      </LazyMount>
    </SavedSearchesContext.Provider>
  );
}

export function useSavedSearches(): SavedSearchesValue {
  const value = useContext(SavedSearchesContext);
  if (!value) throw new Error('useSavedSearches needs a SavedSearchesProvider above it');
  return value;
}

/** The bell's badge: new offers across every saved search. */
export const newOffersOf = (searches: readonly SavedSearch[]) =>
  searches.reduce((sum, search) => sum + search.count, 0);

/**
 * Whether the header's bell shows: for a signed-in candidate, and for a visitor once they have saved a
 * search on this device (the bell itself, and the header island that draws it again when it appears).
 */
export const bellShown = ({
  enabled,
  viewer,
  searches,
}: Pick<SavedSearchesValue, 'enabled' | 'viewer' | 'searches'>) =>
  enabled && viewer !== 'unknown' && (viewer !== 'anonymous' || searches.length > 0);
