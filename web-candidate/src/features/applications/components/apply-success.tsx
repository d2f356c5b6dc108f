import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Children, useId, type ReactNode } from 'react';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { AccountInvitation } from '../../account/components/account-invitation';
import { narrowOfferCardsSx } from '../../offers/components/similar-offers';
import { FeedbackBanner } from './feedback-banner';

interface ApplySuccessProps {
  /** The address the confirmation went to. */
  readonly email: string;
  readonly onBack: () => void;
  /** The look-alike offers' cards (spec §2), or nothing while there are none. */
  readonly lookalikes?: ReactNode;
  /** Opens the board's sign-up; given only to a visitor who is not signed in (spec §4). */
  readonly onCreateAccount?: () => void;
  /** The application just sent: the feedback banner asks how applying was. */
  readonly applicationId: string;
  readonly locale: Locale;
}

/**
 * "Application Confirmation" (spec §2 Apply, §4): the confirmation, the feedback banner, an account
 * invitation, look-alikes.
 */
export function ApplySuccess(props: ApplySuccessProps) {
  const { email, onBack, lookalikes, onCreateAccount, applicationId, locale } = props;
  const t = useTranslate();
  const lookalikesId = useId();
  return (
    <Stack spacing={3}>
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t('apply.success.body', { email })}
        </Alert>
        <Button variant="contained" onClick={onBack}>
          {t('apply.success.back')}
        </Button>
      </Stack>
      <FeedbackBanner applicationId={applicationId} locale={locale} />
      {onCreateAccount && <AccountInvitation onCreateAccount={onCreateAccount} />}
      {Children.toArray(lookalikes).length > 0 && (
        <Box component="section" aria-labelledby={lookalikesId}>
          <Typography id={lookalikesId} variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 1.5 }}>
            {t('apply.success.lookalikes')}
          </Typography>
          <Box sx={narrowOfferCardsSx}>{lookalikes}</Box>
        </Box>
      )}
    </Stack>
  );
}
