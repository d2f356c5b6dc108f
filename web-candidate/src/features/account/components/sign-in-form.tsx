import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { MessageId } from '../../../lib/i18n/en';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { AccountApiError, getProfile, signIn, type CandidateProfile } from '../api/account-api';
import { ForgotPasswordDialog } from './forgot-password-dialog';

const refusals: Record<string, MessageId> = {
  'auth.invalid_credentials': 'account.signIn.invalid',
  'auth.email_not_verified': 'account.signIn.notVerified',
  'auth.too_many_attempts': 'account.signIn.tooMany',
  validation_failed: 'account.signIn.invalid',
};

interface SignInFormProps {
  readonly locale: Locale;
  readonly onSignedIn: (profile: CandidateProfile) => void;
  readonly onCreateAccount: () => void;
  readonly employerHref: string;
}

/** E-mail and password (`POST /api/v1/oauth/token`); the session comes back as an HttpOnly cookie. */
export function SignInForm({ locale, onSignedIn, onCreateAccount, employerHref }: SignInFormProps) {
  const t = useTranslate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);
  const [forgotten, setForgotten] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setError('account.signIn.missing');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn(email.trim(), password, locale);
      const profile = await getProfile(locale);
      if (profile) onSignedIn(profile);
      else setError('account.signIn.notCandidate');
    } catch (refusal) {
      setError(
        refusal instanceof AccountApiError
          ? (refusals[refusal.code] ?? 'account.error.generic')
          : 'account.error.generic',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="sign-in-title">
      <Stack spacing={2.5}>
        <div>
          <Typography id="sign-in-title" variant="h1" component="h1">
            {t('account.signIn.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('account.signIn.intro')}
          </Typography>
        </div>
        {error && (
          <Alert severity="error" role="alert">
            {t(error)}
            {error === 'account.signIn.notCandidate' && (
              <>
                {' '}
                <Link href={employerHref}>{t('account.signIn.toEmployerPanel')}</Link>
              </>
            )}
          </Alert>
        )}
        <TextField
          label={t('account.field.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          fullWidth
        />
        <div>
          <TextField
            label={t('account.field.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            fullWidth
          />
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => setForgotten(true)}
            sx={{ mt: 1, display: 'block', ml: 'auto' }}
          >
            {t('account.signIn.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" variant="contained" size="large" loading={busy}>
          {t('account.signIn.submit')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('account.signIn.noAccount')}{' '}
          <Link component="button" type="button" onClick={onCreateAccount} sx={{ verticalAlign: 'baseline' }}>
            {t('account.signIn.createAccount')}
          </Link>
        </Typography>
      </Stack>
      {forgotten && (
        <ForgotPasswordDialog open onClose={() => setForgotten(false)} locale={locale} email={email.trim()} />
      )}
    </Box>
  );
}
