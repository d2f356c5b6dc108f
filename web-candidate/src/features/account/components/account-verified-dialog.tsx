import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { confirmEmail } from '../api/account-api';
import { verificationToken } from '../mail-links';
import { profileHref } from './account-entry';

type Verification = 'confirming' | 'verified' | 'failed' | 'closed';

/**
 * Opened by the link in the confirmation mail: confirms the address through the API, then says the
 * account is ready (or that the link is invalid or expired). Closing goes to `/`.
 */
export function AccountVerifiedDialog({ url, locale }: { readonly url: string; readonly locale: Locale }) {
  const t = useTranslate();
  const token = verificationToken(url);
  const [state, setState] = useState<Verification>(
    token === null ? 'closed' : token === '' ? 'failed' : 'confirming',
  );
  const asked = useRef(false);

  useEffect(() => {
    if (token === null || asked.current) return;
    asked.current = true;
    // The token is single-use and must not linger in the address bar, history or Referer headers.
    window.history.replaceState(window.history.state, '', '/');
    if (token === '') return;
    confirmEmail(token, locale).then(
      () => setState('verified'),
      () => setState('failed'),
    );
  }, [token, locale]);

  if (token === null) return null;
  const close = () => setState('closed');
  return (
    <Dialog
      open={state !== 'closed'}
      onClose={state === 'confirming' ? undefined : close}
      aria-labelledby="account-verified-title"
      aria-describedby="account-verified-text"
      aria-busy={state === 'confirming'}
      fullWidth
      maxWidth="xs"
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }} aria-hidden>
        {state === 'confirming' && <CircularProgress size={40} />}
        {state === 'verified' && <CheckCircleOutline color="success" sx={{ fontSize: 48 }} />}
        {state === 'failed' && <ErrorOutline color="error" sx={{ fontSize: 48 }} />}
      </Box>
      <DialogTitle id="account-verified-title" sx={{ textAlign: 'center', pb: 1 }}>
        {t(
          state === 'failed'
            ? 'account.verified.failedTitle'
            : state === 'verified'
              ? 'account.verified.title'
              : 'account.verified.confirming',
        )}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="account-verified-text" sx={{ textAlign: 'center' }} role="status">
          {state === 'verified' && t('account.verified.body')}
          {state === 'failed' && t('account.verified.failedBody')}
        </DialogContentText>
      </DialogContent>
      {state !== 'confirming' && (
        <DialogActions sx={{ px: 3, pb: 3, gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button onClick={close}>{t('account.verified.close')}</Button>
          <Button href={profileHref} variant="contained">
            {t(state === 'verified' ? 'account.verified.signIn' : 'account.verified.toAccount')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
