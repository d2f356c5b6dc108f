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
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
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

type Outcome =
  | { readonly kind: 'mailed'; readonly email: string; readonly account: boolean }
  | { readonly kind: 'saved'; readonly alert: boolean };

/** The form's fields (spec §5); errors carry spec error keys, said in the board's language. */
interface AlertFormValues {
  name: string;
  email: string;
  frequency: JobAlertFrequency;
  privacyPolicy: boolean;
  /** Spec §3 and §5: also make a candidate account; marketing consent only with it. */
  register: boolean;
  marketing: boolean;
  /** Signed-in: save the search with its alert, or the search alone. */
  withAlert: boolean;
}
type Field = 'name' | 'email' | 'privacyPolicy';
const fields: readonly string[] = ['name', 'email', 'privacyPolicy'] satisfies Field[];

/**
 * The react-hook-form resolver: the domain's zod schema the API parses the same body with (the
 * guest's or the signed-in one), loaded with the first check rather than with every page of the board.
 * Errors are spec keys; a field left blank reads as required, as the API says it.
 */
function alertFormResolver(signedIn: boolean, searchUrl: string): Resolver<AlertFormValues> {
  return async (values) => {
    const { guestJobAlertSchema, jobFilterSchema } = await import('@tablica/domain/job-alerts/form');
    const { name, email, frequency, privacyPolicy } = values;
    const input = signedIn ? { name, searchUrl } : { name, email, frequency, searchUrl, privacyPolicy };
    const checked = (signedIn ? jobFilterSchema : guestJobAlertSchema).safeParse(input);
    if (checked.success) return { values, errors: {} };
    const errors: FieldErrors<AlertFormValues> = {};
    for (const issue of toFieldIssues(checked.error, input))
      if (fields.includes(issue.path))
        errors[issue.path as Field] ??= { type: 'validation', message: issue.code };
    return { values: {}, errors };
  };
}

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
 * "Subscribe to alerts for this search" (spec §2 #add-alert, §5 alert form; react-hook-form with the
 * domain's zod schema). A guest gives an e-mail and accepts the privacy policy; the alert waits for the
 * link of the confirmation mail (double opt-in). A signed-in candidate saves the search, with the alert
 * to the account's address or without.
 */
export function SubscribeDialog({ open, onClose, filters, searchUrl, defaultName }: SubscribeDialogProps) {
  const t = useTranslate();
  const { tenant, locale, viewer, accounts, reload } = useSavedSearches();
  const titleId = useId();
  const formId = useId();
  const signedIn = viewer === 'signed-in';
  const resolver = useMemo(() => alertFormResolver(signedIn, searchUrl), [signedIn, searchUrl]);
  const { control, register, handleSubmit, reset, setError, setValue, formState } = useForm<AlertFormValues>({
    resolver,
    defaultValues: {
      name: defaultName,
      email: '',
      frequency: defaultJobAlertFrequency,
      privacyPolicy: false,
      register: false,
      marketing: false,
      withAlert: true,
    },
  });
  const { errors, isSubmitting: busy } = formState;
  const said = (field: Field) => {
    const code = errors[field]?.message;
    return code === undefined ? undefined : errorText(code, locale);
  };
  const withAlert = useWatch({ control, name: 'withAlert' });
  const registering = useWatch({ control, name: 'register' });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { ref: nameRef, ...nameField } = register('name');
  const { ref: emailRef, ...emailField } = register('email');

  /** Saves the search for the signed-in candidate (meeting it again if it is saved already) and its alert. */
  const saveForCandidate = async (values: AlertFormValues, canonicalUrl: string) => {
    let id: string;
    try {
      id = (await saveSearch(tenant, { searchUrl, name: values.name, filters }, locale)).jobFilterId;
    } catch (error) {
      const saved = error instanceof ProblemError && error.code === 'job_filter.already_exists';
      const existing = saved
        ? (await listSavedSearches(tenant, locale)).find((search) => search.searchUrl === canonicalUrl)
        : undefined;
      // Saved already: only the alert is asked for now (or, when it is on, the §8 "already active").
      if (!existing || !values.withAlert) throw error;
      if (existing.jobAlert?.status === 'active') throw new ProblemError(409, 'job_alert.already_active', []);
      id = existing.id;
    }
    if (values.withAlert) await createAlert(tenant, id, values.frequency, locale);
    setOutcome({ kind: 'saved', alert: values.withAlert });
  };

  const submit = async (values: AlertFormValues) => {
    setRefusal(null);
    try {
      if (signedIn) {
        const { savedSearchOf } = await import('@tablica/domain/job-alerts/form');
        await saveForCandidate(
          values,
          (isTenantId(tenant) ? savedSearchOf(tenant, searchUrl)?.searchUrl : undefined) ?? searchUrl,
        );
      } else {
        const withAccount = accounts && values.register;
        await createGuestAlert(
          tenant,
          {
            email: values.email.trim(),
            name: values.name,
            frequency: values.frequency,
            searchUrl,
            filters,
            privacyPolicy: values.privacyPolicy,
            candidate: withAccount ? { marketing: values.marketing } : null,
          },
          locale,
        );
        setOutcome({ kind: 'mailed', email: values.email.trim().toLowerCase(), account: withAccount });
      }
      if (signedIn) void reload();
    } catch (error) {
      const issues =
        error instanceof ProblemError && error.status === 400
          ? error.issues.filter((issue) => fields.includes(issue.path))
          : [];
      if (issues.length > 0)
        issues.forEach((issue, n) =>
          setError(issue.path as Field, { type: 'server', message: issue.code }, { shouldFocus: n === 0 }),
        );
      else setRefusal(alertRefusal(error));
    }
  };

  const close = () => {
    onClose();
    setRefusal(null);
    setOutcome(null);
    reset((values) => ({
      ...values,
      name: defaultName,
      privacyPolicy: false,
      register: false,
      marketing: false,
    }));
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
        <Box component="form" noValidate onSubmit={handleSubmit(submit)} id={formId}>
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
                {...nameField}
                inputRef={nameRef}
                label={t('jobAlerts.field.name')}
                error={errors.name !== undefined}
                helperText={said('name') ?? t('jobAlerts.field.nameHint')}
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 999 } }}
              />
              {!signedIn && (
                <TextField
                  {...emailField}
                  inputRef={emailRef}
                  type="email"
                  label={t('jobAlerts.field.email')}
                  autoComplete="email"
                  error={errors.email !== undefined}
                  helperText={said('email')}
                  required
                  fullWidth
                />
              )}
              {signedIn && (
                <FormControlLabel
                  control={
                    <Controller
                      control={control}
                      name="withAlert"
                      render={({ field }) => (
                        <Checkbox
                          name="alert"
                          slotProps={{ input: { ref: field.ref } }}
                          checked={field.value}
                          onChange={(event) => field.onChange(event.target.checked)}
                        />
                      )}
                    />
                  }
                  label={t('jobAlerts.field.withAlert')}
                />
              )}
              {(!signedIn || withAlert) && (
                <Controller
                  control={control}
                  name="frequency"
                  render={({ field }) => <FrequencyField value={field.value} onChange={field.onChange} />}
                />
              )}
              {!signedIn && (
                <>
                  <Alert severity="info" role="note" icon={<MarkEmailReadOutlined fontSize="inherit" />}>
                    {t('jobAlerts.subscribe.doubleOptIn')}
                  </Alert>
                  <div>
                    <FormControlLabel
                      control={
                        <Controller
                          control={control}
                          name="privacyPolicy"
                          render={({ field }) => (
                            <Checkbox
                              name={field.name}
                              checked={field.value}
                              onChange={(event) => field.onChange(event.target.checked)}
                              onBlur={field.onBlur}
                              slotProps={{
                                input: {
                                  ref: field.ref,
                                  'aria-invalid': errors.privacyPolicy !== undefined,
                                  'aria-describedby': errors.privacyPolicy
                                    ? `${formId}-privacy-error`
                                    : undefined,
                                },
                              }}
                            />
                          )}
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
                        {said('privacyPolicy')}
                      </FormHelperText>
                    )}
                  </div>
                  {accounts && (
                    <Stack spacing={0}>
                      <FormControlLabel
                        control={
                          <Controller
                            control={control}
                            name="register"
                            render={({ field }) => (
                              <Checkbox
                                name={field.name}
                                slotProps={{ input: { ref: field.ref } }}
                                checked={field.value}
                                onChange={(event) => {
                                  field.onChange(event.target.checked);
                                  if (!event.target.checked) setValue('marketing', false);
                                }}
                              />
                            )}
                          />
                        }
                        label={t('jobAlerts.field.register')}
                      />
                      <FormControlLabel
                        disabled={!registering}
                        control={
                          <Controller
                            control={control}
                            name="marketing"
                            render={({ field }) => (
                              <Checkbox
                                name="marketingAgreement"
                                disabled={!registering}
                                slotProps={{ input: { ref: field.ref } }}
                                checked={registering && field.value}
                                onChange={(event) => field.onChange(event.target.checked)}
                              />
                            )}
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
