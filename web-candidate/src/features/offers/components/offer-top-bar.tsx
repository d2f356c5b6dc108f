import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ShareIcon from '@mui/icons-material/Share';
import type { Currency } from '@tablica/domain/catalogue';
import type { TenantId } from '@tablica/domain/tenants';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { FavouriteButton } from '../../favourites/components/favourite-button';
import { offerCrumbs } from '../offer-crumbs';
import type { OfferPageData } from '../offer-page-data';

/** Spec §2 breadcrumbs' back rule: the browser's back when there is history to go to, else the list. */
export function goBack(listHref: string): void {
  if (window.history.length > 2) window.history.back();
  else window.location.assign(listHref);
}

export interface OfferTopBarProps {
  readonly offer: OfferPageData;
  readonly tenant: TenantId;
  readonly locale: Locale;
  /** The currency the page shows pay in: the list "back" leads to keeps it. */
  readonly currency: Currency | null;
  /** Scrolled past `topBarAfterPx` (lazy-offer-top-bar.tsx). */
  readonly shown: boolean;
  readonly onShare: () => void;
}

/** The phone's bar over an offer scrolled down: back, the title, favourite, share (spec §2). */
export function OfferTopBar({ offer, tenant, locale, currency, onShare, shown }: OfferTopBarProps) {
  const t = useTranslate();
  const { guid, title } = offer;
  const listHref = offerCrumbs(offer, tenant, locale, currency).all;
  return (
    <Slide direction="down" in={shown}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={2}
        sx={{ display: { xs: 'flex', sm: 'none' }, visibility: shown ? 'visible' : 'hidden' }}
        data-testid="offer-top-bar"
      >
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label={t('offerTopBar.back')} onClick={() => goBack(listHref)}>
            <ArrowBackIcon />
          </IconButton>
          <Typography noWrap sx={{ flexGrow: 1, fontWeight: 600 }}>
            {title}
          </Typography>
          <FavouriteButton guid={guid} title={title} size="medium" />
          <IconButton edge="end" aria-label={t('offerTopBar.share')} onClick={onShare}>
            <ShareIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Slide>
  );
}
