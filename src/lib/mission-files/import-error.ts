import { UserFacingError } from '@/lib/api/api-error';
import type { LngLat } from '@/lib/geo/local-geometry';
import type { EditableMission, GeofenceFeatureCollection } from '@/lib/mission-model/mission-model';

export type ImportFormat = 'wpml' | 'kml' | 'litchi' | 'qgc-plan' | 'qgc-wpl' | 'geojson' | 'service-json';

export interface ImportResult {
  mission: EditableMission;
  warnings: string[];
  geofence?: GeofenceFeatureCollection;
  format: ImportFormat;
  /** Polygons found in a KML that are not waypoints: offer them as a survey area ([lng, lat] rings). */
  areas?: LngLat[][];
  /** A file with several separate flights: each as its own mission (`mission` is the first). */
  flights?: { name: string; mission: EditableMission; warnings: string[] }[];
}

/**
 * The one error importers throw. `where` names the place in the file (line, element path,
 * placemark index or JSON path) so the message tells the user what to fix.
 */
export class ImportError extends UserFacingError {
  constructor(
    readonly reason: string,
    readonly where?: string,
    readonly fileName?: string,
  ) {
    super([fileName, where, reason].filter(Boolean).join(': '));
    this.name = 'ImportError';
  }
}

/** Parses a finite number or returns undefined; blank strings are not zero. */
export function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  const n = Number(v.trim());
  return Number.isFinite(n) ? n : undefined;
}

export function checkLatLng(lat: number, lng: number, where: string): void {
  if (!(lat >= -90 && lat <= 90)) throw new ImportError(`latitude ${lat} is outside -90..90`, where);
  if (!(lng >= -180 && lng <= 180)) throw new ImportError(`longitude ${lng} is outside -180..180`, where);
}

export function decodeText(bytes: Uint8Array): string {
  // Strip a UTF-8 BOM: several tools write one and it breaks header matching.
  const text = new TextDecoder('utf-8').decode(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Base name without extension, used as the mission name when the file has none. */
export function baseName(fileName: string): string {
  const name = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
