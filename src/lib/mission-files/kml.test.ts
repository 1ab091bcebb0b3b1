import { describe, expect, it } from 'vitest';
import { exportKml, importKml } from './kml';
import { fixtureText } from './test-fixtures';

describe('importKml', () => {
  it('reads the two Zurich flights apart; operator locations are take-off elevations, never waypoints', () => {
    const r = importKml('zurich.kml', fixtureText('kml/zurich.kml'));
    expect(r.mission.type).toBe('pilot');
    expect(r.mission.isImported).toBe(true);
    expect(r.areas).toHaveLength(10);
    // Folder "flight: train tracks": LineString "Train" (66 vertices), operator at 412.2 m AMSL;
    // Folder "flight: ETA": LineString "ETH" (117 vertices), operator at 459 m AMSL (counted in the file).
    expect(r.flights?.map((f) => [f.name, f.mission.route.length, f.mission.takeoffElevationEGM])).toEqual([
      ['flight: train tracks', 66, 412.2],
      ['flight: ETA', 117, 459],
    ]);
    // No operator location became a waypoint: none is at either operator's position.
    const all = r.flights!.flatMap((f) => f.mission.route);
    expect(all.some((w) => (w.lng === 8.523948 && w.lat === 47.370838) || (w.lng === 8.5510206 && w.lat === 47.3757389))).toBe(false);
    // The lines have no altitudeMode: KML's default clampToGround puts them on the ground, flagged.
    expect(r.flights![0]!.mission.heightMode).toBe('aboveGroundLevel');
    expect(r.flights![0]!.mission.route.every((w) => w.altitude === 0)).toBe(true);
    expect(r.warnings.join('\n')).toMatch(/66 of 66 waypoint\(s\) have no flight height/);
    expect(r.warnings.join('\n')).toMatch(/2 flights/);
  });

  it('honours altitudeMode: absolute is above sea level, relativeToGround above ground', () => {
    const kml = (mode: string) =>
      `<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>operator</name><Point><altitudeMode>absolute</altitudeMode><coordinates>8.5,47.3,412.2</coordinates></Point></Placemark><Placemark><name>p</name><LineString><altitudeMode>${mode}</altitudeMode><coordinates>8.5,47.3,462.2 8.6,47.4,472.2</coordinates></LineString></Placemark></Document></kml>`;
    const abs = importKml('a.kml', kml('absolute')).mission;
    expect(abs.heightMode).toBe('EGM96');
    expect(abs.takeoffElevationEGM).toBe(412.2);
    expect(abs.route.map((w) => w.altitudeEGM)).toEqual([462.2, 472.2]);
    expect(abs.route.map((w) => w.altitude)).toEqual([50, 60]);
    const agl = importKml('a.kml', kml('relativeToGround')).mission;
    expect(agl.heightMode).toBe('aboveGroundLevel');
    expect(agl.route.map((w) => w.altitude)).toEqual([462.2, 472.2]);
  });

  it('reads namespaced coordinates (ns0:) of a polygon-only file as an area', () => {
    const r = importKml('input_flightpath.kml', fixtureText('kml/input_flightpath.kml'));
    expect(r.mission.route).toHaveLength(0);
    expect(r.areas[0]?.length).toBe(5);
    expect(r.areas[0]?.[0]?.[0]).toBeCloseTo(-118.485, 3);
  });

  it('reads MultiGeometry polygons (QGIS) and Google Earth polygons', () => {
    expect(importKml('input.kml', fixtureText('kml/input.kml')).areas).toHaveLength(1);
    expect(importKml('GoodPolygon.kml', fixtureText('kml/GoodPolygon.kml')).areas[0]?.length).toBeGreaterThanOrEqual(4);
  });

  it('reads LineString altitudes and names the placemark of a bad coordinate', () => {
    const kml = (c: string) =>
      `<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>p</name><LineString><altitudeMode>relativeToGround</altitudeMode><coordinates>${c}</coordinates></LineString></Placemark></Document></kml>`;
    const r = importKml('a.kml', kml('8.5,47.3,50 8.6,47.4,60'));
    expect(r.mission.route.map((w) => w.altitude)).toEqual([50, 60]);
    expect(() => importKml('a.kml', kml('8.5,47.3,50 x,y'))).toThrow(/Placemark 1.*"x,y"/);
    expect(() => importKml('a.kml', '<kml><Document></Document></kml>')).toThrow(/no Point/);
  });

  it('export -> import keeps coordinates and altitudes', () => {
    const src = importKml('a.kml', fixtureText('kml/zurich.kml')).mission;
    const back = importKml('b.kml', exportKml(src)).mission;
    expect(back.route.map((w) => [w.lng, w.lat, w.altitude])).toEqual(src.route.map((w) => [w.lng, w.lat, w.altitude]));
  });
});
