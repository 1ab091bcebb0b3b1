import { beforeAll, describe, expect, it } from 'vitest';
import { loadGeoid } from './geoid';
import { convertWithGround, MissingGroundError, relativeHeights } from './terrain-heights';
import { emptyMission } from '@/lib/mission-model/mission-model';

const wp = (lng: number, altitude: number) => ({ lat: 47.37, lng, altitude, actions: [] });
// Take-off at 400 m; the ground rises to 430 m under the second waypoint.
const ground = [400, 430];
const mission = emptyMission({ route: [wp(8.54, 50), wp(8.55, 50)] });

beforeAll(() => loadGeoid());

describe('terrain-relative heights', () => {
  it('relative → above ground keeps the physical height', () => {
    const agl = convertWithGround(mission, 'aboveGroundLevel', 400, ground);
    expect(agl.heightMode).toBe('aboveGroundLevel');
    expect(agl.route.map((w) => w.altitude)).toEqual([50, 20]);
    expect(agl.route[1]?.altitudeEGM).toBe(450);
  });

  it('above ground → relative and EGM96 round-trip', () => {
    const agl = convertWithGround(mission, 'realTimeFollowSurface', 400, ground);
    const back = convertWithGround(agl, 'relativeToStartPoint', 400, ground);
    expect(back.route.map((w) => w.altitude)).toEqual([50, 50]);
    const egm = convertWithGround(agl, 'EGM96', 400, ground);
    expect(egm.route.map((w) => w.altitudeEGM)).toEqual([450, 450]);
    expect(relativeHeights(agl, 400, ground)).toEqual([50, 50]);
  });

  it('refuses where the model has no ground', () => {
    expect(() => convertWithGround(mission, 'aboveGroundLevel', 400, [400, null])).toThrow(MissingGroundError);
  });
});
