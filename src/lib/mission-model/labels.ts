// Words a pilot would use for the contract's code names. The wire values stay in the data; only
// what is shown on screen goes through these.
import type { HeightMode, MissionType } from '@/lib/contract/missions';

export const MISSION_TYPE_LABELS: Record<MissionType, string> = {
  waypoint: 'Waypoint route',
  mapping2d: 'Area mapping (2D)',
  mapping3d: 'Area mapping (3D)',
  mappingStrip: 'Strip mapping',
  corridor: 'Corridor',
  pilot: 'Manual (pilot)',
  'smart-inspect': 'Smart inspection',
  'third-party-planner': 'Other planner',
};

export const HEIGHT_MODE_LABELS: Record<HeightMode, string> = {
  relativeToStartPoint: 'Relative to take-off',
  EGM96: 'Above sea level (EGM96)',
  WGS84: 'Above ellipsoid (WGS84)',
  aboveGroundLevel: 'Above ground',
  realTimeFollowSurface: 'Terrain follow',
};

/** A type from the service may be one this version does not know: show it as sent. */
export function missionTypeLabel(type: string | null | undefined): string {
  if (!type) return '—';
  return (MISSION_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

export function heightModeLabel(mode: string | null | undefined): string {
  if (!mode) return HEIGHT_MODE_LABELS.relativeToStartPoint;
  return (HEIGHT_MODE_LABELS as Record<string, string>)[mode] ?? mode;
}
