import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { useSavedSearches } from '../state/saved-searches';
import { savedSearchesHref } from './saved-searches-href';

/**
 * Wherever the candidate signs in: a note that this device's searches moved to the account, or that
 * some stayed here (the saved-searches page tells which and why, and this note gives way to it there).
 */
export function MoveSnackbar() {
  const t = useTranslate();
  const { locale, viewer, move, moveNoticeShown } = useSavedSearches();
  // Each move shows once, until closed.
  const [closed, setClosed] = useState<typeof move>(null);
  // On the saved-searches page its notice says it (with what stayed and why): said once, there.
  if (!move || viewer !== 'signed-in' || moveNoticeShown) return null;
  const kept = move.kept.length;
  const open = closed !== move && (move.moved > 0 || kept > 0);
  const setOpen = (value: boolean) => {
    if (!value) setClosed(move);
  };
  return (
    <Snackbar
      open={open}
      autoHideDuration={kept > 0 ? null : 6000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={kept > 0 ? 'warning' : 'success'}
        variant="filled"
        onClose={() => setOpen(false)}
        action={
          kept > 0 ? (
            <Button color="inherit" size="small" href={savedSearchesHref(locale)}>
              {t('jobAlerts.subscribe.toSaved')}
            </Button>
          ) : undefined
        }
        sx={{ maxWidth: 560 }}
      >
        {kept > 0 ? t('jobAlerts.move.keptTitle', { n: kept }) : t('jobAlerts.move.moved', { n: move.moved })}
      </Alert>
    </Snackbar>
  );
}
