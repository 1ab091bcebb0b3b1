import type { EditableMission, GeofenceFeatureCollection } from '@/lib/mission-model/mission-model';
import { validateMission, type MissionLimits } from './validate-mission';
import { geofenceOf } from './geofence-route-check';

export interface Issue {
  /** Waypoint the issue points at (for a leg: the waypoint the leg ends at). */
  index?: number;
  kind: string;
  message: string;
}

/** Only the polygons that are marked as inclusion or exclusion areas take part in checks. */
export const fenceOf = (fc: GeoJSON.FeatureCollection | undefined): GeofenceFeatureCollection | undefined => geofenceOf(fc);

const SHORT: Record<string, string> = {
  'outside-inclusion': 'geofence',
  'inside-exclusion': 'geofence',
  'leg-leaves-inclusion': 'geofence',
  'leg-crosses-exclusion': 'geofence',
  'near-exclusion': 'geofence',
  'altitude-outside-area': 'geofence',
  'altitude-above-limit': 'altitude',
  'altitude-below-start': 'altitude',
  'speed-above-limit': 'speed',
  'speed-invalid': 'speed',
  'zero-length-leg': 'zero-leg',
  'coordinate-range': 'position',
  'empty-route': 'empty',
};

/**
 * Checks before saving, through the missions library: limits, zero-length legs, and the
 * geofence (waypoints and legs against inclusion/exclusion areas). Any issue blocks saving.
 */
export function checkMission(m: EditableMission, limits: MissionLimits, geofence?: GeoJSON.FeatureCollection): Issue[] {
  // A generated survey may be saved before its route exists; the service accepts that.
  return validateMission(m, limits, fenceOf(geofence))
    .filter((v) => !(v.code === 'empty-route' && m.generator))
    .map((v) => ({
      index: v.waypointIndex ?? (v.legIndex !== undefined ? v.legIndex + 1 : undefined),
      kind: SHORT[v.code] ?? v.code,
      message: v.message,
    }));
}
