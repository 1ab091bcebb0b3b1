import { useEffect, useReducer } from 'react';
import { createPortal } from 'react-dom';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useMap } from './map-context';

interface Props {
  /** Lines, polygons and points to draw, in white: as they are, without the map's styling. */
  data: GeoJSON.FeatureCollection;
}

const COLOR = '#ffffff';

/**
 * GeoJSON drawn as SVG over the map, projected to the map's pixels and re-projected when the map
 * moves. For what changes at every pointer move (a drag's preview): a change of a maplibre source
 * repaints the whole map, which with thousands of shapes and no GPU takes longer than a frame,
 * while this redraws a few SVG elements and leaves the map's canvas alone.
 */
export function SvgOverlay({ data }: Props) {
  const map = useMap();
  const [, reproject] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    map.on('move', reproject);
    return () => void map.off('move', reproject);
  }, [map]);

  return createPortal(
    <svg aria-hidden className="pointer-events-none absolute inset-0 h-full w-full">
      {data.features.map((f, i) => (
        <Shape key={i} geometry={f.geometry} map={map} />
      ))}
    </svg>,
    map.getContainer(),
  );
}

const pathOf = (map: MapLibreMap, line: GeoJSON.Position[], closed: boolean) =>
  line
    .map((c, i) => {
      const p = map.project([c[0] ?? 0, c[1] ?? 0]);
      return `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
    })
    .join('') + (closed ? 'Z' : '');

function Shape({ geometry, map }: { geometry: GeoJSON.Geometry; map: MapLibreMap }) {
  switch (geometry.type) {
    case 'Point': {
      const p = map.project([geometry.coordinates[0] ?? 0, geometry.coordinates[1] ?? 0]);
      return <circle cx={p.x} cy={p.y} r={6} fill={COLOR} stroke="#111827" strokeWidth={2} />;
    }
    case 'LineString':
      return <path d={pathOf(map, geometry.coordinates, false)} fill="none" stroke={COLOR} strokeWidth={2} />;
    case 'Polygon':
      return (
        <path
          d={geometry.coordinates.map((ring) => pathOf(map, ring, true)).join('')}
          fill={COLOR}
          fillOpacity={0.15}
          fillRule="evenodd"
          stroke={COLOR}
          strokeWidth={2}
        />
      );
    default:
      return null;
  }
}
