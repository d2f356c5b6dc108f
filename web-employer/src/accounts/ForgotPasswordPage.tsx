import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Typography } from '@mui/material';
import { passwordResetRequestSchema } from '@tablica/domain/accounts/sign-up';
import { useState } from 'react';
import { Form, Link, TextInput, useTranslate } from 'react-admin';
import { callApi, isApiFailure } from '../api';
import { schemaResolver } from '../forms/schemaResolver';
import { SubmitButton } from '../forms/SubmitButton';
import { PublicPage } from './PublicPage';
import type { FieldValues } from 'react-hook-form';

const resolver = schemaResolver(passwordResetRequestSchema);

/** Asks for a password-reset link (`POST /api/v1/users/password`); the answer never tells if the account exists. */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const request = async (values: { email: string }) => {
    try {
      await callApi('/v1/users/password', { method: 'POST', json: { email: values.email } });
      setSentTo(values.email);
      return undefined;
    } catch (error) {
      return { 'root.serverError': isApiFailure(error) ? error.message : 'errors.sthWentWrong' };
    }
  };

  return (
    <PublicPage title="accounts.forgotPassword.title">
      {sentTo !== null ? (
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {translate('accounts.forgotPassword.sent', { email: sentTo })}
        </Alert>
      ) : (
        <Form
          noValidate
          onSubmit={(values: FieldValues) => request(values as { email: string })}
          resolver={resolver}
          defaultValues={{ email: '' }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('accounts.forgotPassword.intro')}
          </Typography>
          <TextInput
            source="email"
            type="email"
            label="accounts.fields.email"
            autoComplete="email"
            autoFocus
          />
          <SubmitButton label="accounts.forgotPassword.submit" icon={<SendIcon />} />
        </Form>
      )}
      <Box sx={{ mt: 2 }}>
        <Link to="/login">{translate('accounts.actions.backToLogin')}</Link>
      </Box>
    </PublicPage>
  );
};
