import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { errorText } from '../../../lib/i18n/error-text';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { answerRedirect } from '../api/redirects';

/**
 * Spec §4: back from the offer's own apply page, a signed-in candidate with a known redirect is asked
 * whether they completed it; yes confirms the application, no removes it.
 */
export function RedirectReturnDialog(props: {
  readonly redirectId: string | null;
  readonly locale: Locale;
  readonly onAnswered: (completed: boolean) => void;
}) {
  const { redirectId, locale, onAnswered } = props;
  const t = useTranslate();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const answer = async (completed: boolean) => {
    if (!redirectId) return;
    setBusy(true);
    setFailed(false);
    try {
      await answerRedirect(redirectId, completed, locale);
      onAnswered(completed);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={redirectId !== null} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('redirect.question')}</DialogTitle>
      {failed && (
        <Alert severity="error" sx={{ mx: 3 }}>
          {errorText('errors.sthWentWrong', locale)}
        </Alert>
      )}
      <DialogActions>
        <Button disabled={busy} onClick={() => void answer(false)}>
          {t('redirect.no')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void answer(true)}>
          {t('redirect.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
