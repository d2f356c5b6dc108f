import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/** False on the server and while hydrating (the server's full markup), true after. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * Code split at the call site (issues 11 and 13: initial JS): `children`, a `lazy()` component,
 * mounts the first time `when` holds after hydration and stays mounted, so a dialog's closing
 * animates. The server and the hydrating render draw nothing in its place, as a closed dialog does
 * (and an open one too: MUI's portal waits for the browser), so the markup matches.
 */
export function LazyMount({ when, children }: { readonly when: boolean; readonly children: ReactNode }) {
  const hydrated = useHydrated();
  const [mounted, setMounted] = useState(false);
  if (when && hydrated && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
