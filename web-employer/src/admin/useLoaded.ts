import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly error: unknown }
  | { readonly kind: 'done'; readonly data: T };

/**
 * What `load` answers, loaded again whenever `key` changes (or `retry` is called); an answer that comes
 * after the key moved on is dropped, so a slow page never overwrites a newer one.
 */
export function useLoaded<T>(load: () => Promise<T>, key: string): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setLoaded({ kind: 'loading' });
    load().then(
      (data) => current && setLoaded({ kind: 'done', data }),
      (error: unknown) => current && setLoaded({ kind: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; `key` says what it loads.
  }, [key, round]);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  return [loaded, retry];
}
