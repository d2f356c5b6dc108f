import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { LatLngBoundsExpression, LatLngExpression } from 'leaflet';
import { useState, type ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { useMapTiles } from '../map-tiles-context';
import { mapLimits } from '../map-settings';
import { colorSchemeAttribute } from '../../../lib/color-scheme';

interface BaseMapProps {
  /** The map region's accessible name. */
  readonly label: string;
  readonly bounds?: LatLngBoundsExpression;
  readonly center?: LatLngExpression;
  readonly zoom?: number;
  readonly children?: ReactNode;
}

/** What the icons of the maps look like (divIcons: no image files, readable on the blank background). */
const markerStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '.tablica-map .leaflet-container': { background: '#e9eef2', fontFamily: theme.typography.fontFamily },
      [`[${colorSchemeAttribute}="dark"] .tablica-map .leaflet-container`]: { background: '#1d2733' },
      // Leaflet's own popup rules would recolour the links and space out paragraphs.
      '.tablica-map .leaflet-popup-content': { margin: '12px 16px', fontSize: 'inherit', lineHeight: 1.4 },
      '.tablica-map .leaflet-popup-content a.MuiLink-root': {
        color: (theme.vars ?? theme).palette.primary.main,
      },
      '.tablica-map .leaflet-popup-content p': { margin: 0 },
      // Links told apart from the text around them by more than colour (WCAG 1.4.1).
      '.tablica-map .leaflet-control-attribution a': { textDecoration: 'underline', color: '#0b5394' },
      // The ring around what is drawn: a badge wider than its icon (a count of thousands) is ringed whole.
      '.tablica-map .leaflet-marker-icon:focus-visible': { outline: 'none' },
      '.tablica-map .leaflet-marker-icon:focus-visible .tablica-marker': {
        outline: `3px solid ${(theme.vars ?? theme).palette.secondary.main}`,
        outlineOffset: 2,
      },
      // A circle the size of its icon, widened into a pill around a count that does not fit (8 173),
      // centred on the icon; the part outside the icon is still the marker's to click.
      '.tablica-marker': {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
        position: 'relative',
        left: '50%',
        transform: 'translateX(-50%)',
        minWidth: '100%',
        width: 'max-content',
        padding: '0 2px',
        borderRadius: 999,
        border: '3px solid #fff',
        boxShadow: '0 1px 4px rgba(0,0,0,.45)',
        background: (theme.vars ?? theme).palette.primary.main,
        color: (theme.vars ?? theme).palette.primary.contrastText,
        fontWeight: 700,
        fontSize: 13,
        lineHeight: 1,
        height: '100%',
      },
      '.tablica-marker--pin': {
        left: 0,
        width: '100%',
        padding: 0,
        borderRadius: '50% 50% 50% 0',
        transform: 'rotate(-45deg)',
      },
      '.tablica-marker--pin > span': { transform: 'rotate(45deg)' },
      '.tablica-marker__text': {
        position: 'absolute',
        width: 1,
        height: 1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
    })}
  />
);

/**
 * A Leaflet map with the configured tiles (OpenStreetMap by default, none when switched off). When no
 * tile loads (offline, blocked) the markers stay usable on a plain background and a note says so.
 */
export function BaseMap({ label, bounds, center, zoom, children }: BaseMapProps) {
  const t = useTranslate();
  const tiles = useMapTiles();
  const [tileState, setTileState] = useState({ loaded: 0, failed: 0 });
  const noTiles = tiles.url !== null && tileState.failed > 0 && tileState.loaded === 0;
  return (
    <Box
      className="tablica-map"
      role="region"
      aria-label={label}
      sx={{
        position: 'relative',
        height: '100%',
        width: '100%',
        // Leaflet's panes and controls (z-index 400–1000) stay inside the map: the offer page's
        // floating apply box, the header and dialogs' layers pass over it, not under its zoom buttons.
        isolation: 'isolate',
        '& .leaflet-container': { height: '100%' },
      }}
    >
      {markerStyles}
      <MapContainer
        {...(bounds ? { bounds } : { center: center ?? [52, 19], zoom: zoom ?? mapLimits.defaultZoom })}
        minZoom={mapLimits.minZoom}
        maxZoom={mapLimits.maxZoom}
        zoomSnap={0.1}
        zoomDelta={1}
        keyboard
        worldCopyJump
        style={{ height: '100%', width: '100%' }}
      >
        {tiles.url !== null && (
          <TileLayer
            url={tiles.url}
            attribution={tiles.attribution}
            maxZoom={mapLimits.maxZoom}
            maxNativeZoom={19}
            eventHandlers={{
              tileload: () => setTileState((state) => ({ ...state, loaded: state.loaded + 1 })),
              tileerror: () => setTileState((state) => ({ ...state, failed: state.failed + 1 })),
            }}
          />
        )}
        {children}
      </MapContainer>
      {noTiles && (
        <Typography
          variant="caption"
          sx={{
            position: 'absolute',
            left: 8,
            bottom: 24,
            zIndex: 500,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'text.secondary',
            boxShadow: 1,
            maxWidth: 'calc(100% - 16px)',
          }}
        >
          {t('map.noTiles')}
        </Typography>
      )}
    </Box>
  );
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/**
 * A divIcon's HTML: what sighted users see (`visible`, hidden from screen readers) and the marker
 * button's accessible name (`spoken`), both escaped.
 */
export function markerHtml(visible: string, spoken: string, pin: boolean): string {
  return (
    `<span class="tablica-marker${pin ? ' tablica-marker--pin' : ''}"><span aria-hidden="true">${escapeHtml(visible)}</span></span>` +
    `<span class="tablica-marker__text">${escapeHtml(spoken)}</span>`
  );
}
