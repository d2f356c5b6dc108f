import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ListFilters } from '@tablica/domain/listing/filters';
import { lazy, useEffect, useState } from 'react';
import { LazyMount } from '../../../components/lazy-mount';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { alertNameOf } from '../alert-name';
import { useSavedSearches } from '../state/saved-searches';
import { SaveSearchSwitchIsland } from './save-search-switch-island';

// Code-split (issue 11: the alert form): its code loads when the form first opens.
const SubscribeDialog = lazy(() =>
  import('./subscribe-dialog').then((module) => ({ default: module.SubscribeDialog })),
);

/** Spec §2: `#add-alert` opens the alert form over the list. */
export const addAlertHash = '#add-alert';

/** The listing's "save job filter" switch and "Subscribe to alerts for this search" with its form. */
export function SubscribeButton(props: { readonly filters: ListFilters; readonly searchUrl: string }) {
  const t = useTranslate();
  const { tenant, locale, enabled } = useSavedSearches();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const follow = () => {
      if (window.location.hash === addAlertHash) setOpen(true);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  if (!enabled) return null;
  const close = () => {
    setOpen(false);
    if (window.location.hash === addAlertHash)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
  };
  const name = alertNameOf(props.filters, tenant, locale) || t('jobAlerts.defaultName');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <SaveSearchSwitchIsland filters={props.filters} searchUrl={props.searchUrl} name={name} />
      <Button
        variant="outlined"
        size="small"
        startIcon={<NotificationsNoneOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        // One line where it fits; on a narrow phone it wraps rather than push the page sideways.
        sx={{ textAlign: 'start', maxWidth: '100%' }}
      >
        {t('jobAlerts.subscribe.open')}
      </Button>
      <LazyMount when={open}>
        <SubscribeDialog
          open={open}
          onClose={close}
          filters={props.filters}
          searchUrl={props.searchUrl}
          defaultName={name}
        />
      </LazyMount>
    </Box>
  );
}
