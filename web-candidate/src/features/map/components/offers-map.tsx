import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ListFilters } from '@tablica/domain/listing/filters';
import { cityBySlug } from '@tablica/domain/tenant-config/tenant-config';
import L from 'leaflet';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { formatCount } from '../../../lib/i18n/format-count';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { boardAtom } from '../../listing/state/board-atom';
import { filtersAtom } from '../../listing/state/listing-atoms';
import { getClusters, type MapCluster } from '../map-api';
import { expandedEnvelope, mapLimits, polandBounds, type Bounds } from '../map-settings';
import { BaseMap, markerHtml } from './base-map';
import { ClusterOffers } from './cluster-offers';

interface View {
  readonly bounds: Bounds;
  readonly zoom: number;
}

type Load = 'loading' | 'ready' | 'failed';

const viewOf = (map: L.Map): View => {
  const box = map.getBounds();
  return {
    bounds: { south: box.getSouth(), west: box.getWest(), north: box.getNorth(), east: box.getEast() },
    zoom: map.getZoom(),
  };
};

/** Spec §4: after the map stops moving for 400 ms, the view the clusters are asked for. */
function useSettledView(): View | null {
  const map = useMap();
  const [view, setView] = useState<View | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useMapEvents({
    moveend: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setView(viewOf(map)), mapLimits.clusterDebounceMs);
    },
  });
  useEffect(() => {
    map.whenReady(() => setView(viewOf(map)));
    return () => clearTimeout(timer.current);
  }, [map]);
  return view;
}

/** The list's city: the map goes there (the city's configured view) whenever it changes. */
function useCityView(filters: ListFilters): void {
  const map = useMap();
  const { config } = useAtomValue(boardAtom);
  const first = useRef(true);
  useEffect(() => {
    const city = filters.city === null ? undefined : cityBySlug(config, filters.city);
    const skip = first.current;
    first.current = false;
    if (skip) return;
    if (city)
      map.flyTo([city.map.latitude, city.map.longitude], city.map.zoom, {
        duration: mapLimits.transitionMs / 1000,
      });
    else map.flyToBounds(polandLatLngBounds, { duration: mapLimits.transitionMs / 1000 });
  }, [config, filters.city, map]);
}

const polandLatLngBounds = L.latLngBounds(
  [polandBounds.south, polandBounds.west],
  [polandBounds.north, polandBounds.east],
);

/** A server cluster's marker: a pin for one offer, a numbered badge for more (spec §9 sizes 36 / 40). */
function clusterIcon(count: number, spoken: string): L.DivIcon {
  const single = count === 1;
  const size = single ? 36 : 40;
  return L.divIcon({
    className: 'tablica-marker-icon',
    html: markerHtml(single ? '' : formatCount(count), spoken, single),
    iconSize: [size, size],
    iconAnchor: single ? [size / 2, size] : [size / 2, size / 2],
    popupAnchor: single ? [0, -size] : [0, -size / 2],
    // Read back by the client-side grouping below to add up overlapping clusters.
    count,
  } as L.DivIconOptions);
}

const isActivation = (event: L.LeafletEvent) => {
  const key = (event as L.LeafletKeyboardEvent).originalEvent?.key;
  return key === 'Enter' || key === ' ';
};

const countOf = (marker: L.Marker) => (marker.options.icon?.options as { count?: number }).count ?? 1;

function ClusterMarkers({
  clusters,
  onOpen,
}: {
  readonly clusters: readonly MapCluster[];
  readonly onOpen: (cluster: MapCluster, element: HTMLElement | undefined) => void;
}) {
  const t = useTranslate();
  const label = (count: number) => t('map.cluster', { count: count });
  // Server cells whose icons would overlap at this zoom are shown as one; it zooms in when chosen.
  const groupIcon = (group: { getAllChildMarkers(): L.Marker[] }) => {
    const count = group.getAllChildMarkers().reduce((sum, marker) => sum + countOf(marker), 0);
    return L.divIcon({
      className: 'tablica-marker-icon tablica-marker-group',
      html: markerHtml(formatCount(count), label(count), false),
      iconSize: [40, 40],
    });
  };
  return (
    <MarkerClusterGroup
      iconCreateFunction={groupIcon}
      maxClusterRadius={36}
      showCoverageOnHover={false}
      spiderfyOnMaxZoom
      chunkedLoading
      // Enter on a group zooms in to it, as a click does (react-leaflet-cluster: `clusterkeypress`).
      {...{
        onKeypress: (event: L.LeafletKeyboardEvent & { layer: { zoomToBounds(): void } }) => {
          if (isActivation(event)) event.layer.zoomToBounds();
        },
      }}
    >
      {clusters.map((cluster) => (
        <Marker
          // A new count is a new marker: Leaflet.markercluster adds up a group again only when one of
          // its markers is added or removed, not when a marker's icon changes.
          key={`${cluster.id}:${cluster.count}`}
          position={[cluster.latitude, cluster.longitude]}
          icon={clusterIcon(cluster.count, label(cluster.count))}
          keyboard
          eventHandlers={{
            click: (event) => onOpen(cluster, (event.target as L.Marker).getElement()),
            // Leaflet turns Enter on a focused marker into `keypress`, a click only for bound popups.
            keypress: (event) => {
              if (isActivation(event)) onOpen(cluster, (event.target as L.Marker).getElement());
            },
          }}
        />
      ))}
    </MarkerClusterGroup>
  );
}

