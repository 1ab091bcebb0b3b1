import { describe, expect, it } from 'vitest';
import { MissionCreateSchema } from '@/lib/contract/missions';
import { actionFromWire, actionToWire, missionFromWire, missionToWire, waypointFromWire } from './mission-model';
import type { WaypointAction } from './mission-model';

describe('actions wire form', () => {
  const all: WaypointAction[] = [
    { type: 'takePhoto' },
    { type: 'startRecord' },
    { type: 'stopRecord' },
    { type: 'hover', seconds: 5 },
    { type: 'rotateAircraft', heading: 90 },
    { type: 'gimbalPitch', pitch: -45 },
    { type: 'zoom', factor: 2 },
    { type: 'custom', action: 'panorama', params: { shots: 8 } },
  ];
  it('round-trips every action type', () => {
    for (const a of all) expect(actionFromWire(actionToWire(a))).toEqual(a);
    expect(actionToWire({ type: 'hover', seconds: 5 })).toEqual({ action: 'hover', seconds: 5 });
    expect(actionToWire({ type: 'takePhoto' })).toEqual({ action: 'takePhoto' });
  });
  it('accepts other spellings', () => {
    expect(actionFromWire({ action: 'TAKE_PHOTO' })).toEqual({ type: 'takePhoto' });
    expect(actionFromWire({ action: 'stay', ms: 1500 })).toEqual({ type: 'hover', seconds: 1.5 });
    expect(() => actionFromWire({ foo: 1 })).toThrow(/action/);
  });
});

describe('mission wire form', () => {
  it('normalises desc / altEGM and keeps si', () => {
    const m = missionFromWire({
      name: 'n',
      desc: 'd',
      speed: 2,
      route: [{ lat: 1, lng: 2, altitude: 3, altEGM: 27, si: 'dist-3', pole: 'P', wo: 7 }],
    });
    expect(m.description).toBe('d');
    expect(m.route[0]).toEqual({ lat: 1, lng: 2, altitude: 3, altitudeEGM: 27, si: 'dist-3', pole: 'P', wo: '7', actions: [] });
  });

  it('reports the JSON path of a bad point', () => {
    expect(() => waypointFromWire({ lat: 1 }, 'route[4]')).toThrow('route[4].lng: lng is missing or not a number');
  });

  it('produces a body the server contract accepts, with figures and generator settings', () => {
    const m = missionFromWire({
      name: 'n',
      type: 'corridor',
      heightMode: 'EGM96',
      route: [{ lat: 1, lng: 2, altitude: 3, actions: [{ action: 'hover', seconds: 2 }] }],
    });
    m.generator = {
      kind: 'corridor',
      line: [
        [2, 1],
        [2.1, 1],
      ],
      width: 20,
      lineSpacing: 10,
      altitude: 30,
    };
    const body = missionToWire(m, { distance: 123.456, time: 60.4 });
    const parsed = MissionCreateSchema.parse(body);
    expect(parsed).toMatchObject({ name: 'n', type: 'corridor', heightMode: 'EGM96', distance: 123.5, time: 60 });
    expect(parsed.route[0]?.actions).toEqual([{ action: 'hover', seconds: 2 }]);
    expect(missionFromWire(body).generator).toEqual(m.generator);
  });
});
