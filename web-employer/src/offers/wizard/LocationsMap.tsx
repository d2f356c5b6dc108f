import 'leaflet/dist/leaflet.css';
import { Box, Typography } from '@mui/material';
import { latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { mapTileUrl, placesOnMap, type MapLocation, type PlaceOnMap } from './locationsMap';

/** Poland as a whole, before anything is placed. */
const poland = { center: [52.07, 19.48] as [number, number], zoom: 5 };

/** Keeps every marker in view as locations come and go. */
const FitToPlaces = ({ places }: { places: readonly PlaceOnMap[] }) => {
  const map = useMap();
  const key = places.map((place) => `${place.latitude},${place.longitude}`).join(';');
  useEffect(() => {
    if (places.length === 0) map.setView(poland.center, poland.zoom);
    else if (places.length === 1) map.setView([places[0]!.latitude, places[0]!.longitude], 11);
    else
      map.fitBounds(latLngBounds(places.map((place) => [place.latitude, place.longitude])), {
        padding: [24, 24],
      });
    // `key` stands for the places' coordinates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
};

/**
 * The locations section's map: a marker for each location that is placed (geocoded by the server, or
 * a city of the board's list), named in its tooltip; the ones still to be looked up are listed under
 * it. Tiles only when the console was built with a tile URL; without them the map is a plain
 * background that still zooms, pans and shows the markers.
 */
const LocationsMap = ({ locations }: { locations: readonly MapLocation[] }) => {
  const translate = useTranslate();
  const tileUrl = mapTileUrl();
  const { placed, unplaced } = placesOnMap(locations);
  return (
    <Box sx={{ mt: 1 }}>
      <Box
        role="region"
        aria-label={translate('offerWizard.map.label')}
        data-testid="locations-map"
        data-markers={placed.length}
        sx={{
          height: { xs: 200, sm: 260 },
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          '& .leaflet-container': { height: '100%', bgcolor: tileUrl ? undefined : '#e8eef3' },
        }}
      >
        <MapContainer
          center={poland.center}
          zoom={poland.zoom}
          scrollWheelZoom={false}
          attributionControl={tileUrl !== null}
        >
          {tileUrl && <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap" />}
          <FitToPlaces places={placed} />
          {placed.map((place) => (
            <CircleMarker
              key={`${place.index}-${place.latitude}-${place.longitude}`}
              center={[place.latitude, place.longitude]}
              radius={9}
              pathOptions={{ color: '#0d47a1', fillColor: '#1976d2', fillOpacity: 0.8, weight: 2 }}
            >
              <Tooltip permanent direction="top" offset={[0, -8]}>
                {place.label}
              </Tooltip>
            </CircleMarker>
          ))}
        </MapContainer>
      </Box>
      {unplaced.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('offerWizard.map.unplaced', { places: unplaced.join(', ') })}
        </Typography>
      )}
    </Box>
  );
};

export default LocationsMap;
