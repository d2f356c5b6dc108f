import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { TileFrame } from './tile-frame';
import type { LocalSearch } from '../state/local-searches';
import { addAlertHash } from './subscribe-button';

/**
 * A search a visitor saved on this device: its name, the way to its offers, the alert form over its
 * list (`#add-alert`) and delete. No alert or new-offer count: those need the API (an e-mail or an account).
 */
export function LocalSearchTile(props: { readonly search: LocalSearch; readonly onDelete: () => void }) {
  const t = useTranslate();
  const { search } = props;
  return (
    <TileFrame name={search.filterName} onDelete={props.onDelete}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" label={t('jobAlerts.saved.onDevice')} />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          href={`${search.searchUrl}${addAlertHash}`}
          startIcon={<NotificationsNoneOutlined aria-hidden />}
        >
          {t('jobAlerts.saved.getAlert')}
        </Button>
        <Button variant="contained" size="small" href={search.searchUrl}>
          {t('jobAlerts.saved.open')}
        </Button>
      </Box>
    </TileFrame>
  );
}
