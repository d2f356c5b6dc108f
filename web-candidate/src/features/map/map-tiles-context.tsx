import { createContext, useContext } from 'react';
import { openStreetMapTiles, type TileSettings } from './map-settings';

const MapTilesContext = createContext<TileSettings>(openStreetMapTiles);

/** The server's tile settings (RenderInput `mapTiles`) for every map of the page. */
export const MapTilesProvider = MapTilesContext.Provider;

export function useMapTiles(): TileSettings {
  return useContext(MapTilesContext);
}
