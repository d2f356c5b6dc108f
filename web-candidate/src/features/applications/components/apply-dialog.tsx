import type { CandidateProfile } from '@tablica/domain/accounts/candidates';
import type { OfferConsent } from '@tablica/domain/offers/content';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { useApplyForm } from '../hooks/use-apply-form';
import { useCaptcha } from '../hooks/use-captcha';
import { ApplyForm } from './apply-form';
import { ApplySuccess } from './apply-success';
import { ApplyFailedSnackbar } from './apply-failed-snackbar';
import { SideSheet } from './side-sheet';

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
  /** reCAPTCHA v3 site key (`CAPTCHA_SITE_KEY`): its script loads on the first open, tokens go with the form. */
  readonly captchaSiteKey?: string | null;
}

/**
 * The apply form (spec §2 "Apply", §5 "Apply form"): a bottom sheet on phones, a side panel on wider
 * screens, then "Application Confirmation". The domain's schema judges the fields as the server will;
 * whatever the server refuses is shown next to its field, any other failure in a snackbar, and nothing
 * typed is lost.
 */
export function ApplyDialog(props: ApplyDialogProps) {
  const { open, onClose, onApplied, offer, locale, profile = null, lookalikes, onCreateAccount } = props;
  const captcha = useCaptcha(props.captchaSiteKey, open);
  const t = useTranslate();
  const [sent, setSent] = useState<{ readonly email: string; readonly id: string } | null>(null);
  // The button that sent the form is gone: the confirmation's title takes the focus (and the sheet,
  // scrolled down to that button, comes back to the top).
  const title = useRef<HTMLElement>(null);
  useEffect(() => {
    if (sent) title.current?.focus();
  }, [sent]);
  const apply = useApplyForm({
    offer,
    profile,
    locale,
    open,
    captcha: () => captcha('apply'),
    onSent: (email, id) => {
      setSent({ email, id });
      onApplied();
    },
  });

  return (
    <SideSheet
      open={open}
      onClose={onClose}
      title={sent ? t('apply.success.title') : t('apply.title')}
      subtitle={`${offer.title} · ${offer.companyName}`}
      titleRef={title}
      // Spec §8 "Apply failure": inside the dialog, so it is not hidden behind the modal.
      after={<ApplyFailedSnackbar open={apply.failed} onClose={apply.dismissFailure} locale={locale} />}
    >
      {sent ? (
        <ApplySuccess
          email={sent.email}
          applicationId={sent.id}
          locale={locale}
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
