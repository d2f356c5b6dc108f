import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState, type FormEvent } from 'react';
import { toFieldIssues } from '@tablica/domain/validation';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { AccountApiError, resetPassword } from '../api/account-api';
import { resetToken } from '../mail-links';
import { profileHref } from './account-entry';
import { errorText } from '../../../lib/i18n/error-text';
import { ForgotPasswordDialog } from './forgot-password-dialog';

type Step = 'form' | 'changed' | 'invalid' | 'closed';
type Field = 'password' | 'password_confirmation';
const fields = [
  { name: 'password', label: 'account.resetPassword.newPassword' },
  { name: 'password_confirmation', label: 'account.field.passwordConfirmation' },
] as const;

/**
 * Opened by the link in the password-reset mail: a new password (`PATCH /api/v1/users/password`, which
 * also ends every session of the account), then sign in with it. A used or expired link says so and
 * offers a new one.
 */
export function ResetPasswordDialog({ url, locale }: { readonly url: string; readonly locale: Locale }) {
  const t = useTranslate();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Read once: the address bar loses the token right after the first render.
  const [token] = useState(() => resetToken(url));
  const [step, setStep] = useState<Step>(token === null ? 'closed' : token === '' ? 'invalid' : 'form');
  const [values, setValues] = useState<Record<Field, string>>({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [askingAgain, setAskingAgain] = useState(false);

  useEffect(() => {
    // The token must not linger in the address bar, history or Referer headers.
    if (token !== null) window.history.replaceState(window.history.state, '', '/');
  }, [token]);

  if (token === null) return null;

  const showIssues = (issues: readonly { path: string; code: string }[]) => {
    setErrors(Object.fromEntries(issues.map((issue) => [issue.path, errorText(issue.code, locale)])));
    const first = fields.find((field) => issues.some((issue) => issue.path === field.name));
    if (first) document.getElementById(`reset-password-${first.name}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const { newPasswordSchema } = await import('@tablica/domain/accounts/passwords');
    const checked = newPasswordSchema.safeParse(values);
    if (!checked.success) {
      showIssues(toFieldIssues(checked.error, values));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await resetPassword(token!, checked.data, locale);
      setStep('changed');
    } catch (refusal) {
      if (refusal instanceof AccountApiError && refusal.issueAt('reset_password_token')) setStep('invalid');
      else if (refusal instanceof AccountApiError && refusal.issues.length > 0) showIssues(refusal.issues);
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const close = () => setStep('closed');
  const outcome = step === 'changed' || step === 'invalid';
  return (
    <>
      <Dialog
        open={step !== 'closed' && !askingAgain}
        onClose={busy ? undefined : close}
        fullScreen={fullScreen && step === 'form'}
        fullWidth
        maxWidth="xs"
        aria-labelledby="reset-password-title"
      >
        {outcome && (
          <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }} aria-hidden>
            {step === 'changed' ? (
              <CheckCircleOutline color="success" sx={{ fontSize: 48 }} />
            ) : (
              <ErrorOutline color="error" sx={{ fontSize: 48 }} />
            )}
          </Box>
        )}
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id="reset-password-title" sx={outcome ? { textAlign: 'center', pb: 1 } : {}}>
            {t(
              step === 'changed'
                ? 'account.resetPassword.changedTitle'
                : step === 'invalid'
                  ? 'account.resetPassword.invalidTitle'
                  : 'account.resetPassword.title',
            )}
          </DialogTitle>
          <DialogContent>
            {outcome ? (
              <DialogContentText role="status" sx={{ textAlign: 'center' }}>
                {t(
                  step === 'changed'
                    ? 'account.resetPassword.changedBody'
                    : 'account.resetPassword.invalidBody',
                )}
              </DialogContentText>
            ) : (
              <Stack spacing={2} sx={{ pt: 1 }}>
                {failed && (
                  <Alert severity="error" role="alert">
                    {t('account.error.generic')}
                  </Alert>
                )}
                {fields.map((field, n) => (
                  <TextField
                    key={field.name}
                    id={`reset-password-${field.name}`}
                    name={field.name}
                    type="password"
                    label={t(field.label)}
                    autoComplete="new-password"
                    value={values[field.name]}
                    onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                    error={errors[field.name] !== undefined}
                    helperText={
                      errors[field.name] ?? (n === 0 ? t('account.signUp.passwordHint') : undefined)
                    }
                    required
                    fullWidth
                    autoFocus={n === 0}
                  />
                ))}
              </Stack>
            )}
          </DialogContent>
          <DialogActions
            sx={{ px: 3, pb: 3, gap: 1, justifyContent: outcome ? 'center' : 'flex-end', flexWrap: 'wrap' }}
          >
            {step === 'form' && (
              <>
                <Button onClick={close}>{t('account.cancel')}</Button>
                <Button type="submit" variant="contained" loading={busy}>
                  {t('account.resetPassword.submit')}
                </Button>
              </>
            )}
            {step === 'changed' && (
              <Button href={profileHref} variant="contained" autoFocus>
                {t('account.verified.signIn')}
              </Button>
            )}
            {step === 'invalid' && (
              <>
                <Button onClick={close}>{t('account.verified.close')}</Button>
                <Button variant="contained" onClick={() => setAskingAgain(true)} autoFocus>
                  {t('account.resetPassword.requestNew')}
                </Button>
              </>
            )}
          </DialogActions>
        </Box>
      </Dialog>
      {askingAgain && (
        <ForgotPasswordDialog
          open
          onClose={() => {
            setAskingAgain(false);
            close();
          }}
          locale={locale}
        />
      )}
    </>
  );
}
