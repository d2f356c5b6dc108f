import LoginIcon from '@mui/icons-material/Login';
import { Alert, Box, Divider, Typography } from '@mui/material';
import { signInSchema } from '@tablica/domain/accounts/sign-up';
import { useEffect, useState } from 'react';
import {
  Form,
  Link,
  PasswordInput,
  TextInput,
  useCheckAuth,
  useLogin,
  useNavigate,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { SignInRefusal } from '../authProvider';
import { schemaResolver } from '../forms/schemaResolver';
import { SubmitButton } from '../forms/SubmitButton';
import { PublicPage } from './PublicPage';
import { ResendConfirmation } from './ResendConfirmation';

const resolver = schemaResolver(signInSchema);

interface SignInValues {
  username: string;
  password: string;
}

/** Sign-in with e-mail and password; the console opens on success (react-admin's `useLogin`). */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<{ error: SignInRefusal; email: string } | null>(null);

  useEffect(() => {
    // Already signed in (a second tab, the back button): straight to the console.
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  const signIn = async (values: SignInValues) => {
    setRefusal(null);
    try {
      await login({ username: values.username, password: values.password });
    } catch (error) {
      setRefusal({
        error: error instanceof SignInRefusal ? error : new SignInRefusal('errors.sthWentWrong'),
        email: values.username,
      });
    }
  };

  return (
    <PublicPage title="accounts.login.title">
      <Form
        noValidate
        onSubmit={(values: FieldValues) => signIn(values as SignInValues)}
        resolver={resolver}
        defaultValues={{ username: '', password: '' }}
      >
        <div aria-live="assertive">
          {refusal ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(refusal.error.message, refusal.error.messageArgs)}
              {refusal.error.message === 'problems.auth.email_not_verified' ? (
                <Box>
                  <ResendConfirmation email={refusal.email} label="accounts.login.resendConfirmation" />
                </Box>
              ) : null}
            </Alert>
          ) : null}
        </div>
        <TextInput
          source="username"
          type="email"
          label="accounts.fields.email"
          autoComplete="username"
          autoFocus
        />
        <PasswordInput source="password" label="accounts.fields.password" autoComplete="current-password" />
        <SubmitButton label="accounts.login.submit" icon={<LoginIcon />} />
      </Form>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link to="/forgot-password">{translate('accounts.login.forgotPassword')}</Link>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {translate('accounts.login.noAccount')}{' '}
        <Link to="/sign-up">{translate('accounts.login.createAccount')}</Link>
      </Typography>
    </PublicPage>
  );
};
