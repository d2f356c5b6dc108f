import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../lib/i18n/use-translate';

interface MailSentProps {
  /** The dialog's `aria-labelledby`. */
  readonly titleId: string;
  readonly title: string;
  readonly body: string;
  readonly onDone: () => void;
}

/** A dialog's "check your e-mail" step: what was sent, and OK. */
export function MailSent({ titleId, title, body, onDone }: MailSentProps) {
  const t = useTranslate();
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 4 }} aria-hidden>
        <MarkEmailReadOutlined color="primary" sx={{ fontSize: 56 }} />
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Typography role="status" sx={{ textAlign: 'center' }}>
          {body}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={onDone} autoFocus>
          {t('account.signUp.done')}
        </Button>
      </DialogActions>
    </>
  );
}
