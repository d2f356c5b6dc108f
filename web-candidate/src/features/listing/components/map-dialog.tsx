import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { LazyOffersMap } from '../../map/components/lazy-maps';

/**
 * The map full screen over the list on phones and tablets, with a way back to the list (spec §2).
 * Its code loads when it first shows (issue 11, initial JS): it is never in the server's markup.
 */
export default function MapDialog({ onClose }: { readonly onClose: () => void }) {
  const t = useTranslate();
  const titleId = useId();
  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby={titleId}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Button startIcon={<ArrowBackRounded />} onClick={onClose}>
          {t('map.backToList')}
        </Button>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('map.title')}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LazyOffersMap />
      </Box>
    </Dialog>
  );
}
