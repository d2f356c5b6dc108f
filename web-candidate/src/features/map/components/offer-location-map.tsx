import L from 'leaflet';
import { Marker, Tooltip } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { mapLimits } from '../map-settings';
import { BaseMap, markerHtml } from './base-map';

export interface OfferPlace {
  readonly city: string;
  readonly street: string;
  readonly latitude: number;
  readonly longitude: number;
}

const pin = (spoken: string) =>
  L.divIcon({
    className: 'tablica-marker-icon',
    html: markerHtml('', spoken, true),
    iconSize: [36, 36],
    iconAnchor: [18, 36],
    tooltipAnchor: [0, -36],
  });

/**
 * The offer page's map (spec §2 "location map (zoom 15)"): the first location at zoom 15, every
 * location a pin (grouped when they overlap), named for screen readers and on hover or focus.
 */
export default function OfferLocationMap({ places }: { readonly places: readonly OfferPlace[] }) {
  const t = useTranslate();
  const [first] = places;
  if (!first) return null;
  return (
    <BaseMap
      label={t('map.offerLocationsLabel')}
      center={[first.latitude, first.longitude]}
      zoom={mapLimits.detailZoom}
    >
      <MarkerClusterGroup maxClusterRadius={36} showCoverageOnHover={false}>
        {places.map((place, index) => {
          const name = [place.street, place.city].filter(Boolean).join(', ');
          return (
            <Marker
              key={`${index}:${place.latitude}:${place.longitude}`}
              position={[place.latitude, place.longitude]}
              icon={pin(t('map.location', { city: name }))}
              keyboard
            >
              <Tooltip direction="top">{name}</Tooltip>
            </Marker>
          );
        })}
      </MarkerClusterGroup>
    </BaseMap>
  );
}
