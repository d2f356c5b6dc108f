import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CandidateProfile } from '@tablica/domain/accounts/candidates';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../lib/i18n/error-text';
import { ownTexts } from '../../../lib/i18n/own-texts';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { useDay } from '../../offers/hooks/use-day';
import { ApplicationRefused, submitApplication } from '../api/submit-application';
import { profileName } from '../one-click';
import { useCaptcha } from '../hooks/use-captcha';
import type { ApplyDialogProps } from './apply-dialog';
import { ApplySuccess } from './apply-success';
import { InformationClause } from './information-clause';
import { ApplyFailedSnackbar } from './apply-failed-snackbar';
import { SideSheet } from './side-sheet';

const useTexts = ownTexts({
  en: {
    title: 'Apply with your profile',
    intro: 'The employer gets this from your profile:',
    name: 'Name',
    email: 'E-mail',
    cv: 'CV',
    earlier: 'You applied for this offer on {date}. This sends another application.',
    edit: 'Edit before sending',
    refused: 'The application was not sent: {reason} Edit it before sending.',
  },
  pl: {
    title: 'Aplikuj z profilu',
    intro: 'Pracodawca otrzyma z Twojego profilu:',
    name: 'Imię i nazwisko',
    email: 'E-mail',
    cv: 'CV',
    earlier: 'Aplikacja na tę ofertę została już wysłana {date}. Wyślesz kolejną.',
    edit: 'Zmień przed wysłaniem',
    refused: 'Aplikacja nie została wysłana: {reason} Zmień ją przed wysłaniem.',
  },
});

export interface ConfirmApplicationDialogProps extends Omit<ApplyDialogProps, 'profile' | 'onCreateAccount'> {
  readonly profile: CandidateProfile;
  /** Opens the full form instead, prefilled with the same (spec §2 apply dialog). */
  readonly onEdit: () => void;
  /** When the candidate applied before, if they did (the apply box's date). */
  readonly appliedAt?: string | null;
}

/**
 * The confirm-application dialog (spec §2 "Apply", §4 "Without applyUrl the apply dialog or confirm
 * dialog opens"): a signed-in candidate with a name and a CV sees what their profile sends — name,
 * e-mail, newest CV, the offer's consents — and applies with one click (`source` 1_click_apply), or
 * edits it in the full form. Then "Application Confirmation", as after the form.
 */
export function ConfirmApplicationDialog(props: ConfirmApplicationDialogProps) {
  const { open, onClose, onEdit, onApplied, offer, locale, profile, appliedAt, lookalikes } = props;
  const t = useTranslate();
  const own = useTexts();
  const day = useDay();
  const captcha = useCaptcha(props.captchaSiteKey, open);
  const cv = profile.applicationDocs[0]!;
  const name = profileName(profile) ?? '';
  const [consents, setConsents] = useState({ futureConsent: false, customConsent: false });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const title = useRef<HTMLElement>(null);
  useEffect(() => {
    if (sent) title.current?.focus();
  }, [sent]);
  // One key per body: sent again after a lost answer it makes no second application.
  const attempt = useRef<{ readonly body: string; readonly key: string } | null>(null);

  const apply = async () => {
    setSending(true);
    setFailed(false);
    setRefusal(null);
    const body = JSON.stringify([offer.guid, cv.id, consents]);
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    try {
      const { id } = await submitApplication(
        offer.guid,
        {
          name,
          email: profile.email,
          message: '',
          attachment: null,
          documentId: cv.id,
          source: '1_click_apply',
          futureConsent: offer.futureConsent.enabled && consents.futureConsent,
          customConsent: offer.customConsent.enabled && consents.customConsent,
        },
        { locale, idempotencyKey: attempt.current.key, captchaToken: await captcha('apply') },
      );
      attempt.current = null;
      setSent(id);
      onApplied();
    } catch (error) {
      const field = error instanceof ApplicationRefused ? Object.values(error.fields)[0] : undefined;
      if (field) setRefusal(errorText(field, locale) ?? field);
      else setFailed(true);
    } finally {
      setSending(false);
    }
  };

  const facts = [
    [own('name'), name],
    [own('email'), profile.email],
    [own('cv'), cv.fileName],
  ] as const;

  return (
    <SideSheet
      open={open}
      onClose={onClose}
      title={sent ? t('apply.success.title') : own('title')}
      subtitle={`${offer.title} · ${offer.companyName}`}
      titleRef={title}
      after={<ApplyFailedSnackbar open={failed} onClose={() => setFailed(false)} locale={locale} />}
    >
      {sent ? (
        <ApplySuccess
          email={profile.email}
          applicationId={sent}
          onBack={onClose}
          lookalikes={lookalikes}
          locale={locale}
        />
      ) : (
        <Stack spacing={2}>
          {appliedAt && <Alert severity="info">{own('earlier', { date: day(appliedAt) })}</Alert>}
          <Typography>{own('intro')}</Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
              rowGap: 1,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
            }}
          >
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Box>
            ))}
          </Box>
          {(['futureConsent', 'customConsent'] as const).map(
            (consent) =>
              offer[consent].enabled && (
                <FormControlLabel
                  key={consent}
                  control={
                    <Checkbox
                      checked={consents[consent]}
                      onChange={(event) => setConsents({ ...consents, [consent]: event.target.checked })}
                    />
                  }
                  label={<Typography variant="body2">{offer[consent].value}</Typography>}
                />
              ),
          )}
          {refusal && <Alert severity="error">{own('refused', { reason: refusal })}</Alert>}
          <Button
            variant="contained"
            size="large"
            onClick={() => void apply()}
            loading={sending}
            loadingPosition="start"
          >
            {sending ? t('apply.sending') : t('apply.oneClick')}
          </Button>
          <Button variant="outlined" size="large" onClick={onEdit} disabled={sending}>
            {own('edit')}
          </Button>
          <InformationClause clause={offer.informationClause} />
        </Stack>
      )}
    </SideSheet>
  );
}

export default ConfirmApplicationDialog;