function ClusterLayer() {
  const t = useTranslate();
  const map = useMap();
  const { locale } = useAtomValue(boardAtom);
  const filters = useAtomValue(filtersAtom);
  const view = useSettledView();
  useCityView(filters);
  const request = useMemo(() => (view === null ? null : { filters, view, locale }), [filters, locale, view]);
  const [answer, setAnswer] = useState<{ request: unknown; clusters: readonly MapCluster[] } | null>(null);
  const [failedFor, setFailedFor] = useState<unknown>(null);
  const [open, setOpen] = useState<{ cluster: MapCluster; filters: ListFilters } | null>(null);
  const opener = useRef<HTMLElement | undefined>(undefined);

  useEffect(() => {
    if (request === null) return;
    const controller = new AbortController();
    const { filters: asked, view: at } = request;
    getClusters(asked, expandedEnvelope(at.bounds), at.zoom, request.locale, controller.signal).then(
      (clusters) => {
        if (!controller.signal.aborted) setAnswer({ request, clusters });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Spec §8: cluster loading failures are reported silently; the map keeps what it showed.
        console.warn('map clusters failed to load', error);
        setFailedFor(request);
      },
    );
    return () => controller.abort();
  }, [request]);

  const clusters = answer?.clusters ?? [];
  const load: Load =
    request === null || (answer?.request !== request && failedFor !== request)
      ? 'loading'
      : answer?.request === request
        ? 'ready'
        : 'failed';
  // A popup opened for other filters than the list's now is closed: its answer may no longer hold.
  const popup = open?.filters === filters ? open.cluster : null;
  const places = clusters.length;
  return (
    <>
      <ClusterMarkers
        clusters={clusters}
        onOpen={(cluster, element) => {
          opener.current = element;
          setOpen({ cluster, filters });
        }}
      />
      {popup && (
        <Popup
          key={popup.id}
          position={[popup.latitude, popup.longitude]}
          minWidth={260}
          maxWidth={340}
          autoPanPadding={[16, 16]}
          // Clear of the zoom buttons in the top-left corner, which sit above popups.
          autoPanPaddingTopLeft={[56, 16]}
          eventHandlers={{
            remove: () => {
              setOpen(null);
              opener.current?.focus();
            },
          }}
        >
          <ClusterOffers
            cluster={popup}
            filters={filters}
            canZoom={map.getZoom() < mapLimits.maxClusterZoom && popup.count > 1}
            onClose={() => map.closePopup()}
            onZoom={() => {
              map.closePopup();
              map.flyTo([popup.latitude, popup.longitude], Math.min(map.getZoom() + 2, mapLimits.maxZoom), {
                duration: mapLimits.transitionMs / 1000,
              });
            }}
          />
        </Popup>
      )}
      <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1000, pointerEvents: 'none' }}>
        {load === 'loading' && <LinearProgress aria-label={t('map.updating')} />}
      </Box>
      <Typography
        role="status"
        variant="caption"
        sx={{
          position: 'absolute',
          top: 8,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: 1000,
          px: 1.5,
          py: 0.5,
          borderRadius: 4,
          bgcolor: 'background.paper',
          boxShadow: 1,
          pointerEvents: 'none',
          whiteSpace: 'nowrap',
          ...(load === 'ready' && places > 0 ? { opacity: 0, width: 1, height: 1, overflow: 'hidden' } : {}),
        }}
      >
        {load === 'ready' ? (places > 0 ? t('map.places', { count: places }) : t('map.empty')) : ''}
      </Typography>
    </>
  );
}

/** The listing's map (spec §2, §4): the list's filters as server clusters, each with its offers. */
export default function OffersMap() {
  const t = useTranslate();
  const { config } = useAtomValue(boardAtom);
  const filters = useAtomValue(filtersAtom);
  // The first view: the list's city, else Poland (spec §9).
  const [start] = useState(() => {
    const city = filters.city === null ? undefined : cityBySlug(config, filters.city);
    return city
      ? { center: [city.map.latitude, city.map.longitude] as [number, number], zoom: city.map.zoom }
      : { bounds: polandLatLngBounds };
  });
  return (
    <BaseMap label={t('map.label')} {...start}>
      <ClusterLayer />
    </BaseMap>
  );
}
