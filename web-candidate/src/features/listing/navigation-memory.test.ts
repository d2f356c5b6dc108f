// @vitest-environment jsdom
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPosition,
  navigationCookie,
  positionParams,
  storedPosition,
  storePosition,
  type ListPosition,
} from './navigation-memory';

const filters = { ...defaultListFilters, from: 200 };
const position: ListPosition = {
  from: 200,
  itemsCount: 100,
  params: positionParams(filters),
  slug: 'żółw-1',
};

/** The cookie's value as the browser keeps it (still URI-encoded). */
const cookieValue = () =>
  document.cookie
    .split(/;\s*/)
    .find((part) => part.startsWith(`${navigationCookie}=`))!
    .slice(navigationCookie.length + 1);

afterEach(clearPosition);

describe('the offersListNavigation cookie (spec §7, flag offersListDebug)', () => {
  it('is base64 of the JSON without the debug flag', () => {
    storePosition(position, { debug: false });
    const value = decodeURIComponent(cookieValue());
    expect(value).not.toContain('{');
    expect(
      JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)))),
    ).toEqual(position);
    expect(storedPosition(filters)).toEqual(position);
  });

  it('is the plain JSON with it, and reads back the same', () => {
    storePosition(position, { debug: true });
    expect(JSON.parse(decodeURIComponent(cookieValue()))).toEqual(position);
    expect(storedPosition(filters)).toEqual(position);
    // Not for other filters.
    expect(storedPosition({ ...filters, remote: true })).toBeNull();
  });
});
