// The gate in front of work: a task whose mission breaks its geofence does not go to PUBLISHED,
// IN_PROGRESS or COMPLETED, whichever client asks. The check is THE one the dashboard runs before it
// asks (`geofenceRouteViolations`, shared from src/lib/geo), so the service never disagrees with
// what the planner was shown; the service only adds the refusal.
import type { Db } from '../../store/db';
import type { Task } from '../../../src/lib/contract/tasks';
import type { Mission, MissionPoint } from '../../../src/lib/contract/missions';
import { geofenceOf, geofenceRouteViolations, type HeightOf } from '../../../src/lib/geo/geofence-route-check';
import { conflict } from '../errors';
import { getTeamMission } from '../missions/mission-repository';

export const WORK_STATUSES: ReadonlySet<string> = new Set(['PUBLISHED', 'IN_PROGRESS', 'COMPLETED']);
const WORDS: Record<string, string> = { PUBLISHED: 'Published', IN_PROGRESS: 'In progress', COMPLETED: 'Completed' };
/** How many problems the refusal spells out; the rest are counted. */
const LISTED = 20;

type Point = Pick<MissionPoint, 'lat' | 'lng' | 'altitude' | 'altitudeEGM' | 'altitudeWGS'>;

/** Heights in a zone's reference from what the stored mission holds; unknown stays unknown. */
function storedHeights(route: readonly Point[], heightMode: Mission['heightMode']): HeightOf {
  const first = route[0];
  const implied =
    first?.altitudeEGM !== undefined && first.altitude !== undefined && first.altitudeEGM !== first.altitude
      ? first.altitudeEGM - first.altitude
      : undefined;
  const terrain = heightMode === 'aboveGroundLevel' || heightMode === 'realTimeFollowSurface';
  return (i, ref) => {
    const p = route[i];
    if (!p) return undefined;
    if (ref === 'AGL') return terrain ? p.altitude : undefined;
    if (ref === 'AMSL')
      return p.altitudeEGM ?? (heightMode === 'relativeToStartPoint' && implied !== undefined ? implied + (p.altitude ?? 0) : undefined);
    if (ref === 'WGS84') return p.altitudeWGS;
    if (heightMode === 'relativeToStartPoint' || heightMode === undefined) return p.altitude ?? 0;
    if (terrain) return undefined;
    return p.altitudeEGM !== undefined && implied !== undefined ? p.altitudeEGM - implied : undefined;
  };
}

/** The route the task flies: its mission as stored now (the team's), else the copy in its context. */
function taskRoute(db: Db, teamId: string, task: Task): { route: Point[]; heightMode: Mission['heightMode'] } | undefined {
  const ref = task.context.mission;
  if (!ref) return undefined;
  const stored = ref.id ? getTeamMission(db, teamId, ref.id) : undefined;
  if (stored) return { route: stored.route, heightMode: stored.heightMode };
  const route = (ref as { route?: unknown }).route;
  return Array.isArray(route) ? { route: route as Point[], heightMode: undefined } : undefined;
}

/** Throws CONFLICT naming every violation when `task` (already carrying its new status) may not go to work. */
export function assertMayGoToWork(db: Db, teamId: string, task: Task): void {
  if (!WORK_STATUSES.has(task.status)) return;
  const fence = geofenceOf(task.context.geojson as { features?: unknown[] } | undefined);
  const flown = fence && taskRoute(db, teamId, task);
  if (!fence || !flown || flown.route.length === 0) return;
  const route = flown.route.map((p) => ({ lat: p.lat, lng: p.lng, altitude: p.altitude ?? 0, actions: [] }));
  const problems = geofenceRouteViolations(route, fence, undefined, storedHeights(flown.route, flown.heightMode));
  if (!problems.length) return;
  const listed = problems.slice(0, LISTED).map((v) => v.message);
  const more = problems.length > LISTED ? `; and ${problems.length - LISTED} more` : '';
  throw conflict(
    `The task cannot be moved to ${WORDS[task.status] ?? task.status}: its mission breaks the task's geofence (${problems.length} problem${problems.length === 1 ? '' : 's'}): ${listed.join('; ')}${more}. Fix the mission or the geofence first.`,
    'status',
  );
}
