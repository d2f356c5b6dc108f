import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ShareIcon from '@mui/icons-material/Share';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { FavouriteButton } from '../../favourites/components/favourite-button';

/** Spec §2: the mobile top bar appears once the page is scrolled past this many pixels. */
export const topBarAfterPx = 168;

/** Spec §2 breadcrumbs' back rule: the browser's back when there is history to go to, else the list. */
export function goBack(listHref: string): void {
  if (window.history.length > 2) window.history.back();
  else window.location.assign(listHref);
}

interface OfferTopBarProps {
  readonly guid: string;
  readonly title: string;
  readonly listHref: string;
  readonly onShare: () => void;
}

/** The phone's bar over an offer scrolled down: back, the title, favourite, share (spec §2). */
export function OfferTopBar({ guid, title, listHref, onShare }: OfferTopBarProps) {
  const t = useTranslate();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: topBarAfterPx });
  return (
    <Slide appear={false} direction="down" in={scrolled}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={2}
        sx={{ display: { xs: 'flex', sm: 'none' }, visibility: scrolled ? 'visible' : 'hidden' }}
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
