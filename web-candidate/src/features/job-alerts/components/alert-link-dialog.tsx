import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef, useState } from 'react';
import { ProblemError } from '../../../lib/api-client';
import type { MessageId } from '../../../lib/i18n/en';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { alertLinkOf, type AlertLinkAction } from '../alert-link';
import { activateAlert, renewConfirmation, unsubscribeAlert } from '../api/job-alerts-api';
import { useSavedSearches } from '../state/saved-searches';
import { AlertSheet } from './alert-sheet';

type Step =
  | 'working'
  | 'activated'
  | 'activatedAccount'
  | 'alreadyActive'
  | 'expired'
  | 'renewing'
  | 'renewed'
  | 'unsubscribed'
  | 'unsubscribeExpired'
  | 'invalid'
  | 'failed'
  | 'closed';

const texts: Record<Exclude<Step, 'closed' | 'renewing'>, { title: MessageId; body?: MessageId }> = {
  working: { title: 'jobAlerts.link.working' },
  activated: { title: 'jobAlerts.link.activatedTitle', body: 'jobAlerts.link.activatedBody' },
  activatedAccount: { title: 'jobAlerts.link.activatedTitle', body: 'jobAlerts.link.activatedAccountBody' },
  alreadyActive: { title: 'jobAlerts.error.alreadyActiveTitle', body: 'jobAlerts.link.alreadyActiveBody' },
  expired: { title: 'jobAlerts.link.expiredTitle', body: 'jobAlerts.link.expiredBody' },
  renewed: { title: 'jobAlerts.link.renewedTitle', body: 'jobAlerts.link.renewedBody' },
  unsubscribed: { title: 'jobAlerts.link.unsubscribedTitle', body: 'jobAlerts.link.unsubscribedBody' },
  unsubscribeExpired: {
    title: 'jobAlerts.link.unsubscribeExpiredTitle',
    body: 'jobAlerts.link.unsubscribeExpiredBody',
  },
  invalid: { title: 'jobAlerts.link.invalidTitle', body: 'jobAlerts.link.invalidBody' },
  failed: { title: 'jobAlerts.error.genericTitle', body: 'jobAlerts.error.generic' },
};

const stepOfRefusal = (action: AlertLinkAction, error: unknown): Step => {
  if (!(error instanceof ProblemError)) return 'failed';
  if (error.code === 'job_alert.invalid_code' || error.status === 400) return 'invalid';
  if (error.code === 'job_alert.already_active') return 'alreadyActive';
  if (error.code === 'job_alert.confirmation_expired') return 'expired';
  if (error.code === 'job_alert.unsubscribe_link_expired') return 'unsubscribeExpired';
  return action === 'activate' && error.status === 409 ? 'expired' : 'failed';
};

/**
 * Opened by the links of the alert mails: confirms the alert (double opt-in) or unsubscribes from it
 * through the API, then says how it went. An expired confirmation can ask for a fresh mail. The code
 * leaves the address bar at once; closing stays on the board's home.
 */
export function AlertLinkDialog({ url }: { readonly url: string }) {
  const t = useTranslate();
  const { tenant, locale, reload } = useSavedSearches();
  const titleId = useId();
  const textId = useId();
  const [target] = useState(() => alertLinkOf(url));
  const complete =
    target !== null && [target.link.code, target.link.jobFilterId, target.link.candidateId].every(Boolean);
  const [step, setStep] = useState<Step>(target === null ? 'closed' : complete ? 'working' : 'invalid');
  const asked = useRef(false);

  const settle = <T,>(call: Promise<T>, done: (answer: T) => Step) =>
    call.then(
      (answer) => {
        setStep(done(answer));
        void reload();
      },
      (error: unknown) => setStep(stepOfRefusal(target?.action ?? 'activate', error)),
    );

  useEffect(() => {
    if (!target || asked.current) return;
    asked.current = true;
    // The code must not linger in the address bar, the history or Referer headers.
    window.history.replaceState(window.history.state, '', '/');
    const { action, link } = target;
    if (!complete) return;
    if (action === 'activate')
      // An account made with the alert is confirmed by the same link; its password comes by mail.
      void settle(activateAlert(tenant, link, locale), (answer) =>
        answer.account === 'verified' ? 'activatedAccount' : 'activated',
      );
    else void settle(unsubscribeAlert(tenant, link, locale), () => 'unsubscribed');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link
  }, [target]);

  const renew = () => {
    if (!target) return;
    setStep('renewing');
    void settle(renewConfirmation(tenant, target.link, locale), () => 'renewed');
  };

  if (!target) return null;
  const waiting = step === 'working' || step === 'renewing';
  const shown = texts[step === 'closed' || step === 'renewing' ? 'working' : step];
  const good =
    step === 'activated' || step === 'activatedAccount' || step === 'unsubscribed' || step === 'renewed';
  const close = () => setStep('closed');
  return (
    <AlertSheet
      open={step !== 'closed'}
      onClose={close}
      labelledBy={titleId}
      describedBy={textId}
      busy={waiting}
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }} aria-hidden>
        {waiting && <CircularProgress size={40} />}
        {good && <CheckCircleOutline color="success" sx={{ fontSize: 48 }} />}
        {step === 'alreadyActive' && <InfoOutlined color="info" sx={{ fontSize: 48 }} />}
        {!waiting && !good && step !== 'alreadyActive' && (
          <ErrorOutline color="error" sx={{ fontSize: 48 }} />
        )}
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pb: 1 }}>
        {t(shown.title)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ textAlign: 'center' }} role="status">
          {shown.body && !waiting && t(shown.body)}
        </DialogContentText>
      </DialogContent>
      {!waiting && (
        <DialogActions sx={{ px: 3, pb: 3, gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button
            onClick={close}
            variant={step === 'expired' ? 'text' : 'contained'}
            autoFocus={step !== 'expired'}
          >
            {t('jobAlerts.link.close')}
          </Button>
          {step === 'expired' && (
            <Button variant="contained" autoFocus onClick={renew}>
              {t('jobAlerts.link.renew')}
            </Button>
          )}
        </DialogActions>
      )}
    </AlertSheet>
  );
}
