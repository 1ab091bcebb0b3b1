import { describe, expect, it } from 'vitest';
import { ImportError } from './import-error';
import { importMissionFile } from './import-mission-file';
import { fixture } from './test-fixtures';

const enc = (s: string) => new TextEncoder().encode(s);

describe('importMissionFile', () => {
  it.each([
    ['wpml/Seed.kmz', 'wpml', 2],
    ['wpml/route_planning_files/template.kml', 'wpml', 1],
    ['wpml/route_planning_files/waylines.wpml', 'wpml', 1],
    // The first of its two flights (66 vertices); operator locations are not waypoints.
    ['kml/zurich.kml', 'kml', 66],
    ['litchi/waypoints.csv', 'litchi', 52],
    ['qgc/qgroundcontrol_sample.plan', 'qgc-plan', 3],
    ['qgc/OldFileFormat.mission', 'qgc-plan', 4],
    ['qgc/MissionPlanner.waypoints', 'qgc-wpl', 5],
    ['unleash/test_mission.json', 'service-json', 5],
    ['unleash/test_mission-corridor.json', 'service-json', 4],
    ['unleash/geofencing_polygons.geojson', 'geojson', 2],
  ])('%s is read as %s', (path, format, count) => {
    const r = importMissionFile(path.split('/').pop()!, fixture(path));
    expect(r.format).toBe(format);
    expect(r.mission.route).toHaveLength(count);
  });

  it('normalises desc and altEGM from the service sample', () => {
    const { mission } = importMissionFile('test_mission.json', fixture('unleash/test_mission.json'));
    expect(mission.description).toBe('Sample-mission');
    expect(mission.route[0]).toMatchObject({ pole: 'Pole1', wo: '00800521567', altitude: 163.144, altitudeEGM: 187.144 });
  });

  it('maps TAKE_PHOTO in the corridor sample to takePhoto', () => {
    const { mission } = importMissionFile('c.json', fixture('unleash/test_mission-corridor.json'));
    expect(mission.route[0]).toMatchObject({ heading: 168, pitch: -50, speed: 2, actions: [{ type: 'takePhoto' }] });
  });

  it('reads the geofence of the geofencing sample', () => {
    const r = importMissionFile('g.geojson', fixture('unleash/geofencing_polygons.geojson'));
    expect(r.geofence?.features.length).toBeGreaterThan(0);
    expect(r.geofence?.features.every((f) => ['inclusion', 'exclusion'].includes(f.properties.geofence))).toBe(true);
  });

  it('reads plain GeoJSON points with properties in index order', () => {
    const fc = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { index: 1, heading: 10 }, geometry: { type: 'Point', coordinates: [8.6, 47.4, 30] } },
        {
          type: 'Feature',
          properties: { index: 0, actions: [{ action: 'hover', seconds: 5 }] },
          geometry: { type: 'Point', coordinates: [8.5, 47.3, 20] },
        },
      ],
    };
    const { mission } = importMissionFile('p.geojson', enc(JSON.stringify(fc)));
    expect(mission.route.map((w) => w.altitude)).toEqual([20, 30]);
    expect(mission.route[0]?.actions).toEqual([{ type: 'hover', seconds: 5 }]);
  });

  it('gives JSON paths for bad service bodies and all-or-nothing results', () => {
    const body = {
      name: 'x',
      route: [
        { lat: 1, lng: 2 },
        { lat: 'a', lng: 2 },
      ],
    };
    expect(() => importMissionFile('m.json', enc(JSON.stringify(body)))).toThrow(/\$\.route\[1\]\.lat/);
    const fc = {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [200, 47] } }],
    };
    expect(() => importMissionFile('p.geojson', enc(JSON.stringify(fc)))).toThrow(/features\[0\].*longitude 200/);
  });

  it('rejects unsupported and empty files clearly', () => {
    expect(() => importMissionFile('photo.jpg', fixture('photos/DJI_Zenmuse_XT2_640_R_13mm.jpg'))).toThrow(/unsupported file type "\.jpg"/);
    expect(() => importMissionFile('e.kml', new Uint8Array())).toThrow(ImportError);
    expect(() => importMissionFile('x.json', enc('{"foo":1}'))).toThrow(/neither GeoJSON/);
  });
});

describe('importMissionFile: archives and frames', () => {
  it('reads a plain KMZ (zip with doc.kml) and offers its polygons as areas', async () => {
    const { zipSync } = await import('fflate');
    const kmz = zipSync({ 'doc.kml': fixture('kml/GoodPolygon.kml') });
    const r = importMissionFile('area.kmz', kmz);
    expect(r.format).toBe('kml');
    expect(r.areas?.[0]?.length).toBeGreaterThanOrEqual(4);
  });

  it('names the archive and the placemark of a bad WPML waypoint', async () => {
    const { zipSync, strToU8 } = await import('fflate');
    const bad =
      '<kml xmlns:wpml="http://www.dji.com/wpmz/1.0.6"><Document><Folder><wpml:executeHeightMode>relativeToStartPoint</wpml:executeHeightMode>' +
      '<Placemark><Point><coordinates>8.5,47.3</coordinates></Point><wpml:executeHeight>50</wpml:executeHeight></Placemark>' +
      '<Placemark><Point><coordinates>8.5,97.3</coordinates></Point><wpml:executeHeight>50</wpml:executeHeight></Placemark></Folder></Document></kml>';
    const kmz = zipSync({ wpmz: { 'waylines.wpml': strToU8(bad) } });
    expect(() => importMissionFile('bad.kmz', kmz)).toThrow(/bad\.kmz.*waylines\.wpml Placemark 2.*latitude 97\.3/);
  });

  it('reads AMSL (frame 0) plan items as EGM96 with altitude above home', () => {
    const plan = {
      fileType: 'Plan',
      mission: {
        cruiseSpeed: 7,
        plannedHomePosition: [47.4, 8.5, 400],
        items: [
          { type: 'SimpleItem', command: 16, frame: 0, params: [0, 0, 0, null, 47.401, 8.5, 460] },
          { type: 'SimpleItem', command: 178, frame: 2, params: [1, 3, -1, 0, 0, 0, 0] },
          { type: 'SimpleItem', command: 16, frame: 0, params: [0, 0, 0, 90, 47.402, 8.5, 470] },
        ],
      },
    };
    const { mission } = importMissionFile('amsl.plan', enc(JSON.stringify(plan)));
    expect(mission.heightMode).toBe('EGM96');
    expect(mission.speed).toBe(7);
    expect(mission.route.map((w) => [w.altitude, w.altitudeEGM, w.speed, w.heading])).toEqual([
      [60, 460, 3, undefined],
      [70, 470, 3, 90],
    ]);
  });
});
