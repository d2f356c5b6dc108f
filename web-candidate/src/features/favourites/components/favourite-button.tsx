import { useAtomValue, useSetAtom } from 'jotai';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { favouriteOffersAtom, toggleFavouriteAtom } from '../state/favourite-offers';
import { heart } from './heart-styles';

/** Material icons' FavoriteRounded and FavoriteBorderRounded (Apache 2.0), as plain SVG paths. */
const heartPaths = {
  filled:
    'M13.35 20.13c-.76.69-1.93.69-2.69-.01l-.11-.1C5.3 15.27 1.87 12.16 2 8.28c.06-1.7.93-3.33 2.34-4.29 2.64-1.8 5.9-.96 7.66 1.1 1.76-2.06 5.02-2.91 7.66-1.1 1.41.96 2.28 2.59 2.34 4.29.14 3.88-3.3 6.99-8.55 11.76z',
  outline:
    'M19.66 3.99c-2.64-1.8-5.9-.96-7.66 1.1-1.76-2.06-5.02-2.91-7.66-1.1-1.4.96-2.28 2.58-2.34 4.29-.14 3.88 3.3 6.99 8.55 11.76l.1.09c.76.69 1.93.69 2.69-.01l.11-.1c5.25-4.76 8.68-7.87 8.55-11.75-.06-1.7-.94-3.32-2.34-4.28M12.1 18.55l-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05',
} as const;

interface FavouriteButtonProps {
  readonly guid: string;
  /** The offer's title: each card's button is named after its offer. */
  readonly title: string;
  /** MUI IconButton's sizes: small (30 px, the cards) or medium (36 px, the offer page). */
  readonly size?: 'small' | 'medium';
}

/**
 * The heart on an offer (spec §1 "favourite-offer button", §2 the offer page's top bar): a toggle
 * button (`aria-pressed`), where the brand's `enableFavouriteOffers` flag is on; nothing elsewhere.
 * A plain button with the cards' stylesheet (`heart-styles`), MUI IconButton's look: a list draws a
 * hundred of them, and an IconButton with its icon cost each card most of its render (issue 11).
 */
export function FavouriteButton({ guid, title, size = 'small' }: FavouriteButtonProps) {
  const t = useTranslate();
  const { enableFavouriteOffers } = useFeatureFlags();
  const favourite = useAtomValue(favouriteOffersAtom).includes(guid);
  const toggle = useSetAtom(toggleFavouriteAtom);
  if (!enableFavouriteOffers) return null;
  return (
    <button
      type="button"
      className={[heart.root, size === 'medium' && heart.medium, favourite && heart.on]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={favourite}
      aria-label={t('favourite.button', { title })}
      title={t('favourite.hint')}
      onClick={() => toggle(guid)}
    >
      <svg className={heart.icon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d={favourite ? heartPaths.filled : heartPaths.outline} />
      </svg>
    </button>
  );
}
