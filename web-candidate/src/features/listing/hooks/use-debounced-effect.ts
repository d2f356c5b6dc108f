import { useEffect, useRef } from 'react';

/** Runs `effect` once `delayMs` have passed without `deps` changing (it may return a cleanup). */
export function useDebouncedEffect(
  effect: () => void | (() => void),
  deps: readonly unknown[],
  delayMs: number,
  enabled = true,
): void {
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    if (!enabled) return;
    let cleanup: void | (() => void);
    const timer = setTimeout(() => {
      cleanup = latest.current();
    }, delayMs);
    return () => {
      clearTimeout(timer);
      if (cleanup) cleanup();
    };
  }, [...deps, delayMs, enabled]);
}
