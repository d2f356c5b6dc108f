import { Typography } from '@mui/material';
import type { NewPassword } from '@tablica/domain/accounts/passwords';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { callApi, isApiFailure, problemCode } from '../api';
import { LinkFailed, LinkSucceeded } from './LinkOutcome';
import { NewPasswordForm, newPasswordErrors } from './NewPasswordForm';
import { PublicPage } from './PublicPage';
import { useLinkToken } from './useLinkToken';

/**
 * `/accept-invitation?token=…` from an invitation mail: the invited person sets a password (or, with
 * an account already, gives its password) and joins the company, then signs in.
 */
export const AcceptInvitationPage = () => {
  const translate = useTranslate();
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<'form' | 'joined' | 'invalid'>('form');

  const accept = async (values: NewPassword) => {
    try {
      await callApi('/v1/users/confirm', {
        method: 'PATCH',
        json: { confirmation_token: token, ...values },
      });
      setOutcome('joined');
      return undefined;
    } catch (error) {
      const code = isApiFailure(error) ? problemCode(error.body) : null;
      if (code === 'auth.invalid_token') {
        setOutcome('invalid');
        return undefined;
      }
      // An account at this address exists already and the password given is not its password.
      if (code === 'auth.invalid_credentials') return { password: 'problems.auth.invalid_credentials' };
      return newPasswordErrors(error);
    }
  };

  return (
    <PublicPage title="accounts.acceptInvitation.title">
      {outcome === 'joined' ? <LinkSucceeded message="accounts.acceptInvitation.success" /> : null}
      {outcome === 'invalid' || !token ? <LinkFailed message="accounts.acceptInvitation.invalid" /> : null}
      {outcome === 'form' && token ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('accounts.acceptInvitation.intro')}
          </Typography>
          <NewPasswordForm
            save={accept}
            submitLabel="accounts.acceptInvitation.submit"
            passwordLabel="accounts.fields.password"
          />
        </>
      ) : null}
    </PublicPage>
  );
};
