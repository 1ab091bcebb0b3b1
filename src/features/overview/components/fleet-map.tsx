import { useMemo } from 'react';
import { GeoJsonSource } from '@/lib/map/geojson-source';
import { MapLayer } from '@/lib/map/map-layer';
import { MapView } from '@/lib/map/map-view';
import type { Position } from '../utils/overview-figures';
import { FitToPoints } from './fit-to-points';
import { FleetMapFrame } from './fleet-map-frame';
import { plural } from '@/lib/format/plural';

function toCollection(devices: readonly Position[], tasks: readonly Position[]): GeoJSON.FeatureCollection {
  const point = (p: Position, kind: 'device' | 'task'): GeoJSON.Feature => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
    properties: { kind, label: p.label },
  });
  return { type: 'FeatureCollection', features: [...devices.map((p) => point(p, 'device')), ...tasks.map((p) => point(p, 'task'))] };
}

export interface LastTrack {
  line: GeoJSON.Feature<GeoJSON.LineString>;
  /** Samples in the track file (the line is its outline). */
  points: number;
  label: string;
}

/** The team's devices (where they last took off) and tasks with a position, on the one map of the screen. */
export function FleetMap({
  devices,
  tasks,
  lastTrack,
  styleUrl,
}: {
  devices: readonly Position[];
  tasks: readonly Position[];
  /** The team's last flight, drawn as a line under the points. */
  lastTrack?: LastTrack | undefined;
  styleUrl?: string | undefined;
}) {
  const data = useMemo(() => toCollection(devices, tasks), [devices, tasks]);
  const all = useMemo(() => [...devices, ...tasks], [devices, tasks]);
  return (
    <FleetMapFrame>
      <MapView
        className="h-full min-h-64 w-full flex-1 rounded-t-lg"
        label="Map of the fleet"
        styleUrl={styleUrl}
        center={[8.54, 47.37]}
        zoom={6}
      >
        <FitToPoints points={all} />
        {lastTrack && (
          <GeoJsonSource id="fleet-last-track" data={lastTrack.line}>
            <MapLayer
              id="fleet-last-track-line"
              type="line"
              source="fleet-last-track"
              paint={{ 'line-color': '#a78bfa', 'line-width': 2.5, 'line-opacity': 0.9 }}
            />
          </GeoJsonSource>
        )}
        <GeoJsonSource id="fleet" data={data}>
          <MapLayer
            id="fleet-points"
            type="circle"
            source="fleet"
            paint={{
              'circle-radius': ['match', ['get', 'kind'], 'device', 6, 4],
              'circle-color': ['match', ['get', 'kind'], 'device', '#38bdf8', '#f59e0b'],
              'circle-stroke-color': '#0f172a',
              'circle-stroke-width': 1,
            }}
          />
        </GeoJsonSource>
      </MapView>
      {/* The legend sits under the map, not on it: over the map it covered the scale bar and attribution. */}
      <p className="truncate border-t border-line px-2 py-1 text-xs">
        <span className="text-sky-400">●</span> {plural(devices.length, 'device')} (last take-off) ·{' '}
        <span className="text-amber-400">●</span> {plural(tasks.length, 'task')}
        {lastTrack && (
          <>
            {' · '}
            <span className="text-violet-400">━</span>{' '}
            <span aria-label="Last flight's track" data-track-points={lastTrack.points}>
              last flight: {lastTrack.label}
            </span>
          </>
        )}
      </p>
    </FleetMapFrame>
  );
}
