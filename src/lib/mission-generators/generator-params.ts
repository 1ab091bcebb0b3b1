// Serialisable generator inputs. Stored on the mission (`generator`) so a generated route can be
// reopened and edited with the same parameters. Plain JSON only: no class instances, no functions.

import type { LngLat } from '@/lib/geo/local-geometry';

export interface CameraSpec {
  name: string;
  sensorWidthMm: number;
  sensorHeightMm: number;
  focalLengthMm: number;
  imageWidthPx: number;
  imageHeightPx: number;
}

export interface Mapping2dParams {
  kind: 'mapping2d';
  /** Outer ring of the area to survey (closing point optional). */
  polygon: LngLat[];
  camera: CameraSpec;
  /** Either a target ground sample distance (cm/px) or a flight altitude (m); altitude wins if both. */
  gsdCm?: number;
  altitude?: number;
  frontOverlap: number;
  sideOverlap: number;
  /** Direction of the flight lines, degrees clockwise from north. */
  gridAngle: number;
  speed?: number;
  /** 'waypoint' puts a takePhoto action on each photo position; 'interval' only turns at line ends. */
  photoMode?: 'waypoint' | 'interval';
}

export interface Mapping3dParams extends Omit<Mapping2dParams, 'kind'> {
  kind: 'mapping3d';
  /** Gimbal pitch of the oblique passes (default -45). */
  obliquePitch?: number;
}

export interface CorridorParams {
  kind: 'corridor';
  line: LngLat[];
  /** Total corridor width, metres. */
  width: number;
  /** Distance between parallel passes, metres. */
  lineSpacing: number;
  altitude: number;
  speed?: number;
  missionType?: 'corridor' | 'mappingStrip';
}

/** Photogrammetry along a line (road, river, rail): passes as wide as `width`, photos by overlap. */
export interface MappingStripParams {
  kind: 'mappingStrip';
  line: LngLat[];
  camera: CameraSpec;
  /** Either a target ground sample distance (cm/px) or a flight altitude (m); altitude wins if both. */
  gsdCm?: number;
  altitude?: number;
  frontOverlap: number;
  sideOverlap: number;
  /** Width of ground to cover across the line, metres: passes are added until the photos cover it. */
  width: number;
  speed?: number;
}

export interface SmartInspectParams {
  kind: 'smart-inspect';
  /** The inspected structure (pole/tower base). */
  base: { lat: number; lng: number; label?: string; pole?: string };
  /** Structure top height above the take-off point, metres: the gimbal aims at this. */
  targetHeight: number;
  radius: number;
  /** Flight heights of each ring, metres relative to the start point. */
  heights: number[];
  pointsPerRing: number;
  /** Compass bearing (from base) of the first point of each ring. */
  startBearing?: number;
  speed?: number;
}

export type GeneratorParams = Mapping2dParams | Mapping3dParams | CorridorParams | MappingStripParams | SmartInspectParams;
