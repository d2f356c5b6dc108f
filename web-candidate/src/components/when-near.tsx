import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How near the viewport (px) the place must come. */
const margin = 400;

/**
 * Below the fold, on first sight (issue 13: initial JS): `children`, a `lazy()` component, mounts
 * once its place comes within 400 px of the viewport (or is scrolled past) after hydration (at once where the browser has
 * no IntersectionObserver), and stays. The server and the hydrating render draw an empty place.
 */
export function WhenNear({ children }: { readonly children: ReactNode }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const arrive = () => {
      setNear(true);
      observer.disconnect();
      window.removeEventListener('scroll', passed);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) arrive();
      },
      { rootMargin: `${margin}px` },
    );
    // A jump past the place (End, a fragment) crosses the viewport without ever intersecting it.
    const passed = () => {
      if (element.getBoundingClientRect().top < window.innerHeight + margin) arrive();
    };
    observer.observe(element);
    window.addEventListener('scroll', passed, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', passed);
    };
  }, []);
  return near ? <Suspense fallback={null}>{children}</Suspense> : <Box ref={place} />;
}
