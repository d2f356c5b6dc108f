import useScrollTrigger from '@mui/material/useScrollTrigger';
import { lazy } from 'react';
import { LazyMount } from '../../../components/lazy-mount';
import type { OfferTopBarProps } from './offer-top-bar';

/** Spec §2: the mobile top bar appears once the page is scrolled past this many pixels. */
export const topBarAfterPx = 168;

const OfferTopBar = lazy(() => import('./offer-top-bar').then((module) => ({ default: module.OfferTopBar })));

/**
 * The phone's bar over an offer scrolled down. Hidden until then (the server's markup has none), so
 * its code loads on the first scroll past {@link topBarAfterPx} (issue 13, initial JS) and slides in.
 */
export function LazyOfferTopBar(props: Omit<OfferTopBarProps, 'shown'>) {
  const shown = useScrollTrigger({ disableHysteresis: true, threshold: topBarAfterPx });
  return (
    <LazyMount when={shown}>
      <OfferTopBar {...props} shown={shown} />
    </LazyMount>
  );
}
