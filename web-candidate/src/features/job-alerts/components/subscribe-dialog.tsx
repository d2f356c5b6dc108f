import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { defaultJobAlertFrequency, type JobAlertFrequency } from '@tablica/domain/job-alerts/job-alert';
import type { ListFilters } from '@tablica/domain/listing/filters';
import { isTenantId } from '@tablica/domain/tenants';
import { toFieldIssues } from '@tablica/domain/validation';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ProblemError } from '../../../lib/api-client';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { alertRefusal, type Refusal } from '../alert-refusal';
import { createAlert, createGuestAlert, listSavedSearches, saveSearch } from '../api/job-alerts-api';
import { useSavedSearches } from '../state/saved-searches';
import { AlertSheet } from './alert-sheet';
import { FrequencyField } from './frequency-field';
import { savedSearchesHref } from './saved-searches-href';
import { RefusalAlert } from './refusal-alert';

export const privacyPolicyHref = '/terms-and-privacy-policies/privacy-policy';
export { savedSearchesHref } from './saved-searches-href';

type Field = 'name' | 'email' | 'privacyPolicy';
type Errors = Partial<Record<Field, string>>;
type Outcome =
  | { readonly kind: 'mailed'; readonly email: string; readonly account: boolean }
  | { readonly kind: 'saved'; readonly alert: boolean };

interface SubscribeDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The list's filters and its URL (the listing codec's), which is what gets saved. */
  readonly filters: ListFilters;
  readonly searchUrl: string;
  /** The name the form starts with (the search's tags). */
  readonly defaultName: string;
}

/**
 * "Subscribe to alerts for this search" (spec §2 #add-alert, §5 alert form). A guest gives an e-mail
 * and accepts the privacy policy; the alert waits for the link of the confirmation mail (double
 * opt-in). A signed-in candidate saves the search, with the alert to the account's address or without.
 */
