import type { OfferListItem } from '@tablica/domain/offers/listing';

/**
 * An offer of a list as the candidate API serves it: `isAppliedTo` is the signed-in candidate's
 * (spec §3, derived at reading time; absent where nobody asked, as in the anonymous first window).
 */
export type ListedOffer = OfferListItem & { readonly isAppliedTo?: boolean };
