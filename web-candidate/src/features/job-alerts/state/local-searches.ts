import type { ListFilters } from '@tablica/domain/listing/filters';
import type { SavedSearch } from '../api/job-alerts-api';

/**
 * A visitor's saved searches, kept in this browser (spec §3: key `jobAlerts`, version 1, `jobAlert`
 * null; §5 and §9: at most 10). Signing in moves them to the account (`move-local-searches.ts`).
 */
export const localSearchesKey = 'jobAlerts';
export const localSearchesVersion = 1;
/** Spec §9: "Anonymous local filters 10". */
export const maxLocalSearches = 10;

/** A search saved on this device: what `GET /job-filters` lists, with the filters it was saved with. */
export interface LocalSearch extends SavedSearch {
  readonly filters: ListFilters;
  readonly jobAlert: null;
}

interface Stored {
  readonly version: typeof localSearchesVersion;
  readonly items: readonly LocalSearch[];
}

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage switched off (private modes, policies): nothing is kept.
    return null;
  }
};

const isLocalSearch = (value: unknown): value is LocalSearch => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.searchUrl === 'string' &&
    item.searchUrl.startsWith('/') &&
    typeof item.filterName === 'string' &&
    typeof item.filters === 'object' &&
    item.filters !== null
  );
};

/** The stored searches; anything unreadable (another version, a hand-edited value) reads as none. */
export function readLocalSearches(): LocalSearch[] {
  const raw = storage()?.getItem(localSearchesKey);
  if (!raw) return [];
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (stored.version !== localSearchesVersion || !Array.isArray(stored.items)) return [];
    return stored.items
      .filter(isLocalSearch)
      .slice(0, maxLocalSearches)
      .map((item) => ({ ...item, jobAlert: null, count: 0 }));
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

export function writeLocalSearches(items: readonly LocalSearch[]): void {
  const store = storage();
  if (!store) return;
  try {
    if (items.length === 0) store.removeItem(localSearchesKey);
    else
      store.setItem(
        localSearchesKey,
        JSON.stringify({ version: localSearchesVersion, items } satisfies Stored),
      );
  } catch {
    // Full or switched off: the search is not kept, as if storage were not there.
  }
  listeners.forEach((listener) => listener());
}

/** For `useSyncExternalStore`: changes made here and in other tabs (the `storage` event). */
export function subscribeLocalSearches(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === localSearchesKey) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const none: readonly LocalSearch[] = [];
let snapshot: { readonly raw: string | null; readonly items: readonly LocalSearch[] } = {
  raw: null,
  items: none,
};

/** The stored searches, the same array while the stored value is the same (`useSyncExternalStore`). */
export function localSearchesSnapshot(): readonly LocalSearch[] {
  const raw = storage()?.getItem(localSearchesKey) ?? null;
  if (raw !== snapshot.raw) snapshot = { raw, items: raw === null ? none : readLocalSearches() };
  return snapshot.items;
}

/** The server renders no device's searches. */
export const serverLocalSearches = (): readonly LocalSearch[] => none;

/** Spec §3: a local search's id is derived from its URL (FNV-1a, 64 bits), so saving it twice meets it. */
export function localSearchId(searchUrl: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(searchUrl)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return `local-${hash.toString(16).padStart(16, '0')}`;
}

export type LocalSaveOutcome = 'saved' | 'exists' | 'limit' | 'unavailable';

/** Saves a search on this device: at most {@link maxLocalSearches}, each URL once. */
export function addLocalSearch(input: {
  readonly searchUrl: string;
  readonly name: string;
  readonly filters: ListFilters;
}): LocalSaveOutcome {
  if (!storage()) return 'unavailable';
  const items = readLocalSearches();
  if (items.some((item) => item.searchUrl === input.searchUrl)) return 'exists';
  if (items.length >= maxLocalSearches) return 'limit';
  writeLocalSearches([
    ...items,
    {
      id: localSearchId(input.searchUrl),
      searchUrl: input.searchUrl,
      filterName: input.name,
      filters: input.filters,
      jobAlert: null,
      count: 0,
    },
  ]);
  return 'saved';
}

export function removeLocalSearch(id: string): void {
  writeLocalSearches(readLocalSearches().filter((item) => item.id !== id));
}
