import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, useState } from 'react';
import { LazyMount } from '../../../components/lazy-mount';
import { formatCount } from '../../../lib/i18n/format-count';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { bellShown, newOffersOf, useSavedSearches } from '../state/saved-searches';

// Code-split: the list of saved searches loads when the bell is first opened.
const AlertsPanel = lazy(() => import('./alerts-panel').then((module) => ({ default: module.AlertsPanel })));

/**
 * The header's bell for a signed-in candidate (and a visitor with searches saved on this device): a badge with the new offers across the saved searches,
 * and a list of them (popover on desktop, bottom sheet on phones) leading to each search's offers.
 */
export function AlertsBell() {
  const t = useTranslate();
  const saved = useSavedSearches();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  if (!bellShown(saved)) return null;

  const total = newOffersOf(saved.searches);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        // Narrow phones: the header also holds the brand, languages, employers and the account.
        sx={{ p: { xs: 0.5, sm: 1 } }}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('jobAlerts.bell.label', { n: total, count: formatCount(total) })}
      >
        <Badge badgeContent={total > 0 ? formatCount(total) : undefined} color="error">
          <NotificationsNoneOutlined />
        </Badge>
      </IconButton>
      <LazyMount when={open}>
        <AlertsPanel anchor={anchor} onClose={close} />
      </LazyMount>
    </>
  );
}
