import { useEffect, useRef } from 'react';

/** Spec §4, §9: a window loads 200 ms after its sentinel comes into view (and stays there). */
export const sentinelDelayMs = 200;

/** An invisible marker at the top or bottom of the list that asks for the neighbouring window. */
export function WindowSentinel({
  active,
  onReached,
}: {
  readonly active: boolean;
  readonly onReached: () => void;
}) {
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = marker.current;
    if (!active || node === null || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        clearTimeout(timer);
        if (entries.some((entry) => entry.isIntersecting)) timer = setTimeout(onReached, sentinelDelayMs);
      },
      { rootMargin: '400px 0px 400px 0px' },
    );
    observer.observe(node);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [active, onReached]);
  return <div ref={marker} aria-hidden style={{ height: 1 }} />;
}
