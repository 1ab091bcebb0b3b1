// Camera geometry for photogrammetry: ground sample distance, footprint and spacing.
import type { CameraSpec } from './generator-params';

export const CAMERA_PRESETS: CameraSpec[] = [
  { name: 'DJI Mavic 3E (wide)', sensorWidthMm: 17.3, sensorHeightMm: 13.0, focalLengthMm: 12.29, imageWidthPx: 5280, imageHeightPx: 3956 },
  { name: 'DJI Phantom 4 RTK', sensorWidthMm: 13.2, sensorHeightMm: 8.8, focalLengthMm: 8.8, imageWidthPx: 5472, imageHeightPx: 3648 },
  { name: 'DJI Zenmuse P1 35mm', sensorWidthMm: 35.9, sensorHeightMm: 24.0, focalLengthMm: 35, imageWidthPx: 8192, imageHeightPx: 5460 },
  { name: 'DJI Mavic 3T (wide)', sensorWidthMm: 6.4, sensorHeightMm: 4.8, focalLengthMm: 4.4, imageWidthPx: 8000, imageHeightPx: 6000 },
];

/** GSD in cm/px at a flight height (m) above the surveyed ground. */
export const gsdAtAltitude = (c: CameraSpec, altitude: number): number =>
  (c.sensorWidthMm * altitude * 100) / (c.focalLengthMm * c.imageWidthPx);

export const altitudeForGsd = (c: CameraSpec, gsdCm: number): number =>
  (gsdCm * c.focalLengthMm * c.imageWidthPx) / (c.sensorWidthMm * 100);

/** Ground footprint (m): width across the flight line (image width), length along it. */
export function footprint(c: CameraSpec, altitude: number): { across: number; along: number } {
  return { across: (c.sensorWidthMm * altitude) / c.focalLengthMm, along: (c.sensorHeightMm * altitude) / c.focalLengthMm };
}

export function spacing(
  c: CameraSpec,
  altitude: number,
  frontOverlap: number,
  sideOverlap: number,
): { lineSpacing: number; photoSpacing: number } {
  const f = footprint(c, altitude);
  const clamp = (o: number) => Math.min(95, Math.max(0, o)) / 100;
  return { lineSpacing: f.across * (1 - clamp(sideOverlap)), photoSpacing: f.along * (1 - clamp(frontOverlap)) };
}
