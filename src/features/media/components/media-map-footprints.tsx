import { useEffect, useState } from 'react';
import { GeoJsonSource } from '@/lib/map/geojson-source';
import { MapLayer } from '@/lib/map/map-layer';
import { useMap } from '@/lib/map/map-context';
import { footprintsWithin, type MediaMapData } from '../utils/map-features';
import { MEDIA_MAP_LAYERS as L } from './media-map-behaviour';

/** Footprints are drawn from this zoom (a photo's patch of ground is a few pixels further out). */
export const FOOTPRINT_MIN_ZOOM = 14;
const NONE: MediaMapData['footprints'] = { type: 'FeatureCollection', features: [] };

/**
 * The photos' ground footprints, handed to maplibre only for the view and only from
 * FOOTPRINT_MIN_ZOOM: maplibre copies a source's data to its worker on the page's thread, and all
 * 10,000 footprints of a site (a few MB) were the longest task of the map's first draw, although
 * none of them shows until the user zooms in.
 */
export function MediaMapFootprints({ footprints }: { footprints: MediaMapData['footprints'] }) {
  const map = useMap();
  const [shown, setShown] = useState(NONE);
  useEffect(() => {
    const update = () => {
      if (map.getZoom() < FOOTPRINT_MIN_ZOOM - 0.5) return setShown((prev) => (prev.features.length ? NONE : prev));
      const b = map.getBounds();
      setShown(footprintsWithin(footprints, [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]));
    };
    update();
    map.on('moveend', update);
    return () => void map.off('moveend', update);
  }, [map, footprints]);
  return (
    <GeoJsonSource id="media-footprints" data={shown}>
      <MapLayer
        id={L.footprintFill}
        type="fill"
        source="media-footprints"
        minzoom={FOOTPRINT_MIN_ZOOM}
        paint={{ 'fill-color': '#38bdf8', 'fill-opacity': 0.12 }}
      />
      <MapLayer
        id="media-footprint-lines"
        type="line"
        source="media-footprints"
        minzoom={FOOTPRINT_MIN_ZOOM}
        paint={{ 'line-color': '#38bdf8', 'line-width': 1, 'line-opacity': 0.7 }}
      />
    </GeoJsonSource>
  );
}
