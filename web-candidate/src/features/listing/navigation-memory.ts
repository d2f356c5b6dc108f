import type { ListFilters } from '@tablica/domain/listing/filters';
import { filterQuery } from './api/list-api';

/**
 * Spec §7: the list position cookie (path /, 1 day; base64 of JSON, plain JSON where the brand's
 * `offersListDebug` flag is on, so it can be read in the browser's cookie list).
 */
export const navigationCookie = 'offersListNavigation';
const oneDaySeconds = 24 * 60 * 60;

/** Where the candidate was in the list when they opened an offer (spec §3 "list navigation memory"). */
export interface ListPosition {
  readonly from: number;
  readonly itemsCount: number;
  readonly params: {
    readonly sort: ListFilters['sort'];
    readonly currency: ListFilters['currency'];
    /** The list's filters without the window, as the API reads them. */
    readonly filters: string;
  };
  /** The offer that was opened, to scroll back to it. */
  readonly slug: string;
}

export function positionParams(filters: ListFilters): ListPosition['params'] {
  return { sort: filters.sort, currency: filters.currency, filters: filterQuery(filters).toString() };
}

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const fromBase64 = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text), (character) => character.charCodeAt(0)));

export function storePosition(position: ListPosition, { debug }: { readonly debug: boolean }): void {
  const json = JSON.stringify(position);
  const value = encodeURIComponent(debug ? json : toBase64(json));
  document.cookie = `${navigationCookie}=${value}; path=/; max-age=${oneDaySeconds}; samesite=lax`;
}

export function clearPosition(): void {
  document.cookie = `${navigationCookie}=; path=/; max-age=0; samesite=lax`;
}

/** The stored position, if it is for these filters; an unreadable cookie counts as none (spec §8). */
export function storedPosition(filters: ListFilters): ListPosition | null {
  const raw = document.cookie
    .split(/;\s*/)
    .find((part) => part.startsWith(`${navigationCookie}=`))
    ?.slice(navigationCookie.length + 1);
  if (!raw) return null;
  try {
    // Either form is read: the flag may have changed since the cookie was written.
    const text = decodeURIComponent(raw);
    const position = JSON.parse(text.startsWith('{') ? text : fromBase64(text)) as ListPosition;
    const params = positionParams(filters);
    const same =
      typeof position.slug === 'string' &&
      position.params.filters === params.filters &&
      position.params.currency === params.currency &&
      position.params.sort.sortBy === params.sort.sortBy &&
      position.params.sort.orderBy === params.sort.orderBy;
    return same ? position : null;
  } catch {
    return null;
  }
}
