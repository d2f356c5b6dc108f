import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Typography } from '@mui/material';
import { regenerateConfirmationSchema } from '@tablica/domain/accounts/sign-up';
import { useEffect, useState } from 'react';
import { Form, Link, TextInput, useTranslate } from 'react-admin';
import { callApi, isApiFailure, problemCode } from '../api';
import { schemaResolver } from '../forms/schemaResolver';
import { SubmitButton } from '../forms/SubmitButton';
import { LinkFailed, LinkPending, LinkSucceeded } from './LinkOutcome';
import { PublicPage } from './PublicPage';
import { useLinkToken } from './useLinkToken';
import type { FieldValues } from 'react-hook-form';

type Outcome = 'confirmed' | 'invalid' | 'failed';

/** One request per token, also when React runs the effect twice (development's StrictMode). */
const confirmations = new Map<string, Promise<Outcome>>();

function confirm(token: string): Promise<Outcome> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = callApi('/v1/users/confirm', {
      method: 'PATCH',
      json: { confirmation_token: token },
    }).then(
      () => 'confirmed' as const,
      (error: unknown) =>
        isApiFailure(error) && problemCode(error.body) === 'auth.invalid_token' ? 'invalid' : 'failed',
    );
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

const resendResolver = schemaResolver(regenerateConfirmationSchema);

/** A new confirmation link for an address (the answer is the same for any address). */
const ResendForm = () => {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  const resend = async (values: { email: string }) => {
    try {
      await callApi('/v1/users/regenerate_confirmation_token', {
        method: 'PATCH',
        json: { email: values.email },
      });
      setSent(true);
      return undefined;
    } catch (error) {
      return { 'root.serverError': isApiFailure(error) ? error.message : 'errors.sthWentWrong' };
    }
  };
  if (sent) {
    return (
      <Alert severity="success" role="status">
        {translate('accounts.confirm.resent')}
      </Alert>
    );
  }
  return (
    <Form
      noValidate
      onSubmit={(values: FieldValues) => resend(values as { email: string })}
      resolver={resendResolver}
      defaultValues={{ email: '' }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('accounts.confirm.resendIntro')}
      </Typography>
      <TextInput source="email" type="email" label="accounts.fields.email" autoComplete="email" />
      <SubmitButton label="accounts.confirm.resend" icon={<SendIcon />} />
    </Form>
  );
};

/** `/confirm?token=…` from the verification mail: confirms the address on arrival. */
export const ConfirmPage = () => {
  const token = useLinkToken();
  const translate = useTranslate();
  const [answer, setAnswer] = useState<{ token: string; outcome: Outcome } | null>(null);
  const outcome: Outcome | 'pending' = !token
    ? 'invalid'
    : answer?.token === token
      ? answer.outcome
      : 'pending';

  useEffect(() => {
    if (!token) return;
    let current = true;
    void confirm(token).then((result) => {
      if (current) setAnswer({ token, outcome: result });
    });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <PublicPage title="accounts.confirm.title">
      {outcome === 'pending' ? <LinkPending message="accounts.confirm.pending" /> : null}
      {outcome === 'confirmed' ? <LinkSucceeded message="accounts.confirm.success" /> : null}
      {outcome === 'invalid' || outcome === 'failed' ? (
        <>
          <LinkFailed message={outcome === 'invalid' ? 'accounts.confirm.invalid' : 'errors.sthWentWrong'} />
          <ResendForm />
          <Box sx={{ mt: 2 }}>
            <Link to="/login">{translate('accounts.actions.backToLogin')}</Link>
          </Box>
        </>
      ) : null}
    </PublicPage>
  );
};
