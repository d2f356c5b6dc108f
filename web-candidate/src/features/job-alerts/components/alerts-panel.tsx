import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { formatCount } from '../../../lib/i18n/format-count';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { useSavedSearches } from '../state/saved-searches';
import { openSavedSearch } from './open-search';
import { savedSearchesHref } from './saved-searches-href';

/** Spec §2 and §9: the alerts popover is 448 px wide and at most half the window high. */
const popoverWidth = 448;

/** The bell's list of saved searches: a popover below the bell on desktop, a bottom sheet on phones. */
export function AlertsPanel({
  anchor,
  onClose,
}: {
  readonly anchor: HTMLElement | null;
  readonly onClose: () => void;
}) {
  const t = useTranslate();
  const { tenant, locale, status, searches, reload } = useSavedSearches();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const open = anchor !== null;
  const close = onClose;
  const headingId = useId();
  const content = (
    <Box sx={{ p: 2 }} role="dialog" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1 }}>
        {t('jobAlerts.bell.title')}
      </Typography>
      {(status === 'loading' || status === 'idle') && (
        <Box
          sx={{ display: 'flex', justifyContent: 'center', py: 3 }}
          role="status"
          aria-label={t('jobAlerts.loading')}
        >
          <CircularProgress size={28} />
        </Box>
      )}
      {status === 'failed' && (
        <Box role="alert" sx={{ py: 1 }}>
          <Typography color="error" sx={{ mb: 1 }}>
            {t('jobAlerts.error.load')}
          </Typography>
          <Button size="small" onClick={() => void reload()}>
            {t('jobAlerts.retry')}
          </Button>
        </Box>
      )}
      {status === 'ready' && searches.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t('jobAlerts.bell.empty')}
        </Typography>
      )}
      {status === 'ready' && searches.length > 0 && (
        <List dense disablePadding aria-label={t('jobAlerts.bell.title')}>
          {searches.map((search) => (
            <ListItemButton
              key={search.id}
              component="a"
              href={search.searchUrl}
              onClick={(event) => {
                event.preventDefault();
                void openSavedSearch(tenant, search, locale);
              }}
              sx={{ borderRadius: 1, gap: 1 }}
            >
              <ListItemText
                primary={search.filterName}
                secondary={
                  search.count > 0
                    ? t('jobAlerts.newOffers', { n: search.count, count: formatCount(search.count) })
                    : t('jobAlerts.noNewOffers')
                }
                slotProps={{
                  primary: { sx: { overflowWrap: 'anywhere' } },
                  secondary: { color: search.count > 0 ? 'primary' : 'text.secondary' },
                }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
      <Button href={savedSearchesHref(locale)} fullWidth sx={{ mt: 1 }}>
        {t('jobAlerts.bell.manage')}
      </Button>
    </Box>
  );

  return phone ? (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={close}
      slotProps={{
        paper: { sx: { maxHeight: '80vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 } },
      }}
    >
      {content}
    </Drawer>
  ) : (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { sx: { width: popoverWidth, maxWidth: 'calc(100vw - 32px)', maxHeight: '50vh' } },
      }}
    >
      {content}
    </Popover>
  );
}
