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

/** The statuses that put a task to work: each is gated by the geofence check (the service gates them too). */
export const WORK_STATUSES: ReadonlySet<string> = new Set(['PUBLISHED', 'IN_PROGRESS', 'COMPLETED']);
export const goesToWork = (status: string) => WORK_STATUSES.has(status);

/** Why a task may not go to work, in words, every problem listed; undefined when it may. */
export function publishBlockReason(violations: readonly Violation[]): string | undefined {
  if (!violations.length) return undefined;
  const n = violations.length;
  return `The attached mission breaks the geofence (${n} problem${n === 1 ? '' : 's'}): ${violations.map((v) => v.message).join('; ')}. Fix the mission or the geofence first.`;
}
