import { useEffect, useState } from 'react';
import { favouriteOffersKey } from './favourite-offers-key';

/**
 * Whether this device keeps the offer as a favourite, read from localStorage after hydration (and
 * again when another tab changes it), without the favourites' state and its library: what the heart's
 * island depends on (`favourite-button-island.tsx`).
 */
export function useStoredFavourite(guid: string): boolean {
  const [stored, setStored] = useState(false);
  useEffect(() => {
    const read = () => {
      try {
        const saved: unknown = JSON.parse(localStorage.getItem(favouriteOffersKey) ?? '[]');
        setStored(Array.isArray(saved) && saved.includes(guid));
      } catch {
        setStored(false);
      }
    };
    read();
    window.addEventListener('storage', read);
    return () => window.removeEventListener('storage', read);
  }, [guid]);
  return stored;
}
