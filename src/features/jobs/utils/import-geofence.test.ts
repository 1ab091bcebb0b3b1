import { describe, expect, it } from 'vitest';
import { validateGeofence } from '@/lib/geo/geofence-validation';
import { fixtureText } from '@/lib/mission-files/test-fixtures';
import { importGeofence } from './import-geofence';

describe('importGeofence from KML (real files)', () => {
  it('takes every placemark of a multi-placemark KML as its own shape (zurich.kml: 10 areas, 2 routes, 2 points)', () => {
    const { fence, notes } = importGeofence('zurich.kml', fixtureText('kml/zurich.kml'));
    const kinds = fence.features.map((f) => f.geometry.type);
    expect(kinds.filter((k) => k === 'Polygon')).toHaveLength(10);
    expect(kinds.filter((k) => k === 'LineString')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'Point')).toHaveLength(2);
    // Named after their placemarks, styled by kind; lines are obstacles (no `geofence` property).
    const names = fence.features.map((f) => f.properties?.name);
    expect(names).toContain('alt: High');
    expect(names.filter((n) => n === 'operator_location')).toHaveLength(2);
    const line = fence.features.find((f) => f.geometry.type === 'LineString')!;
    expect(line.properties).toMatchObject({ stroke: '#f59e0b' });
    expect(line.properties?.geofence).toBeUndefined();
    for (const f of fence.features.filter((x) => x.geometry.type === 'Polygon')) {
      expect(f.properties?.geofence).toBe('inclusion');
      const ring = f.geometry.type === 'Polygon' ? f.geometry.coordinates[0]! : [];
      expect(ring[0]).toEqual(ring.at(-1));
    }
    expect(notes.join(' ')).toMatch(/10 polygon\(s\) as allowed areas.*2 line\(s\) as obstacles.*2 point\(s\)/);
    // Every coordinate is in range and every ring is closed (what the editor checks before saving).
    expect(validateGeofence(fence).filter((p) => /range|closed/i.test(p.message))).toEqual([]);
  });

  it('reads single-polygon KML from Google Earth and QGIS (namespaced, MultiGeometry)', () => {
    for (const file of ['kml/GoodPolygon.kml', 'kml/input.kml', 'kml/input_flightpath.kml']) {
      const { fence } = importGeofence(file, fixtureText(file));
      expect(fence.features).toHaveLength(1);
      expect(fence.features[0]!.geometry.type).toBe('Polygon');
    }
  });

  it('names the placemark it cannot read', () => {
    const bad =
      '<kml><Document><Placemark><name>Broken</name><LineString><coordinates>8.5,47.3 x,y</coordinates></LineString></Placemark></Document></kml>';
    expect(() => importGeofence('bad.kml', bad)).toThrow(/Placemark 1 \("Broken"\)/);
  });
});

describe('importGeofence from a file that is not what it says', () => {
  it('says a broken .geojson is not valid JSON, naming the file, never the parser’s words', () => {
    expect(() => importGeofence('zones.geojson', '{"type": "FeatureCollection", "features": [')).toThrow(
      'zones.geojson: not valid JSON (expected GeoJSON, or a QGroundControl .plan, or a KML file)',
    );
  });
});
