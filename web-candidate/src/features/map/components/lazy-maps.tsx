import Box from '@mui/material/Box';
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Pulse } from '../../../components/pulse';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { mapLimits } from '../map-settings';
import type { OfferPlace } from './offer-location-map';

// Code-split (issue 11, 13): Leaflet and the maps load only when a map is shown, never on the server.
const OffersMap = lazy(() => import('./offers-map'));
const OfferLocationMap = lazy(() => import('./offer-location-map'));

/** Spec §2: a browser that cannot run the map (its code failed to load or to start) gets the message. */
class MapBoundary extends Component<{ readonly fallback: ReactNode; readonly children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('the map could not start', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function MapSkeleton() {
  const t = useTranslate();
  return (
    <Pulse
      aria-label={t('map.loading')}
      role="img"
      sx={{ width: '100%', height: '100%', minHeight: mapLimits.skeletonHeight }}
    />
  );
}

/**
 * After hydration only (Leaflet needs a browser, and the server's HTML must match the first render);
 * with `whenVisible`, not before the place comes near the viewport.
 */
function ClientOnlyMap({
  children,
  whenVisible = false,
}: {
  readonly children: ReactNode;
  readonly whenVisible?: boolean;
}) {
  const t = useTranslate();
  const [mounted, setMounted] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (!whenVisible || !element || typeof IntersectionObserver === 'undefined') {
      setMounted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setMounted(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [whenVisible]);
  if (!mounted)
    return (
      <Box ref={place} sx={{ height: '100%' }}>
        <MapSkeleton />
      </Box>
    );
  return (
    <MapBoundary
      fallback={
        // A standard warning Alert's look (the scheme's Alert colours), drawn here: the map's code may
        // have failed to download, and so might another file now.
        <Box
          role="alert"
          sx={{
            px: 2,
            py: 1.5,
            borderRadius: 1,
            typography: 'body2',
            bgcolor: 'var(--mui-palette-Alert-warningStandardBg)',
            color: 'var(--mui-palette-Alert-warningColor)',
          }}
        >
          {t('map.unsupported')}
        </Box>
      }
    >
      <Suspense fallback={<MapSkeleton />}>{children}</Suspense>
    </MapBoundary>
  );
}

/** The listing's clusters map, loaded when it first shows. */
export function LazyOffersMap() {
  return (
    <ClientOnlyMap>
      <OffersMap />
    </ClientOnlyMap>
  );
}

/** The offer page's location map, loaded when it first shows. */
export function LazyOfferLocationMap({ places }: { readonly places: readonly OfferPlace[] }) {
  return (
    <ClientOnlyMap whenVisible>
      <OfferLocationMap places={places} />
    </ClientOnlyMap>
  );
}
