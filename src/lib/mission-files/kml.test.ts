import { describe, expect, it } from 'vitest';
import { exportKml, importKml } from './kml';
import { fixtureText } from './test-fixtures';

describe('importKml', () => {
  it('joins the Zurich routes and points; polygons become areas', () => {
    const r = importKml('zurich.kml', fixtureText('kml/zurich.kml'));
    expect(r.mission.type).toBe('pilot');
    expect(r.mission.isImported).toBe(true);
    expect(r.areas).toHaveLength(10);
    expect(r.mission.route.length).toBeGreaterThan(4);
    expect(r.mission.route.every((w) => w.lat > 47 && w.lat < 48 && w.lng > 8 && w.lng < 9)).toBe(true);
    expect(r.warnings.join('\n')).toMatch(/joined/);
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
