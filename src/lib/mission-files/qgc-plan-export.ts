// QGroundControl .plan writer (plan v1, mission v2, geofence v2).
import { routeToItems } from './mavlink-items';
import type { EditableMission } from '@/lib/mission-model/mission-model';
import { exportHeights, exportRefusal, ExportRefusedError, type ExportHeights } from './export-heights';

export function exportQgcPlan(m: EditableMission, h: ExportHeights = exportHeights(m)): string {
  const refused = exportRefusal(m, 'qgc-plan', h);
  if (refused) throw new ExportRefusedError(refused);
  const items = routeToItems(m.route, m.heightMode, m.speed, h.points).map((it, i) => ({
    autoContinue: true,
    command: it.command,
    doJumpId: i + 1,
    frame: it.frame,
    params: it.params,
    type: 'SimpleItem',
  }));
  const first = m.route[0];
  // Home = first waypoint on the ground, at the take-off elevation above sea level (known: refused otherwise).
  const homeAlt = h.takeoffEGM ?? 0;
  const polygons = (m.geofence?.features ?? []).map((f) => ({
    inclusion: f.properties.geofence === 'inclusion',
    polygon: (f.geometry.coordinates[0] ?? []).slice(0, -1).map(([lng, lat]) => [lat, lng]),
    version: 1,
  }));
  const plan = {
    fileType: 'Plan',
    geoFence: { circles: [], polygons, version: 2 },
    groundStation: 'QGroundControl',
    mission: {
      cruiseSpeed: m.speed,
      firmwareType: 12,
      hoverSpeed: m.speed,
      items,
      plannedHomePosition: first ? [first.lat, first.lng, homeAlt] : [0, 0, 0],
      vehicleType: 2,
      version: 2,
    },
    rallyPoints: { points: [], version: 2 },
    version: 1,
  };
  return JSON.stringify(plan, null, 2);
}
