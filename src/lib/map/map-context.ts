import { createContext, useContext } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';

/** The one map instance of a <MapView>; children render only after it exists. */
export const MapContext = createContext<MapLibreMap | null>(null);

export function useMap(): MapLibreMap {
  const map = useContext(MapContext);
  if (!map) throw new Error('useMap must be used inside <MapView>');
  return map;
}
