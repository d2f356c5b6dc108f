import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { useSavedSearches } from '../state/saved-searches';

/**
 * What moving this device's searches to the account did (spec §3, on sign-in): how many moved, and
 * which stayed here and why, with another try or removing them from the device.
 */
export function MoveNotice() {
  const t = useTranslate();
  const { viewer, move, localSearches, retryMove, removeLocal, setMoveNoticeShown } = useSavedSearches();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setMoveNoticeShown(true);
    return () => setMoveNoticeShown(false);
  }, [setMoveNoticeShown]);
  const [dismissed, setDismissed] = useState<typeof move>(null);
  if (viewer !== 'signed-in' || !move || dismissed === move) return null;
  const kept = localSearches;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }} aria-live="polite">
      {move.moved > 0 && (
        <Alert severity="success" onClose={kept.length === 0 ? () => setDismissed(move) : undefined}>
          {t('jobAlerts.move.moved', { n: move.moved })}
        </Alert>
      )}
      {kept.length > 0 && (
        <Alert severity="warning" role="alert">
          <AlertTitle>{t('jobAlerts.move.keptTitle', { n: kept.length })}</AlertTitle>
          {t(move.reason === 'limit' ? 'jobAlerts.move.keptLimit' : 'jobAlerts.move.keptFailed')}
          <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
            {kept.map((search) => (
              <li key={search.id}>{search.filterName}</li>
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              loading={busy}
              onClick={() => {
                setBusy(true);
                void retryMove().finally(() => setBusy(false));
              }}
            >
              {t('jobAlerts.move.retry')}
            </Button>
            <Button
              size="small"
              color="inherit"
              disabled={busy}
              onClick={() => kept.forEach((search) => removeLocal(search.id))}
            >
              {t('jobAlerts.move.forget')}
            </Button>
          </Box>
        </Alert>
      )}
    </Box>
  );
}
