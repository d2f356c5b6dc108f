import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Currency } from '@tablica/domain/catalogue';
import { useId, useMemo } from 'react';
import { ownTexts } from '../../../lib/i18n/own-texts';
import type { ListedOffer } from '../listed-offer';
import { pickLookalike } from '../lookalike-pick';
import { OfferCard } from './offer-card';

/** Spec §4 "Lookalike prompt user status". */
export type LookalikeStatus = 'unregistered' | 'missingPreferences' | 'registered';

const useTexts = ownTexts({
  en: {
    guestTitle: 'Get offers like this one first',
    guestBody:
      'With a candidate account you apply in one click with your saved CV, and we suggest offers like the ones you read.',
    guestAction: 'Create account',
    preferencesTitle: 'Tell us what you are looking for',
    preferencesBody: 'Complete your profile and we will pick offers like this one for you.',
    preferencesAction: 'Go to your profile',
    pickedTitle: 'Picked for you',
  },
  pl: {
    guestTitle: 'Dostawaj takie oferty jako pierwszy',
    guestBody:
      'Z kontem kandydata aplikujesz jednym kliknięciem z zapisanym CV, a my podpowiadamy oferty podobne do czytanych.',
    guestAction: 'Załóż konto',
    preferencesTitle: 'Powiedz nam, czego szukasz',
    preferencesBody: 'Uzupełnij profil, a wybierzemy dla Ciebie oferty podobne do tej.',
    preferencesAction: 'Przejdź do profilu',
    pickedTitle: 'Wybrana dla Ciebie',
  },
});

interface LookalikePromptProps {
  readonly status: LookalikeStatus;
  readonly slug: string;
  readonly lookalikes: readonly ListedOffer[] | null;
  readonly now: Date;
  readonly currency: Currency | null;
  /** The board's sign-up, where the brand has candidate accounts (else a guest gets no prompt). */
  readonly onCreateAccount?: (() => void) | undefined;
  readonly profileHref: string;
}

/**
 * The look-alike prompt under the offer (spec §4, §9): a guest is invited to an account, a signed-in
 * candidate without preferences to their profile, and a registered one gets one look-alike picked at
 * random, kept for an hour.
 */
export function LookalikePrompt(props: LookalikePromptProps) {
  const { status, slug, lookalikes, now, currency, onCreateAccount, profileHref } = props;
  const own = useTexts();
  const titleId = useId();
  // Mounted in the browser only (after hydration, near the screen): the device's pick may be read.
  const picked = useMemo(
    () =>
      status === 'registered' && lookalikes
        ? pickLookalike(
            slug,
            lookalikes.map((offer) => offer.slug),
          )
        : null,
    [status, slug, lookalikes],
  );

  if (status === 'registered') {
    const offer = lookalikes?.find((candidate) => candidate.slug === picked);
    if (!offer) return null;
    return (
      <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
          {own('pickedTitle')}
        </Typography>
        <OfferCard offer={offer} now={now} currency={currency} />
      </Box>
    );
  }
  if (status === 'unregistered' && !onCreateAccount) return null;
  const guest = status === 'unregistered';
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ mt: 4, p: { xs: 2, sm: 3 }, borderRadius: 3, bgcolor: 'action.hover' }}
    >
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {guest ? own('guestTitle') : own('preferencesTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {guest ? own('guestBody') : own('preferencesBody')}
      </Typography>
      {guest ? (
        <Button variant="contained" onClick={onCreateAccount}>
          {own('guestAction')}
        </Button>
      ) : (
        <Button variant="contained" href={profileHref}>
          {own('preferencesAction')}
        </Button>
      )}
    </Paper>
  );
}

export default LookalikePrompt;
