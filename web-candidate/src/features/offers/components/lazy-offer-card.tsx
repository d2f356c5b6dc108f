import { lazy, Suspense, type ComponentProps } from 'react';

const OfferCard = lazy(() => import('./offer-card').then((module) => ({ default: module.OfferCard })));

/**
 * An offer card drawn after the page has loaded (the look-alikes under an offer, in its dialogs): the
 * cards' code loads with the first of them, not with the offer page (issue 13, initial JS). It waits
 * within itself, so nothing around it (a dialog) waits with it.
 */
export function LazyOfferCard(props: ComponentProps<typeof OfferCard>) {
  return (
    <Suspense fallback={null}>
      <OfferCard {...props} />
    </Suspense>
  );
}
