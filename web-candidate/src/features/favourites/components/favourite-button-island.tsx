import type { ComponentProps } from 'react';
import { island } from '../../../components/island';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { useStoredFavourite } from '../state/stored-favourite';
import type { FavouriteButton } from './favourite-button';

const Heart = island('favourite-button', () =>
  import('./favourite-button').then((module) => module.FavouriteButton),
);

/**
 * The heart as an island (`components/island.tsx`): its code and the favourites' state load on the
 * visitor's first reach for it, or at once where this device already keeps the offer as a favourite
 * (the server's markup shows an empty heart). Issue 13, the offer page's initial JavaScript.
 */
export function FavouriteButtonIsland(props: ComponentProps<typeof FavouriteButton>) {
  const { enableFavouriteOffers } = useFeatureFlags();
  const stored = useStoredFavourite(props.guid);
  if (!enableFavouriteOffers) return null;
  return <Heart {...props} dependsOn={stored} />;
}
