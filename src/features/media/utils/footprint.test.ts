import { describe, expect, it } from 'vitest';
import { groundCorners, halfFieldOfView, itemPosition, photoFootprint, signedCoordinate } from './footprint';

const DEG = 180 / Math.PI;
// A 24 mm-equivalent lens (DJI Mavic 3 Enterprise wide camera): 84° diagonal field of view.
const M3E = { camfocallengthin35mmformat: 24, exifimagewidth: 4000, exifimageheight: 3000 };

describe('photo footprint', () => {
  it('derives the field of view from the 35 mm-equivalent focal length and the aspect', () => {
    const half = halfFieldOfView(M3E);
    expect(half).toBeDefined();
    expect(2 * Math.atan(Math.hypot(Math.tan(half!.h), Math.tan(half!.v))) * DEG).toBeCloseTo(84.06, 1);
    expect(Math.tan(half!.h) / Math.tan(half!.v)).toBeCloseTo(4 / 3, 6);
    expect(halfFieldOfView({})).toBeUndefined();
  });

  it('looks straight down: a rectangle centred under the camera, 144 × 108 m from 100 m', () => {
    const c = groundCorners(100, 0, -90, 0, halfFieldOfView(M3E)!)!;
    const xs = c.map((p) => p[0]);
    const ys = c.map((p) => p[1]);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(144.1, 0);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(108.1, 0);
    expect(xs.reduce((a, b) => a + b) / 4).toBeCloseTo(0, 6);
    expect(ys.reduce((a, b) => a + b) / 4).toBeCloseTo(0, 6);
    // The top of the image points where the camera heads (north at yaw 0).
    expect(c[0]![1]).toBeGreaterThan(0);
  });

  it('turns with the gimbal yaw: heading east swaps the sides', () => {
    const c = groundCorners(100, 90, -90, 0, halfFieldOfView(M3E)!)!;
    const xs = c.map((p) => p[0]);
    const ys = c.map((p) => p[1]);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(108.1, 0);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(144.1, 0);
    expect(c[0]![0]).toBeGreaterThan(0); // the image's top edge is east
  });

  it('an oblique photo covers a trapezoid in front of the camera, wider at the far edge', () => {
    const c = groundCorners(50, 0, -45, 0, halfFieldOfView(M3E)!)!;
    const far = Math.abs(c[1]![0] - c[0]![0]);
    const near = Math.abs(c[2]![0] - c[3]![0]);
    expect(far).toBeGreaterThan(near);
    expect(Math.min(...c.map((p) => p[1]))).toBeGreaterThan(0); // all of it ahead (north)
  });

  it('draws nothing for a camera looking at or above the horizon (XT S: pitch +19.9°)', () => {
    expect(groundCorners(37.7, 0, 19.9, 0, halfFieldOfView(M3E)!)).toBeUndefined();
    expect(groundCorners(100, 0, -10, 0, halfFieldOfView(M3E)!)).toBeUndefined();
  });

  it('places the ring in degrees around the photo position, closed, and needs the height above take-off', () => {
    const meta = {
      ...M3E,
      gpslat: 47.3769,
      gpslatref: 'N',
      gpslng: 8.5417,
      gpslngref: 'E',
      gpsalt: 508,
      baseAltitude: 408,
      gimbalpitchdegree: -90,
    };
    const ring = photoFootprint(meta)!;
    expect(ring).toHaveLength(5);
    expect(ring[4]).toEqual(ring[0]);
    const lats = ring.map((p) => p[1]);
    expect((Math.max(...lats) - Math.min(...lats)) * 111_320).toBeCloseTo(108.1, 0);
    expect(photoFootprint({ ...meta, baseAltitude: undefined })).toBeUndefined();
    expect(photoFootprint({ ...meta, gpslat: undefined })).toBeUndefined();
  });

  it('reads positions with their hemisphere refs (the XT2 photo: 2.82° W) and refuses 0,0', () => {
    expect(signedCoordinate(2.822976, 'W', 'lng')).toBeCloseTo(-2.822976, 6);
    expect(itemPosition({ gpslat: 39.917637, gpslatref: 'N', gpslng: 2.822976, gpslngref: 'W' })).toEqual([-2.822976, 39.917637]);
    expect(itemPosition({ gpslat: 0, gpslng: 0 })).toBeUndefined();
    expect(itemPosition({ gpslat: 47 })).toBeUndefined();
  });
});
