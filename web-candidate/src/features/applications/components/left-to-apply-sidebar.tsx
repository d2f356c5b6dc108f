import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import type { OfferListItem } from '@tablica/domain/offers/listing';
import { lazy, Suspense, useId, useState } from 'react';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { OfferCard } from '../../offers/components/offer-card';

const SignUpDialog = lazy(() =>
  import('../../account/components/sign-up-dialog').then((module) => ({ default: module.SignUpDialog })),
);

/** How many look-alikes the sidebar lists. */
const shown = 4;

interface LeftToApplySidebarProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly companyName: string;
  /** The offer's look-alikes; null while they load. */
  readonly lookalikes: readonly OfferListItem[] | null;
  /** A guest is invited to create an account (spec §4 "anonymous users see a registration invitation"). */
  readonly guest: boolean;
  readonly locale: Locale;
  readonly now: Date;
}

/**
 * Spec §2 "similar-offers sidebar", §4: the offer's own apply page opened in a new tab; meanwhile the
 * board shows offers like this one beside the offer (below on phones), and invites a guest to keep
 * track of their applications with an account.
 */
export function LeftToApplySidebar({
  open,
  onClose,
  companyName,
  lookalikes,
  guest,
  locale,
  now,
}: LeftToApplySidebarProps) {
  const t = useTranslate();
  const titleId = useId();
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const [signingUp, setSigningUp] = useState(false);
  const offers = (lookalikes ?? []).slice(0, shown);
  return (
    <>
      <Drawer
        anchor={phone ? 'bottom' : 'right'}
        open={open}
        onClose={onClose}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: phone
              ? { maxHeight: '88vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 }
              : { width: 544 },
          },
        }}
      >
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
            <Box sx={{ flexGrow: 1 }}>
              <Typography id={titleId} variant="h2" sx={{ fontSize: '1.375rem' }}>
                {t('leftToApply.title', { company: companyName })}
              </Typography>
              <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
                {t('leftToApply.body')}
              </Typography>
            </Box>
            <IconButton onClick={onClose} aria-label={t('apply.close')}>
              <CloseIcon />
            </IconButton>
          </Box>
          {guest && (
            <Paper
              variant="outlined"
              sx={{ p: 2, mb: 3, bgcolor: 'primary.light', borderColor: 'primary.light' }}
            >
              <Typography sx={{ fontWeight: 600, color: 'primary.dark' }}>
                {t('leftToApply.joinTitle')}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5, mb: 1.5 }}>
                {t('leftToApply.joinBody')}
              </Typography>
              <Button variant="contained" onClick={() => setSigningUp(true)}>
                {t('leftToApply.join')}
              </Button>
            </Paper>
          )}
          {offers.length > 0 && (
            <Box component="section" aria-labelledby={`${titleId}-similar`}>
              <Typography
                id={`${titleId}-similar`}
                variant="h3"
                sx={{ fontSize: '1.0625rem', fontWeight: 650, mb: 1.5 }}
              >
                {t('similarOffers.title')}
              </Typography>
              <Stack spacing={1.5}>
                {offers.map((offer) => (
                  <OfferCard key={offer.guid} offer={offer} now={now} />
                ))}
              </Stack>
            </Box>
          )}
        </Box>
      </Drawer>
      {signingUp && (
        <Suspense fallback={null}>
          <SignUpDialog open onClose={() => setSigningUp(false)} locale={locale} />
        </Suspense>
      )}
    </>
  );
}
