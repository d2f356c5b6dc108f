import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorText } from '../../../lib/i18n/error-text';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { phoneQuery } from './side-sheet';

/**
 * Spec §8 "Apply failure": the snackbar 'errors.sthWentWrong', inside the sheet (so the modal does not
 * hide it): over the panel on a wide screen; on a phone above the sheet, not over its button.
 */
export function ApplyFailedSnackbar({
  open,
  onClose,
  locale,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly locale: Locale;
}) {
  const t = useTranslate();
  const phone = useMediaQuery(phoneQuery, { noSsr: true });
  return (
    <Snackbar
      open={open}
      autoHideDuration={8000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={
        phone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'right' }
      }
    >
      <Alert
        severity="error"
        variant="filled"
        onClose={onClose}
        closeText={t('apply.close')}
        sx={{ width: '100%' }}
      >
        {errorText('errors.sthWentWrong', locale)}
      </Alert>
    </Snackbar>
  );
}
