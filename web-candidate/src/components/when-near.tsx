import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Below the fold, on first sight (issue 13: initial JS): `children`, a `lazy()` component, mounts
 * once its place comes within 400 px of the viewport after hydration (at once where the browser has
 * no IntersectionObserver), and stays. The server and the hydrating render draw an empty place.
 */
export function WhenNear({ children }: { readonly children: ReactNode }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return near ? <Suspense fallback={null}>{children}</Suspense> : <Box ref={place} />;
}
