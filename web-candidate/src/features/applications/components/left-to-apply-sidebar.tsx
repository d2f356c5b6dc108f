import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { AccountInvitation } from '../../account/components/account-invitation';
import { narrowOfferCardsSx } from '../../offers/components/similar-offers';
import { SideSheet } from './side-sheet';

interface LeftToApplySidebarProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly companyName: string;
  /** Cards of the offer's look-alikes (nothing while they load or when there are none). */
  readonly lookalikes: readonly ReactNode[];
  /** Opens the board's sign-up: given for a guest on a brand with candidate accounts (spec §4). */
  readonly onCreateAccount?: (() => void) | undefined;
}

/**
 * Spec §2 "similar-offers sidebar", §4: the offer's own apply page opened in a new tab; meanwhile the
 * board shows offers like this one beside the offer (below it on phones) and invites a guest to an
 * account.
 */
export function LeftToApplySidebar({
  open,
  onClose,
  companyName,
  lookalikes,
  onCreateAccount,
}: LeftToApplySidebarProps) {
  const t = useTranslate();
  const similarId = useId();
  return (
    <SideSheet
      open={open}
      onClose={onClose}
      title={t('leftToApply.title', { company: companyName })}
      subtitle={t('leftToApply.body')}
    >
      <Stack spacing={3}>
        {onCreateAccount && <AccountInvitation onCreateAccount={onCreateAccount} />}
        {lookalikes.length > 0 && (
          <Box component="section" aria-labelledby={similarId}>
            <Typography id={similarId} variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 1.5 }}>
              {t('similarOffers.title')}
            </Typography>
            <Box sx={narrowOfferCardsSx}>{lookalikes}</Box>
          </Box>
        )}
      </Stack>
    </SideSheet>
  );
}
