import { fenceOf } from '@/lib/geo/route-checks';
import { validateMission, type Violation } from '@/lib/geo/validate-mission';
import { editableFromRecord } from '@/lib/mission-model/wire-body';

const GEOFENCE_CODES = new Set([
  'outside-inclusion',
  'inside-exclusion',
  'leg-leaves-inclusion',
  'leg-crosses-exclusion',
  'near-exclusion',
  'altitude-outside-area',
]);

/**
 * The attached mission against the task's geofence, through THE check the mission editor uses
 * (`validateMission`: waypoints and every leg). Only geofence violations: they are what blocks
 * publishing a task; limits are the editor's business.
 */
export function geofenceViolations(mission: Record<string, unknown> | undefined, geojson: unknown): Violation[] {
  // No route, nothing to check: the fence is not prepared (its edge grid costs ~100 ms at 5,000 vertices).
  const route = mission?.route;
  if (!mission || !Array.isArray(route) || route.length === 0) return [];
  const fence = fenceOf(geojson as GeoJSON.FeatureCollection | undefined);
  if (!fence) return [];
  const m = editableFromRecord(mission);
  return validateMission(m, undefined, fence).filter((v) => GEOFENCE_CODES.has(v.code));
}

/** Why a task may not move to PUBLISHED, in words; empty when it may. */
export function publishBlockReason(violations: readonly Violation[]): string | undefined {
  if (!violations.length) return undefined;
  const first = violations[0]!.message;
  const more = violations.length > 1 ? ` (and ${violations.length - 1} more)` : '';
  return `The attached mission breaks the geofence: ${first}${more}. Fix the mission or the geofence before publishing.`;
}
