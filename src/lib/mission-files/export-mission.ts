// "Export as …": one call per format plus the list of what that format cannot hold, shown to the
// user before they download.
import { strToU8 } from 'fflate';
import { exportGeoJson } from './geojson';
import { exportKml } from './kml';
import { exportLitchiCsv } from './litchi-csv';
import type { EditableMission, WaypointAction } from '@/lib/mission-model/mission-model';
import { exportQgcPlan } from './qgc-plan-export';
import { exportWpmlKmz } from './export-wpml';
import type { WpmlOptions } from './export-wpml';
export { exportRefusal } from './export-heights';

export type ExportFormat = 'wpml' | 'litchi' | 'kml' | 'qgc-plan' | 'geojson';

export const EXPORT_FORMATS: { format: ExportFormat; label: string; extension: string; mimeType: string }[] = [
  { format: 'wpml', label: 'DJI WPML (KMZ)', extension: 'kmz', mimeType: 'application/vnd.google-earth.kmz' },
  { format: 'litchi', label: 'Litchi CSV', extension: 'csv', mimeType: 'text/csv' },
  { format: 'kml', label: 'KML', extension: 'kml', mimeType: 'application/vnd.google-earth.kml+xml' },
  { format: 'qgc-plan', label: 'QGroundControl plan', extension: 'plan', mimeType: 'application/json' },
  { format: 'geojson', label: 'GeoJSON', extension: 'geojson', mimeType: 'application/geo+json' },
];

export interface ExportedFile {
  fileName: string;
  bytes: Uint8Array;
  mimeType: string;
}

/** File-system-safe name; the mission name itself stays verbatim in the file content. */
export function exportFileName(name: string, extension: string): string {
  const safe = name
    .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
    .trim()
    .slice(0, 80);
  return `${safe || 'mission'}.${extension}`;
}

export function exportMission(m: EditableMission, format: ExportFormat, options: WpmlOptions = {}): ExportedFile {
  const meta = EXPORT_FORMATS.find((f) => f.format === format);
  if (!meta) throw new Error(`unknown export format ${String(format)}`);
  const bytes =
    format === 'wpml'
      ? exportWpmlKmz(m, options)
      : format === 'litchi'
        ? strToU8(exportLitchiCsv(m))
        : format === 'kml'
          ? strToU8(exportKml(m))
          : format === 'qgc-plan'
            ? strToU8(exportQgcPlan(m))
            : strToU8(JSON.stringify(exportGeoJson(m), null, 2));
  return { fileName: exportFileName(m.name, meta.extension), bytes, mimeType: meta.mimeType };
}

const count = (m: EditableMission, pred: (w: EditableMission['route'][number]) => boolean) => m.route.filter(pred).length;
const countActions = (m: EditableMission, pred: (a: WaypointAction) => boolean) =>
  m.route.reduce((n, w) => n + w.actions.filter(pred).length, 0);

/** Human-readable list of what this mission loses in the format; empty when nothing is lost. */
export function exportLosses(m: EditableMission, format: ExportFormat): string[] {
  const out: string[] = [];
  const note = (n: number, what: string) => {
    if (n > 0) out.push(`${what} (${n})`);
  };
  const meta = () => {
    note(
      count(m, (w) => w.label !== undefined),
      'waypoint labels',
    );
    note(
      count(m, (w) => w.pole !== undefined || w.wo !== undefined || w.type !== undefined),
      'pole, work order and point type',
    );
    // KML writes the description into its Document; the others have nowhere to put it.
    if (m.description && format !== 'kml') out.push('mission description');
  };
  if (format === 'geojson') return out; // every field is kept in feature properties
  note(
    countActions(m, (a) => a.type === 'custom'),
    'actions the editor does not model',
  );
  if (m.generator) out.push(`${m.generator.kind} generator settings (the route is kept, not the parameters)`);
  if (m.geofence && format !== 'qgc-plan') out.push('geofence');
  switch (format) {
    case 'kml':
      meta();
      note(
        countActions(m, () => true),
        'waypoint actions',
      );
      note(
        count(m, (w) => w.heading !== undefined),
        'headings',
      );
      note(
        count(m, (w) => w.pitch !== undefined),
        'gimbal pitch',
      );
      note(
        count(m, (w) => w.speed !== undefined),
        'per-waypoint speeds',
      );
      out.push('mission speed and height mode details');
      break;
    case 'litchi':
      meta();
      note(
        count(m, (w) => w.actions.length > 15),
        'actions beyond 15 per waypoint',
      );
      note(
        countActions(m, (a) => a.type === 'zoom'),
        'zoom actions',
      );
      note(
        count(m, (w) => w.isRisky === true),
        'risky flags',
      );
      if (m.heightMode === 'EGM96' || m.heightMode === 'WGS84')
        out.push('heights above sea level (written as heights above take-off, which Litchi flies)');
      note(
        count(m, (w) => w.heading === undefined),
        'unset headings (written as 0°)',
      );
      break;
    case 'qgc-plan':
      meta();
      note(
        count(m, (w) => w.pitch !== undefined),
        'per-waypoint gimbal pitch (use a gimbal action)',
      );
      note(
        count(m, (w) => w.isRisky === true),
        'risky flags',
      );
      note(
        countActions(m, (a) => a.type === 'hover'),
        'hover order within a waypoint (hover becomes the hold time)',
      );
      break;
    case 'wpml':
      meta();
      if (m.heightMode === 'aboveGroundLevel') out.push('above-ground heights are flown relative to the start point (no terrain data)');
      break;
  }
  return out;
}
