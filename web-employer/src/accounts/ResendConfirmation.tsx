import SendIcon from '@mui/icons-material/Send';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { callApi } from '../api';

/**
 * Sends the confirmation mail again (`PATCH /api/v1/users/regenerate_confirmation_token`). The API
 * answers the same for any address, so the page says the same whatever it was.
 */
export const ResendConfirmation = ({
  email,
  label = 'accounts.checkEmail.resend',
  done = 'accounts.checkEmail.resent',
}: {
  email: string;
  label?: string;
  done?: string;
}) => {
  const translate = useTranslate();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  const resend = async () => {
    setState('sending');
    try {
      await callApi('/v1/users/regenerate_confirmation_token', { method: 'PATCH', json: { email } });
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        onClick={resend}
        disabled={state === 'sending' || email === ''}
        startIcon={state === 'sending' ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
        sx={{ mt: 2 }}
      >
        {translate(label)}
      </Button>
      <div aria-live="polite">
        {state === 'sent' ? (
          <Alert severity="success" sx={{ mt: 2 }}>
            {translate(done)}
          </Alert>
        ) : null}
        {state === 'failed' ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('errors.sthWentWrong')}
          </Alert>
        ) : null}
      </div>
    </>
  );
};
