import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { useId, useState, type FocusEvent } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';

interface ShareDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The offer's absolute address. */
  readonly url: string;
  readonly title: string;
}

/** Spec §2 share dialog: Facebook, LinkedIn and copying the link. */
export function ShareDialog({ open, onClose, url, title }: ShareDialogProps) {
  const t = useTranslate();
  const titleId = useId();
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const encoded = encodeURIComponent(url);
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('share.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 0.5 }}>
          <Button
            variant="outlined"
            startIcon={<FacebookIcon />}
            href={`https://www.facebook.com/sharer/sharer.php?u=${encoded}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('share.facebook')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<LinkedInIcon />}
            href={`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('share.linkedIn')}
          </Button>
          <TextField
            label={t('share.link', { title })}
            value={url}
            slotProps={{
              htmlInput: {
                readOnly: true,
                onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
              },
              formHelperText: { role: 'status' },
            }}
            helperText={
              copied === 'yes' ? t('share.copied') : copied === 'failed' ? t('share.copyFailed') : ' '
            }
          />
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {t('share.copy')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('share.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
