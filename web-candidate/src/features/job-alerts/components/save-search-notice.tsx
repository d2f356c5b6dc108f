import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import type { MessageId } from '../../../lib/i18n/en';
import { useTranslate } from '../../../lib/i18n/use-translate';

export interface Notice {
  readonly severity: 'success' | 'warning' | 'error';
  readonly title: MessageId;
  readonly body?: MessageId | undefined;
}

/**
 * What saving or forgetting a search came to, in a snackbar. Its code loads with the first notice
 * (issue 11, initial JS) and stays mounted, so closing animates.
 */
export default function SaveSearchNotice({
  notice,
  onClose,
}: {
  readonly notice: Notice | null;
  readonly onClose: () => void;
}) {
  const t = useTranslate();
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={notice?.severity === 'success' ? 4000 : null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert
          severity={notice.severity}
          variant="filled"
          onClose={onClose}
          role={notice.severity === 'success' ? 'status' : 'alert'}
          sx={{ maxWidth: 520 }}
        >
          {notice.body ? <AlertTitle>{t(notice.title)}</AlertTitle> : t(notice.title)}
          {notice.body && t(notice.body)}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