export function SubscribeDialog({ open, onClose, filters, searchUrl, defaultName }: SubscribeDialogProps) {
  const t = useTranslate();
  const { tenant, locale, viewer, accounts, reload } = useSavedSearches();
  const titleId = useId();
  const formId = useId();
  const signedIn = viewer === 'signed-in';
  const [name, setName] = useState(defaultName);
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<JobAlertFrequency>(defaultJobAlertFrequency);
  const [privacyPolicy, setPrivacyPolicy] = useState(false);
  // Spec §3 and §5: `register` makes a candidate account too; marketing consent only with it.
  const [register, setRegister] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [withAlert, setWithAlert] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Bumped by a refused submit: once the errors show, the first field named gets the focus.
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals > 0) document.querySelector<HTMLElement>(`[id="${formId}"] [aria-invalid="true"]`)?.focus();
  }, [refusals, formId]);

  const showIssues = (issues: readonly { path: string; code: string }[]) => {
    setErrors(Object.fromEntries(issues.map((issue) => [issue.path, errorText(issue.code, locale)])));
    setRefusals((n) => n + 1);
  };

  /** Saves the search for the signed-in candidate (meeting it again if it is saved already) and its alert. */
  const saveForCandidate = async (canonicalUrl: string) => {
    let id: string;
    try {
      id = (await saveSearch(tenant, { searchUrl, name, filters }, locale)).jobFilterId;
    } catch (error) {
      const saved = error instanceof ProblemError && error.code === 'job_filter.already_exists';
      const existing = saved
        ? (await listSavedSearches(tenant, locale)).find((search) => search.searchUrl === canonicalUrl)
        : undefined;
      // Saved already: only the alert is asked for now (or, when it is on, the §8 "already active").
      if (!existing || !withAlert) throw error;
      if (existing.jobAlert?.status === 'active') throw new ProblemError(409, 'job_alert.already_active', []);
      id = existing.id;
    }
    if (withAlert) await createAlert(tenant, id, frequency, locale);
    setOutcome({ kind: 'saved', alert: withAlert });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    // zod comes with the first submit, not with every page of the board.
    const { guestJobAlertSchema, jobFilterSchema, savedSearchOf } =
      await import('@tablica/domain/job-alerts/form');
    const values = signedIn ? { name, searchUrl } : { name, email, frequency, searchUrl, privacyPolicy };
    const checked = (signedIn ? jobFilterSchema : guestJobAlertSchema).safeParse(values);
    if (!checked.success) return showIssues(toFieldIssues(checked.error, values));
    setErrors({});
    setBusy(true);
    try {
      if (signedIn)
        await saveForCandidate(
          (isTenantId(tenant) ? savedSearchOf(tenant, searchUrl)?.searchUrl : undefined) ?? searchUrl,
        );
      else {
        const withAccount = accounts && register;
        await createGuestAlert(
          tenant,
          {
            email: email.trim(),
            name,
            frequency,
            searchUrl,
            filters,
            privacyPolicy,
            candidate: withAccount ? { marketing } : null,
          },
          locale,
        );
        setOutcome({ kind: 'mailed', email: email.trim().toLowerCase(), account: withAccount });
      }
      if (signedIn) void reload();
    } catch (error) {
      if (error instanceof ProblemError && error.status === 400 && error.issues.length > 0)
        showIssues(error.issues);
      else setRefusal(alertRefusal(error));
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    onClose();
    setErrors({});
    setRefusal(null);
    setOutcome(null);
    setPrivacyPolicy(false);
    setRegister(false);
    setMarketing(false);
    setName(defaultName);
  };

  return (
    <AlertSheet open={open} onClose={close} labelledBy={titleId} busy={busy}>
      {outcome ? (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }} aria-hidden>
            {outcome.kind === 'mailed' ? (
              <MarkEmailReadOutlined color="primary" sx={{ fontSize: 48 }} />
            ) : (
              <NotificationsActiveOutlined color="success" sx={{ fontSize: 48 }} />
            )}
          </Box>
          <DialogTitle id={titleId} sx={{ textAlign: 'center', pb: 1 }}>
            {t(
              outcome.kind === 'mailed'
                ? 'jobAlerts.subscribe.mailedTitle'
                : outcome.alert
                  ? 'jobAlerts.subscribe.savedWithAlertTitle'
                  : 'jobAlerts.subscribe.savedTitle',
            )}
          </DialogTitle>
          <DialogContent>
            <Typography role="status" sx={{ textAlign: 'center' }} color="text.secondary">
              {outcome.kind === 'mailed'
                ? t(
                    outcome.account
                      ? 'jobAlerts.subscribe.mailedAccountBody'
                      : 'jobAlerts.subscribe.mailedBody',
                    { email: outcome.email },
                  )
                : t(
                    outcome.alert
                      ? 'jobAlerts.subscribe.savedWithAlertBody'
                      : 'jobAlerts.subscribe.savedBody',
                  )}
            </Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3, gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
            {outcome.kind === 'saved' && (
              <Button href={savedSearchesHref(locale)}>{t('jobAlerts.subscribe.toSaved')}</Button>
            )}
            <Button variant="contained" onClick={close} autoFocus>
              {t('jobAlerts.ok')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit} id={formId}>
          <DialogTitle id={titleId}>
            {t(signedIn ? 'jobAlerts.subscribe.titleSignedIn' : 'jobAlerts.subscribe.title')}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography color="text.secondary">
                {t(signedIn ? 'jobAlerts.subscribe.introSignedIn' : 'jobAlerts.subscribe.intro')}
              </Typography>
              {refusal && <RefusalAlert refusal={refusal} />}
              <TextField
                name="name"
                label={t('jobAlerts.field.name')}
                value={name}
                onChange={(event) => setName(event.target.value)}
                error={errors.name !== undefined}
                helperText={errors.name ?? t('jobAlerts.field.nameHint')}
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 999 } }}
              />
              {!signedIn && (
                <TextField
                  name="email"
                  type="email"
                  label={t('jobAlerts.field.email')}
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  error={errors.email !== undefined}
                  helperText={errors.email}
                  required
                  fullWidth
                />
              )}
              {signedIn && (
                <FormControlLabel
                  control={
                    <Checkbox
                      name="alert"
                      checked={withAlert}
                      onChange={(event) => setWithAlert(event.target.checked)}
                    />
                  }
                  label={t('jobAlerts.field.withAlert')}
                />
              )}
              {(!signedIn || withAlert) && <FrequencyField value={frequency} onChange={setFrequency} />}
              {!signedIn && (
                <>
                  <Alert severity="info" role="note" icon={<MarkEmailReadOutlined fontSize="inherit" />}>
                    {t('jobAlerts.subscribe.doubleOptIn')}
                  </Alert>
                  <div>
                    <FormControlLabel
                      control={
                        <Checkbox
                          name="privacyPolicy"
                          checked={privacyPolicy}
                          onChange={(event) => setPrivacyPolicy(event.target.checked)}
                          slotProps={{
                            input: {
                              'aria-invalid': errors.privacyPolicy !== undefined,
                              'aria-describedby': errors.privacyPolicy
                                ? `${formId}-privacy-error`
                                : undefined,
                            },
                          }}
                        />
                      }
                      label={
                        <>
                          {t('jobAlerts.field.privacyPolicy')}{' '}
                          <Link href={privacyPolicyHref} target="_blank" rel="noopener">
                            {t('jobAlerts.field.privacyPolicyLink')}
                          </Link>
                        </>
                      }
                    />
                    {errors.privacyPolicy && (
                      <FormHelperText id={`${formId}-privacy-error`} error>
                        {errors.privacyPolicy}
                      </FormHelperText>
                    )}
                  </div>
                  {accounts && (
                    <Stack spacing={0}>
                      <FormControlLabel
                        control={
                          <Checkbox
                            name="register"
                            checked={register}
                            onChange={(event) => {
                              setRegister(event.target.checked);
                              if (!event.target.checked) setMarketing(false);
                            }}
                          />
                        }
                        label={t('jobAlerts.field.register')}
                      />
                      <FormControlLabel
                        disabled={!register}
                        control={
                          <Checkbox
                            name="marketingAgreement"
                            checked={register && marketing}
                            onChange={(event) => setMarketing(event.target.checked)}
                          />
                        }
                        label={t('jobAlerts.field.marketing')}
                        sx={{ ml: 3 }}
                      />
                    </Stack>
                  )}
                </>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
            <Button onClick={close} disabled={busy}>
              {t('jobAlerts.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={busy}>
              {t(signedIn ? 'jobAlerts.subscribe.save' : 'jobAlerts.subscribe.submit')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </AlertSheet>
  );
}
