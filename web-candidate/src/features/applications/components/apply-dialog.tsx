import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CandidateProfile } from '@tablica/domain/accounts/candidates';
import type { OfferConsent } from '@tablica/domain/offers/content';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorText } from '../../../lib/i18n/error-text';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { useApplyForm } from '../hooks/use-apply-form';
import { ApplyForm } from './apply-form';
import { ApplySuccess } from './apply-success';
import { phoneQuery, SideSheet } from './side-sheet';

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
  const phone = useMediaQuery(phoneQuery, { noSsr: true });
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
    <SideSheet
      open={open}
      onClose={onClose}
      title={sentTo ? t('apply.success.title') : t('apply.title')}
      subtitle={`${offer.title} · ${offer.companyName}`}
      titleRef={title}
      // Spec §8 "Apply failure": inside the dialog, so it is not hidden behind the modal.
      after={
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
      }
    >
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
    </SideSheet>
  );
}

export default ApplyDialog;
