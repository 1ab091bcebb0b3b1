// What importing a file into an open mission does, as a pure function: the user chose to
// replace the route or add to it; the mission's own fields (name, description, type, height
// mode, speed) never change, and the summary says what was read, ignored and changed.
import { convertHeightMode, HeightModeError, takeoffElevation } from '@/lib/geo/height-modes';
import { heightModeLabel, missionTypeLabel } from './labels';
import type { EditableMission } from './mission-model';

export type ImportChoice = 'replace' | 'append' | 'new';

export interface ImportSummary {
  fileName: string;
  /** Waypoints read from the file. */
  read: number;
  /** What the file carried that the mission did not take. */
  ignored: string[];
  /** What changed in the mission. */
  changed: string[];
  /** The importer's own notes (fields it could not map, defaults it assumed). */
  notes: string[];
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The file's fields that differ from the mission's and are therefore not taken. */
function ignoredFields(current: EditableMission, file: EditableMission): string[] {
  const out: string[] = [];
  if (file.name && file.name !== current.name) out.push(`name “${file.name}”`);
  if (file.description && file.description !== current.description) out.push('description');
  if (file.type !== current.type) out.push(`type ${missionTypeLabel(file.type)}`);
  if (file.heightMode !== current.heightMode) out.push(`height mode ${heightModeLabel(file.heightMode)}`);
  if (file.speed !== current.speed) out.push(`speed ${file.speed} m/s`);
  return out;
}

/**
 * The file's route in the mission's height mode. Heights are converted when both modes are
 * convertible; otherwise they are kept as written, and a note says so.
 */
function routeInModeOf(current: EditableMission, file: EditableMission, notes: string[]) {
  if (file.heightMode === current.heightMode) return file.route;
  try {
    return convertHeightMode(file, current.heightMode, takeoffElevation(file)).route;
  } catch (e) {
    if (!(e instanceof HeightModeError)) throw e;
    notes.push(
      `Heights were written ${heightModeLabel(file.heightMode)} in the file and are kept as numbers in this mission's mode (${heightModeLabel(current.heightMode)}), not converted.`,
    );
    return file.route;
  }
}

export function mergeImport(
  current: EditableMission,
  file: EditableMission,
  choice: Exclude<ImportChoice, 'new'>,
  fileName: string,
  importerNotes: string[] = [],
): { mission: EditableMission; summary: ImportSummary } {
  const notes = [...importerNotes];
  const route = routeInModeOf(current, file, notes);
  const changed: string[] = [];
  let next: EditableMission;
  if (choice === 'replace') {
    next = { ...current, route, isImported: true };
    changed.push(`Route replaced: ${plural(current.route.length, 'waypoint')} → ${plural(route.length, 'waypoint')}.`);
    // The take-off point is the file's now; so is its ground elevation, if the file knew it.
    if (file.takeoffElevationEGM !== undefined) {
      next.takeoffElevationEGM = file.takeoffElevationEGM;
      changed.push(`Take-off ground elevation ${file.takeoffElevationEGM} m from the file.`);
    }
  } else {
    next = { ...current, route: [...current.route, ...route], isImported: true };
    changed.push(
      `${plural(route.length, 'waypoint')} added after waypoint ${current.route.length} (now ${current.route.length + route.length}).`,
    );
  }
  if (file.geofence && !current.geofence) {
    next.geofence = file.geofence;
    changed.push('Geofence added from the file.');
  }
  return { mission: next, summary: { fileName, read: file.route.length, ignored: ignoredFields(current, file), changed, notes } };
}

/** Summary for a file opened as a mission of its own: everything it carried was taken. */
export function newMissionSummary(file: EditableMission, fileName: string, importerNotes: string[] = []): ImportSummary {
  return {
    fileName,
    read: file.route.length,
    ignored: [],
    changed: [`New mission “${file.name}” (${missionTypeLabel(file.type)}, ${heightModeLabel(file.heightMode)}, ${file.speed} m/s).`],
    notes: importerNotes,
  };
}
