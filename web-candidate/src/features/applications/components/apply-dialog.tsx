import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import type { CandidateProfile } from '@tablica/domain/accounts/candidates';
import type { OfferConsent } from '@tablica/domain/offers/content';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { errorText } from '../../../lib/i18n/error-text';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { useApplyForm } from '../hooks/use-apply-form';
import { ApplyForm } from './apply-form';
import { ApplySuccess } from './apply-success';

export interface ApplyDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onApplied: () => void;
  readonly offer: {
    readonly guid: string;
    readonly title: string;
    readonly companyName: string;
    readonly informationClause: string | null;
    readonly futureConsent: OfferConsent;
    readonly customConsent: OfferConsent;
  };
  readonly locale: Locale;
  /** The signed-in candidate: the form starts from their name, e-mail and newest CV (spec §2, §6). */
  readonly profile?: CandidateProfile | null;
  /** Cards of offers like this one, for the success screen (the page has them loaded already). */
  readonly lookalikes?: ReactNode;
  /**
   * Opens the board's sign-up, where the brand has candidate accounts: the success screen invites a
   * visitor who is not signed in to create one (spec §4).
   */
  readonly onCreateAccount?: () => void;
}

/**
 * The apply form (spec §2 "Apply", §5 "Apply form"): a bottom sheet on phones, a side panel on wider
 * screens, then "Application Confirmation". The domain's schema judges the fields as the server will;
 * whatever the server refuses is shown next to its field, any other failure in a snackbar, and nothing
 * typed is lost.
 */
export function ApplyDialog(props: ApplyDialogProps) {
  const { open, onClose, onApplied, offer, locale, profile = null, lookalikes, onCreateAccount } = props;
  const t = useTranslate();
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const titleId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The button that sent the form is gone: the confirmation's title takes the focus (and the sheet,
  // scrolled down to that button, comes back to the top).
  const title = useRef<HTMLElement>(null);
  useEffect(() => {
    if (sentTo) title.current?.focus();
  }, [sentTo]);
  const apply = useApplyForm({
    offer,
    profile,
    locale,
    open,
    onSent: (email) => {
      setSentTo(email);
      onApplied();
    },
  });

  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: phone
            ? { maxHeight: '92vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 }
            : { width: 544 },
        },
      }}
    >
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography
              ref={title}
              id={titleId}
              tabIndex={-1}
              variant="h2"
              sx={{ fontSize: '1.375rem', outline: 'none' }}
            >
              {sentTo ? t('apply.success.title') : t('apply.title')}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {offer.title} · {offer.companyName}
            </Typography>
          </Box>
          <IconButton onClick={onClose} aria-label={t('apply.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        {sentTo ? (
          <ApplySuccess
            email={sentTo}
            onBack={onClose}
            lookalikes={lookalikes}
            onCreateAccount={profile ? undefined : onCreateAccount}
          />
        ) : (
          <ApplyForm apply={apply} offer={offer} locale={locale} />
        )}
      </Box>
      {/* Spec §8 "Apply failure": inside the dialog, so it is not hidden behind the modal. */}
      <Snackbar
        open={apply.failed}
        autoHideDuration={8000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') apply.dismissFailure();
        }}
        // Over the panel on a wide screen; on a phone above the sheet, not over its button.
        anchorOrigin={
          phone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'right' }
        }
      >
        <Alert
          severity="error"
          variant="filled"
          onClose={apply.dismissFailure}
          closeText={t('apply.close')}
          sx={{ width: '100%' }}
        >
          {errorText('errors.sthWentWrong', locale)}
        </Alert>
      </Snackbar>
    </Drawer>
  );
}

export default ApplyDialog;
