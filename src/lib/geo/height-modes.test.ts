import { beforeAll, describe, expect, it } from 'vitest';
import { geoidUndulation, loadGeoid } from './geoid';
import {
  convertHeightMode,
  HeightModeError,
  setDisplayedAltitude,
  syncAltitudes,
  syncWaypoint,
  takeoffElevation,
  terrainRequired,
} from './height-modes';
import { emptyMission } from '@/lib/mission-model/mission-model';

beforeAll(loadGeoid);

describe('geoid undulation (EGM96)', () => {
  it.each([
    [47.37, 8.54, 47.3], // Zurich ≈ +47–48 m
    [0, 0, 17.16], // reference value of the EGM96 grid
    [90, 0, 13.61], // north pole
    [-90, 0, -29.53], // south pole
    [4.7, 78.8, -107], // Indian Ocean low
    [-8, 147, 84.2], // New Guinea high
  ])('N(%f, %f) ≈ %f m', (lat, lng, n) => {
    expect(geoidUndulation(lat, lng)).toBeCloseTo(n, 0);
  });
});

describe('height mode conversion', () => {
  const m = emptyMission({ route: [{ lat: 47.37, lng: 8.54, altitude: 100, actions: [] }] });

  it('relative → EGM96 → WGS84 keeps the physical height', () => {
    const egm = convertHeightMode(m, 'EGM96', 408);
    expect(egm.heightMode).toBe('EGM96');
    expect(egm.route[0]?.altitudeEGM).toBe(508);
    expect(egm.route[0]!.altitudeWGS! - 508).toBeCloseTo(geoidUndulation(47.37, 8.54), 6);
    const wgs = convertHeightMode(egm, 'WGS84', 408);
    const back = convertHeightMode(wgs, 'relativeToStartPoint', 408);
    expect(back.route[0]?.altitude).toBeCloseTo(100, 9);
  });

  it('takes the stored absolute height as truth when the mode is absolute', () => {
    const abs = syncAltitudes(
      { ...m, heightMode: 'WGS84', route: [{ lat: 47.37, lng: 8.54, altitude: 0, altitudeWGS: 555.34, actions: [] }] },
      408,
    );
    expect(abs.route[0]?.altitude).toBeCloseTo(555.34 - geoidUndulation(47.37, 8.54) - 408, 6);
  });

  it('refuses terrain modes (no terrain data)', () => {
    expect(terrainRequired('aboveGroundLevel')).toBe(true);
    expect(terrainRequired('realTimeFollowSurface')).toBe(true);
    expect(terrainRequired('EGM96')).toBe(false);
    expect(() => convertHeightMode(m, 'aboveGroundLevel', 0)).toThrow(HeightModeError);
  });

  it('editing the displayed altitude updates the others', () => {
    const wp = setDisplayedAltitude(m.route[0]!, 'EGM96', 600, 400);
    expect(wp.altitude).toBe(200);
  });
});

describe('take-off elevation', () => {
  it('uses the mission field, else what the first saved waypoint implies, else 0', () => {
    expect(takeoffElevation(emptyMission())).toBe(0);
    const saved = emptyMission({ route: [{ lat: 47.37, lng: 8.54, altitude: 30, altitudeEGM: 438, actions: [] }] });
    expect(takeoffElevation(saved)).toBe(408);
    expect(takeoffElevation({ ...saved, takeoffElevationEGM: 500 })).toBe(500);
  });

  it('syncWaypoint fills EGM96 and WGS84 from the relative altitude', () => {
    const wp = syncWaypoint({ lat: 47.37, lng: 8.54, altitude: 30, actions: [] }, 'relativeToStartPoint', 408);
    expect(wp.altitudeEGM).toBe(438);
    expect(wp.altitudeWGS! - 438).toBeCloseTo(geoidUndulation(47.37, 8.54), 6);
  });
});
