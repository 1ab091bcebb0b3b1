import { describe, expect, it } from 'vitest';
import { ImportError } from './import-error';
import { importWpmlKmz, importWpmlXml } from './import-wpml';
import { fixture } from './test-fixtures';

const dec = (b: Uint8Array) => new TextDecoder().decode(b);

describe('importWpmlKmz', () => {
  it('reads the DJI MSDK sample (4 waypoints, 100 m relative)', () => {
    const { mission } = importWpmlKmz('waypointsample.kmz', fixture('wpml/waypointsample.kmz'));
    expect(mission.route).toHaveLength(4);
    expect(mission.heightMode).toBe('relativeToStartPoint');
    expect(mission.route.every((w) => w.altitude === 100)).toBe(true);
    expect(mission.route[0]?.lng).toBeCloseTo(113.958, 2);
    expect(mission.route[0]?.lat).toBeCloseTo(22.542, 2);
    expect(mission.isImported).toBe(true);
  });

  it('maps PSDK actions and reports unsupported ones as warnings', () => {
    const { mission, warnings } = importWpmlKmz('v3.kmz', fixture('wpml/waypoint_v3_test_file.kmz'));
    expect(mission.route).toHaveLength(14);
    const types = mission.route.flatMap((w) => w.actions.map((a) => a.type));
    expect(types.filter((t) => t === 'takePhoto')).toHaveLength(3);
    expect(types.filter((t) => t === 'startRecord')).toHaveLength(2);
    expect(types.filter((t) => t === 'stopRecord')).toHaveLength(2);
    expect(types.filter((t) => t === 'gimbalPitch')).toHaveLength(2);
    const zoom = mission.route.flatMap((w) => w.actions).find((a) => a.type === 'zoom');
    expect(zoom).toEqual({ type: 'zoom', factor: 2 });
    expect(warnings.some((w) => w.includes('"focus"'))).toBe(true);
    expect(mission.speed).toBe(5);
  });

  it('reads the Pilot 2 export with isRisky and 10 m heights', () => {
    const { mission } = importWpmlKmz('Seed.kmz', fixture('wpml/Seed.kmz'));
    expect(mission.route).toHaveLength(2);
    expect(mission.route[0]?.altitude).toBe(10);
  });

  it('rejects a zip without WPML files and garbage bytes', () => {
    expect(() => importWpmlKmz('x.kmz', new Uint8Array([1, 2, 3, 4]))).toThrow(ImportError);
  });
});

describe('importWpmlXml (bare files)', () => {
  it('template.kml: AGL height, ellipsoid height, rotateYaw and gimbal pitch', () => {
    const xml = dec(fixture('wpml/route_planning_files/template.kml'));
    const { mission, warnings } = importWpmlXml('template.kml', xml);
    expect(mission.heightMode).toBe('aboveGroundLevel');
    const wp = mission.route[0]!;
    expect(wp.altitude).toBe(20);
    expect(wp.altitudeWGS).toBeCloseTo(561.276, 3);
    // EGM96 undulation near Munich is about +47 m
    expect(wp.altitudeWGS! - wp.altitudeEGM!).toBeGreaterThan(45);
    expect(wp.actions).toContainEqual({ type: 'rotateAircraft', heading: -105.6 });
    expect(wp.actions).toContainEqual({ type: 'gimbalPitch', pitch: -58.9 });
    expect(warnings).toEqual([]);
  });

  it('waylines.wpml: WGS84 execute height without reference point warns', () => {
    const xml = dec(fixture('wpml/route_planning_files/waylines.wpml'));
    const { mission, warnings } = importWpmlXml('waylines.wpml', xml);
    expect(mission.heightMode).toBe('WGS84');
    expect(mission.route[0]?.altitudeWGS).toBeCloseTo(561.276, 3);
    expect(warnings.join()).toMatch(/take-off/);
  });

  it('reports the line of broken XML', () => {
    const xml = '<kml>\n<Document>\n<Folder>\n</Document></kml>';
    expect(() => importWpmlXml('bad.kml', xml)).toThrow(/line \d+/);
  });

  it('rejects a point with bad coordinates naming the placemark', () => {
    const xml =
      '<kml><Document><Folder><Placemark><Point><coordinates>abc</coordinates></Point><executeHeight>1</executeHeight></Placemark></Folder></Document></kml>';
    expect(() => importWpmlXml('w.wpml', xml)).toThrow(/Placemark 1/);
  });
});
