import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { toFieldIssues } from '@tablica/domain/validation';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { AccountApiError, requestPasswordReset } from '../api/account-api';
import { errorText } from '../../../lib/i18n/error-text';
import { MailSent } from './mail-sent';

interface ForgotPasswordDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly locale: Locale;
  /** What the candidate already typed into the sign-in form (read when the dialog is mounted). */
  readonly email?: string;
}

/**
 * "Forgot your password?" (`POST /api/v1/users/password`): the reset link goes by e-mail. The answer is
 * the same whether or not the address has an account.
 */
export function ForgotPasswordDialog({ open, onClose, locale, email = '' }: ForgotPasswordDialogProps) {
  const t = useTranslate();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [value, setValue] = useState(email);
  const [error, setError] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const { passwordResetRequestSchema } = await import('@tablica/domain/accounts/sign-up');
    const checked = passwordResetRequestSchema.safeParse({ email: value });
    if (!checked.success) {
      setError(errorText(toFieldIssues(checked.error, { email: value })[0]?.code, locale));
      document.getElementById('forgot-password-email')?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await requestPasswordReset(checked.data.email, locale);
      setSentTo(checked.data.email);
    } catch (refusal) {
      const issue = refusal instanceof AccountApiError ? refusal.issueAt('email') : undefined;
      if (issue) setError(errorText(issue, locale));
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    onClose();
    setSentTo(null);
    setError(undefined);
    setFailed(false);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby="forgot-password-title"
    >
      {sentTo ? (
        <MailSent
          titleId="forgot-password-title"
          title={t('account.forgotPassword.sentTitle')}
          body={t('account.forgotPassword.sentBody', { email: sentTo })}
          onDone={close}
        />
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id="forgot-password-title">{t('account.forgotPassword.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography color="text.secondary">{t('account.forgotPassword.intro')}</Typography>
              {failed && (
                <Alert severity="error" role="alert">
                  {t('account.error.generic')}
                </Alert>
              )}
              <TextField
                id="forgot-password-email"
                name="email"
                type="email"
                label={t('account.field.email')}
                autoComplete="email"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                error={error !== undefined}
                helperText={error}
                required
                fullWidth
                autoFocus
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
            <Button onClick={close}>{t('account.cancel')}</Button>
            <Button type="submit" variant="contained" loading={busy}>
              {t('account.forgotPassword.submit')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
