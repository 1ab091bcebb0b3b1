import { useMemo } from 'react';
import { GeoJsonSource } from '@/lib/map/geojson-source';
import { HtmlMarker } from '@/lib/map/html-marker';
import { MapLayer } from '@/lib/map/map-layer';

interface Props {
  id: string;
  name: string;
  /** The planned route's points, [lng, lat]. */
  points: Array<[number, number]>;
}

/** A mission's planned route beside the flown track: a thin white dashed line with its name at the start. */
export function PlannedRouteLayer({ id, name, points }: Props) {
  const data = useMemo<GeoJSON.Feature<GeoJSON.LineString>>(
    () => ({ type: 'Feature', properties: { name }, geometry: { type: 'LineString', coordinates: points } }),
    [name, points],
  );
  const first = points[0];
  if (!first) return null;
  return (
    <>
      <GeoJsonSource id={`planned-${id}`} data={data}>
        <MapLayer
          id={`planned-${id}-line`}
          type="line"
          source={`planned-${id}`}
          paint={{ 'line-color': '#f8fafc', 'line-width': 2, 'line-dasharray': [1, 1.5], 'line-opacity': 0.85 }}
        />
      </GeoJsonSource>
      <HtmlMarker lng={first[0]} lat={first[1]} text={`Planned: ${name}`} />
    </>
  );
}
