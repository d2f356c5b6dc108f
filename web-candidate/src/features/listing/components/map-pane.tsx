import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { headerHeight } from '../../../components/layout/header-height';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { LazyOffersMap } from '../../map/components/lazy-maps';
import { useListNavigation } from '../hooks/use-list-navigation';
import { filtersAtom } from '../state/listing-atoms';
import { listingIcons } from './listing-icons';
import { listing } from './listing-styles';
import { StartIconButton } from './start-icon-button';

const MapDialog = lazy(() => import('./map-dialog'));

/** Shows or hides the map: `showMap` in the URL (spec §2, §4), a new history entry each way. */
export function useMapToggle(): [boolean, (show: boolean) => void] {
  const filters = useAtomValue(filtersAtom);
  const navigate = useListNavigation();
  return [filters.showMap, (show) => navigate({ ...filters, showMap: show })];
}

/** The filter bar's map button (spec §1 newMapButton): pressed while the map shows. */
export function MapToggle() {
  const t = useTranslate();
  const [shown, show] = useMapToggle();
  return (
    <StartIconButton
      icon={listingIcons.map}
      className={shown ? listing.contained : listing.outlined}
      aria-pressed={shown}
      onClick={() => show(!shown)}
    >
      {t(shown ? 'map.hide' : 'map.show')}
    </StartIconButton>
  );
}

/** Null until known (the server and the first client render): the desktop box is there from the start. */
function useDesktop(): boolean | null {
  const theme = useTheme();
  const [desktop, setDesktop] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia(theme.breakpoints.up('md').replace(/^@media\s*/, ''));
    const update = () => setDesktop(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [theme]);
  return desktop;
}

/**
 * Where the map shows: beside the list on a desktop (sticky, the list scrolls next to it), full
 * screen over the list on phones and tablets with a way back to the list (spec §2, `MapDialog`).
 */
export function MapPane() {
  const t = useTranslate();
  const [shown, show] = useMapToggle();
  const desktop = useDesktop();
  if (!shown) return null;
  return (
    <>
      <Box
        component="aside"
        aria-label={t('map.title')}
        sx={{
          display: { xs: 'none', md: 'block' },
          position: 'sticky',
          // Below the sticky header, so the map's controls and popups never slide under it.
          top: headerHeight.sm + 16,
          height: `calc(100vh - ${headerHeight.sm + 32}px)`,
          minHeight: 420,
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {desktop && <LazyOffersMap />}
      </Box>
      {desktop === false && (
        <Suspense fallback={null}>
          <MapDialog onClose={() => show(false)} />
        </Suspense>
      )}
    </>
  );
}
