import { useCallback, useEffect, useState } from 'react';

/** One read for a page: its data, its failure, and a retry. `key` changes ask again. */
export function useLoad<T>(load: (() => Promise<T>) | null, key: string) {
  const [state, setState] = useState<{ data?: T; error?: unknown; key?: string }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (data) => current && setState({ data, key }),
      (error: unknown) => current && setState({ error, key }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function each render; `key` says when it asks something else.
  }, [key, attempt]);
  const fresh = state.key === key;
  return {
    data: fresh ? state.data : undefined,
    error: fresh ? state.error : undefined,
    isPending: load !== null && !fresh,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
