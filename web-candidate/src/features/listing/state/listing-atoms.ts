import { defaultListFilters, type ListFilters } from '@tablica/domain/listing/filters';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * What the list shows: the URL's filters. Written only through `useListNavigation`, which writes the
 * address with the codec at the same time, so the URL stays the state (spec §2).
 */
export const filtersAtom = atom<ListFilters>(defaultListFilters);

/**
 * Whether the list has windows left to load below (set once hydrated: the server's page, read without
 * JavaScript, always ends in the footer). Spec §2, §4: the footer shows once all offers are loaded.
 */
export const moreOffersBelowAtom = atom(false);

/** A search the candidate submitted (spec §3 "last searches {variant, title}"). */
export interface RecentSearch {
  readonly variant: 'titles' | 'companies' | 'skills' | 'keyword';
  readonly title: string;
}

/** Spec §4, §9: the last 8 searches and the last 5 locations are kept on this device. */
export const recentSearchesLimit = 8;
export const recentLocationsLimit = 5;

// Read after hydration only (getOnInit false): the server and the first client render both see [].
const storage = createJSONStorage<readonly RecentSearch[]>(() => localStorage);
const locationStorage = createJSONStorage<readonly string[]>(() => localStorage);

export const recentSearchesAtom = atomWithStorage<readonly RecentSearch[]>(
  'tablica.lastSearches',
  [],
  storage,
);

/** City slugs, newest first. */
export const recentLocationsAtom = atomWithStorage<readonly string[]>(
  'tablica.lastLocations',
  [],
  locationStorage,
);

/** Newest first, each search once (by variant and title, case ignored), at most 8. */
export function rememberSearches(
  known: readonly RecentSearch[],
  added: readonly RecentSearch[],
): readonly RecentSearch[] {
  const seen = new Set<string>();
  return [...added, ...known]
    .filter((search) => {
      const key = `${search.variant}:${search.title.toLocaleLowerCase()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, recentSearchesLimit);
}

/** Newest first, each city once, at most 5. */
export function rememberLocation(known: readonly string[], city: string): readonly string[] {
  return [city, ...known.filter((slug) => slug !== city)].slice(0, recentLocationsLimit);
}
