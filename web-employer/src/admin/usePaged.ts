import { useState } from 'react';
import { useLoaded, type Loaded } from './useLoaded';

/** One page of a list the API pages by a cursor: `next` null after the last one. */
export interface CursorPage<T> {
  readonly items: readonly T[];
  readonly next: string | null;
}

/**
 * A list read page by page: the first page whenever `key` changes, then each next one on `more()`,
 * appended. An answer for an earlier key is dropped.
 */
export function usePaged<T>(load: (from: string | null) => Promise<CursorPage<T>>, key: string) {
  const [first, retryFirst] = useLoaded(() => load(null), key);
  const [extra, setExtra] = useState<{ key: string; items: readonly T[]; next: string | null } | null>(null);
  const [failedMore, setFailedMore] = useState<{ key: string; error: unknown } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const more = extra?.key === key ? extra : null;
  const next = more ? more.next : first.kind === 'done' ? first.data.next : null;
  const loaded: Loaded<CursorPage<T>> =
    failedMore?.key === key
      ? { kind: 'failed', error: failedMore.error }
      : first.kind === 'done'
        ? { kind: 'done', data: { items: [...first.data.items, ...(more?.items ?? [])], next } }
        : first;
  const loadMore = async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await load(next);
      setExtra({ key, items: [...(more?.items ?? []), ...page.items], next: page.next });
    } catch (error) {
      setFailedMore({ key, error });
    } finally {
      setLoadingMore(false);
    }
  };
  const retry = () => {
    setExtra(null);
    setFailedMore(null);
    retryFirst();
  };
  return { loaded, more: loadMore, loadingMore, retry };
}
