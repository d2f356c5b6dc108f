import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';

/** "Delete this saved search?": the search and its alert go together. */
export function DeleteSearchDialog(props: {
  readonly name: string | null;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
  /** Deleted: the button that opened the dialog is gone, so the page says where the focus goes. */
  readonly onDeletedClose?: (() => void) | undefined;
}) {
  const t = useTranslate();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={props.name !== null}
      onClose={props.busy ? undefined : props.onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      disableRestoreFocus={props.onDeletedClose !== undefined}
      slotProps={{ transition: { onExited: props.onDeletedClose } }}
    >
      <DialogTitle id={titleId}>{t('jobAlerts.saved.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('jobAlerts.saved.deleteBody', { name: props.name ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button onClick={props.onCancel} disabled={props.busy} autoFocus>
          {t('jobAlerts.cancel')}
        </Button>
        <Button color="error" variant="contained" loading={props.busy} onClick={props.onConfirm}>
          {t('jobAlerts.saved.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
