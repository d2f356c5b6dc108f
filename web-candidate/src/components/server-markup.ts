import { useState } from 'react';
import { useHydrated } from './lazy-mount';

/** Set by the browser's entry just before it hydrates the server's page (the server never sets it). */
let hydrationStarted = false;
export const beginHydration = () => {
  hydrationStarted = true;
};

/** What an element keeps the server's children with: no children of its own, React's checks off. */
export const keptServerChildren = {
  dangerouslySetInnerHTML: { __html: '' },
  suppressHydrationWarning: true,
} as const;

/**
 * True for a component mounted by the hydration of the server's page, for as long as it stays
 * mounted: its element may keep the server's children as they are, never hydrated, by rendering
 * `keptServerChildren` instead of them (React leaves an element's DOM children alone when it sets
 * its inner HTML itself, and sets it again only when the HTML changes: never, it stays ''). For
 * markup something replaces right after hydration (the listing's first window, which the virtualiser
 * takes over): hydrating a hundred cards of MUI components cost seconds of a slow phone's main thread.
 * Links in it work as plain links; nothing in it runs. Mounted later (a list that appears after the
 * page's empty state, a component test), false: the children are drawn.
 */
export function useKeptServerMarkup(): boolean {
  // False on the server and in the render that hydrates; true in any later render in the browser.
  const hydrated = useHydrated();
  const [kept] = useState(hydrationStarted && !hydrated);
  return kept;
}
