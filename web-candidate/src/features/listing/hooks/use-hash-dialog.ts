import { useCallback, useEffect, useState } from 'react';

/**
 * A dialog the address's hash opens (spec §2: `#wiecej-filtrow`, `#kategorie`, `#lokalizacja`):
 * opening adds the hash as a history entry, closing removes it; a link or Back opens and closes it.
 */
export function useHashDialog(slug: string): readonly [boolean, () => void, () => void] {
  const [open, setOpen] = useState(false);
  const hash = `#${slug}`;

  useEffect(() => {
    const follow = () => setOpen(window.location.hash === hash);
    follow();
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, [hash]);

  const show = useCallback(() => {
    if (window.location.hash !== hash) window.history.pushState(null, '', hash);
    setOpen(true);
  }, [hash]);

  const hide = useCallback(() => {
    if (window.location.hash === hash)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    setOpen(false);
  }, [hash]);

  return [open, show, hide] as const;
}
