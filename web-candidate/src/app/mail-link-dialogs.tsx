import { lazy } from 'react';
import { LazyMount } from '../components/lazy-mount';
import { resetToken, verificationToken } from '../features/account/mail-links';
import { alertLinkOf } from '../features/job-alerts/alert-link';
import type { Locale } from '../lib/i18n/locale';

// Code-split: a mail's link opens its dialog over the page; any other visit downloads none of them.
const AccountVerifiedDialog = lazy(() =>
  import('../features/account/components/account-verified-dialog').then((module) => ({
    default: module.AccountVerifiedDialog,
  })),
);
const ResetPasswordDialog = lazy(() =>
  import('../features/account/components/reset-password-dialog').then((module) => ({
    default: module.ResetPasswordDialog,
  })),
);
const AlertLinkDialog = lazy(() =>
  import('../features/job-alerts/components/alert-link-dialog').then((module) => ({
    default: module.AlertLinkDialog,
  })),
);

/**
 * The dialogs the mails' links (`?modal=…`, `?job-alerts=…`) open over the homepage and the list:
 * the account's confirmation and new password (where accounts exist), the alert's activation and
 * unsubscription (where alerts exist).
 */
export function MailLinkDialogs({
  url,
  locale,
  accounts,
  alerts,
}: {
  readonly url: string;
  readonly locale: Locale;
  readonly accounts: boolean;
  readonly alerts: boolean;
}) {
  return (
    <>
      <LazyMount when={accounts && verificationToken(url) !== null}>
        <AccountVerifiedDialog url={url} locale={locale} />
      </LazyMount>
      <LazyMount when={accounts && resetToken(url) !== null}>
        <ResetPasswordDialog url={url} locale={locale} />
      </LazyMount>
      <LazyMount when={alerts && alertLinkOf(url) !== null}>
        <AlertLinkDialog url={url} />
      </LazyMount>
    </>
  );
}
