import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { favouriteOffersKey } from './favourite-offers-key';

/**
 * The offers a visitor marked as favourite (spec §1 "favourite-offer button"), by `guid`, newest
 * first. The spec names no API for them, so they are kept on this device (localStorage), for guests
 * and signed-in candidates alike. Read after hydration (getOnInit false): the server and the
 * hydrating render both see none, then the buttons show what this browser keeps. Other tabs follow
 * (the storage event).
 */
const storage = createJSONStorage<readonly string[]>(() => localStorage);

export const favouriteOffersAtom = atomWithStorage<readonly string[]>(favouriteOffersKey, [], storage);

/** Marks an offer favourite, or unmarks it. */
export const toggleFavouriteAtom = atom(null, (get, set, guid: string) => {
  const known = get(favouriteOffersAtom).filter((saved) => typeof saved === 'string');
  set(favouriteOffersAtom, known.includes(guid) ? known.filter((saved) => saved !== guid) : [guid, ...known]);
});
