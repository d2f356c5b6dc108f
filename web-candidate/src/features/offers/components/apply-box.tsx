import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ShareIcon from '@mui/icons-material/Share';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { useDay } from '../hooks/use-day';

/** The reader's application to the offer: when, if known (the page's own or the history's date). */
export interface AppliedState {
  readonly at: string | null;
}

interface ApplyBoxProps {
  /** Null until the reader applied (spec §3 `isAppliedTo`). */
  readonly applied: AppliedState | null;
  /** The company's own apply page (spec §4: a redirect), else the board's form. */
  readonly applyUrl: string | null;
  readonly onApply: () => void;
  /** Leaving for `applyUrl` (the browser opens it; the page tracks the redirect). */
  readonly onLeave: () => void;
  readonly onShare: () => void;
}

/**
 * The floating apply box of an active offer (spec §2). Once the reader applied it says so, with the
 * day, and offers to apply again (the spec does not forbid a second application; the API takes it).
 */
export function ApplyBox({ applied, applyUrl, onApply, onLeave, onShare }: ApplyBoxProps) {
  const t = useTranslate();
  const day = useDay();
  const again = applied !== null;
  return (
    <Paper
      elevation={6}
      data-testid="apply-box"
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        mt: 2,
        p: 2,
        borderRadius: 3,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        zIndex: 1,
      }}
    >
      <Typography
        role="status"
        sx={{ flexGrow: 1, fontWeight: 600, color: again ? 'success.main' : undefined }}
      >
        {applied
          ? applied.at
            ? t('offerPage.appliedOn', { date: day(applied.at) })
            : t('offerPage.applied')
          : t('offerPage.applyBox')}
      </Typography>
      {/* An icon on phones (the top bar shares too), so that both buttons keep one line at 360 px. */}
      <Button
        variant="outlined"
        size="large"
        startIcon={<ShareIcon />}
        onClick={onShare}
        aria-label={t('offerTopBar.share')}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('offerTopBar.share')}
        </Box>
      </Button>
      {applyUrl ? (
        <Button
          variant={again ? 'outlined' : 'contained'}
          size="large"
          href={applyUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          onClick={onLeave}
        >
          {again ? t('offerPage.applyAgain') : t('offerPage.applyExternal')}
        </Button>
      ) : (
        <Button variant={again ? 'outlined' : 'contained'} size="large" onClick={onApply}>
          {again ? t('offerPage.applyAgain') : t('offerPage.apply')}
        </Button>
      )}
    </Paper>
  );
}
