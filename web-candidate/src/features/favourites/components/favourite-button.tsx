import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { favouriteOffersAtom, toggleFavouriteAtom } from '../state/favourite-offers';

interface FavouriteButtonProps {
  readonly guid: string;
  /** The offer's title: each card's button is named after its offer. */
  readonly title: string;
  readonly size?: IconButtonProps['size'];
  readonly edge?: IconButtonProps['edge'];
}

/**
 * The heart on an offer (spec §1 "favourite-offer button", §2 the offer page's top bar): a toggle
 * button (`aria-pressed`), where the brand's `enableFavouriteOffers` flag is on; nothing elsewhere.
 */
export function FavouriteButton({ guid, title, size = 'small', edge = false }: FavouriteButtonProps) {
  const t = useTranslate();
  const { enableFavouriteOffers } = useFeatureFlags();
  const favourite = useAtomValue(favouriteOffersAtom).includes(guid);
  const toggle = useSetAtom(toggleFavouriteAtom);
  if (!enableFavouriteOffers) return null;
  return (
    <IconButton
      aria-pressed={favourite}
      aria-label={t('favourite.button', { title })}
      title={t('favourite.hint')}
      size={size}
      edge={edge}
      onClick={() => toggle(guid)}
      // Above the card's stretched title link, so the heart is its own target.
      sx={{ position: 'relative', zIndex: 2, color: favourite ? 'error.main' : 'text.secondary' }}
    >
      {favourite ? <FavoriteRounded fontSize="small" /> : <FavoriteBorderRounded fontSize="small" />}
    </IconButton>
  );
}
