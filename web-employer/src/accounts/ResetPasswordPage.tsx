import { Box } from '@mui/material';
import type { NewPassword } from '@tablica/domain/accounts/passwords';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { callApi, isApiFailure, problemCode } from '../api';
import { LinkFailed, LinkSucceeded } from './LinkOutcome';
import { NewPasswordForm, newPasswordErrors } from './NewPasswordForm';
import { PublicPage } from './PublicPage';
import { useLinkToken } from './useLinkToken';

/** `/reset-password?token=…` from the reset mail: a new password, then sign in with it. */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<'form' | 'changed' | 'invalid'>('form');

  const reset = async (values: NewPassword) => {
    try {
      await callApi('/v1/users/password', {
        method: 'PATCH',
        json: { reset_password_token: token, ...values },
      });
      setOutcome('changed');
      return undefined;
    } catch (error) {
      if (isApiFailure(error) && problemCode(error.body) === 'auth.invalid_token') {
        setOutcome('invalid');
        return undefined;
      }
      return newPasswordErrors(error);
    }
  };

  return (
    <PublicPage title="accounts.resetPassword.title">
      {outcome === 'changed' ? <LinkSucceeded message="accounts.resetPassword.success" /> : null}
      {outcome === 'invalid' || !token ? (
        <>
          <LinkFailed message="accounts.resetPassword.invalid" />
          <Link to="/forgot-password">{translate('accounts.resetPassword.requestNew')}</Link>
        </>
      ) : null}
      {outcome === 'form' && token ? (
        <NewPasswordForm save={reset} submitLabel="accounts.resetPassword.submit" />
      ) : null}
      {outcome !== 'changed' ? (
        <Box sx={{ mt: 2 }}>
          <Link to="/login">{translate('accounts.actions.backToLogin')}</Link>
        </Box>
      ) : null}
    </PublicPage>
  );
};
