import { useEffect } from 'react';
import { GeoJsonSource } from '@/lib/map/geojson-source';
import { MapLayer } from '@/lib/map/map-layer';
import { useMap } from '@/lib/map/map-context';

/** The fence styled by the spec's properties (defaults by kind where a property is absent). */
export function FenceLayers({ data }: { data: GeoJSON.FeatureCollection }) {
  return (
    <GeoJsonSource id="fence" data={data}>
      <MapLayer
        id="fence-fill"
        type="fill"
        source="fence"
        filter={['==', ['geometry-type'], 'Polygon']}
        paint={{
          'fill-color': ['coalesce', ['get', 'fill'], ['match', ['get', 'geofence'], 'exclusion', '#ef4444', '#22c55e']],
          'fill-opacity': ['coalesce', ['get', 'fill-opacity'], 0.2],
        }}
      />
      <MapLayer
        id="fence-line"
        type="line"
        source="fence"
        filter={['!=', ['geometry-type'], 'Point']}
        paint={{
          'line-color': [
            'coalesce',
            ['get', 'stroke'],
            ['match', ['get', 'geofence'], 'exclusion', '#ef4444', 'inclusion', '#22c55e', '#f59e0b'],
          ],
          'line-width': ['coalesce', ['get', 'stroke-width'], 2],
          'line-opacity': ['coalesce', ['get', 'stroke-opacity'], 1],
        }}
      />
      <MapLayer
        id="fence-point"
        type="circle"
        source="fence"
        filter={['==', ['geometry-type'], 'Point']}
        paint={{
          'circle-radius': 6,
          'circle-color': ['coalesce', ['get', 'stroke'], '#f59e0b'],
          'circle-stroke-color': '#000',
          'circle-stroke-width': 1,
        }}
      />
    </GeoJsonSource>
  );
}

/** The attached mission (route line and waypoints) and its violations in red on top. */
export function MissionLayers({ route, violations }: { route: GeoJSON.FeatureCollection; violations: GeoJSON.FeatureCollection }) {
  return (
    <>
      <GeoJsonSource id="mission" data={route}>
        <MapLayer
          id="mission-line"
          type="line"
          source="mission"
          paint={{ 'line-color': '#60a5fa', 'line-width': 2, 'line-dasharray': [2, 1] }}
        />
        <MapLayer
          id="mission-points"
          type="circle"
          source="mission"
          filter={['==', ['geometry-type'], 'Point']}
          paint={{ 'circle-radius': 4, 'circle-color': '#60a5fa' }}
        />
      </GeoJsonSource>
      <GeoJsonSource id="violations" data={violations}>
        <MapLayer id="violation-line" type="line" source="violations" paint={{ 'line-color': '#ff0033', 'line-width': 5 }} />
        <MapLayer
          id="violation-points"
          type="circle"
          source="violations"
          filter={['==', ['geometry-type'], 'Point']}
          paint={{ 'circle-radius': 8, 'circle-color': 'rgba(0,0,0,0)', 'circle-stroke-color': '#ff0033', 'circle-stroke-width': 3 }}
        />
      </GeoJsonSource>
    </>
  );
}

/** Handles of the selected shape (vertices, edge midpoints) and the shape being drawn. */
export function HandleLayers({ handles, draft }: { handles: GeoJSON.FeatureCollection; draft: GeoJSON.FeatureCollection }) {
  // A shape of thousands of vertices gets smaller handles: they would hide its outline.
  const dense = handles.features.length > 1000;
  return (
    <>
      <GeoJsonSource id="draft" data={draft}>
        <MapLayer
          id="draft-line"
          type="line"
          source="draft"
          paint={{ 'line-color': '#e5e7eb', 'line-width': 2, 'line-dasharray': [1, 1] }}
        />
        <MapLayer
          id="draft-points"
          type="circle"
          source="draft"
          filter={['==', ['geometry-type'], 'Point']}
          paint={{ 'circle-radius': 4, 'circle-color': '#e5e7eb' }}
        />
      </GeoJsonSource>
      <GeoJsonSource id="handles" data={handles}>
        <MapLayer
          id="handle-mid"
          type="circle"
          source="handles"
          filter={['==', ['get', 'role'], 'mid']}
          paint={{ 'circle-radius': dense ? 2 : 4, 'circle-color': '#ffffff', 'circle-opacity': 0.6 }}
        />
        <MapLayer
          id="handle-vertex"
          type="circle"
          source="handles"
          filter={['==', ['get', 'role'], 'vertex']}
          paint={{
            'circle-radius': dense ? 3 : 6,
            'circle-color': '#ffffff',
            'circle-stroke-color': '#111827',
            'circle-stroke-width': dense ? 1 : 2,
          }}
        />
      </GeoJsonSource>
    </>
  );
}

/** The task's flown tracks, under the fence; the map container says how many are drawn (tests). */
export function TrackLayers({ tracks }: { tracks: GeoJSON.FeatureCollection }) {
  const map = useMap();
  useEffect(() => {
    map.getContainer().setAttribute('data-track-count', String(tracks.features.length));
  }, [map, tracks]);
  return (
    <GeoJsonSource id="history-tracks" data={tracks}>
      <MapLayer
        id="history-track-line"
        type="line"
        source="history-tracks"
        paint={{ 'line-color': '#c084fc', 'line-width': 2, 'line-opacity': 0.9 }}
      />
    </GeoJsonSource>
  );
}
