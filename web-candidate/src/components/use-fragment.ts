import { useEffect, useState } from 'react';

/**
 * The address's fragment once hydrated (the server never sees it): the same page in another language
 * keeps it, e.g. the erasure link's `#code=…`.
 */
export function useFragment(): string {
  const [fragment, setFragment] = useState('');
  useEffect(() => {
    const read = () => setFragment(window.location.hash);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return fragment;
}
