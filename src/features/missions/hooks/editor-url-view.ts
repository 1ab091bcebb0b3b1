import { z } from 'zod';

/**
 * The editor's view in its URL (map centre, zoom and the selected waypoints), so a shared link
 * opens the same view. Routes spread `editorViewSearch.shape` into their search schema.
 * `sel` is 1-based waypoint numbers with ranges ("1-5,8"); a single number arrives as a number
 * because the router reads search values as JSON.
 */
export const editorViewSearch = z.object({
  lng: z.number().min(-180).max(180).optional().catch(undefined),
  lat: z.number().min(-85).max(85).optional().catch(undefined),
  z: z.number().min(0).max(24).optional().catch(undefined),
  sel: z
    .union([z.number().int().positive(), z.string().regex(/^\d+(-\d+)?(,\d+(-\d+)?)*$/)])
    .optional()
    .catch(undefined),
});

export type EditorViewSearch = z.infer<typeof editorViewSearch>;

export interface MapCamera {
  lng: number;
  lat: number;
  zoom: number;
}

/** The camera a URL asks for, if it names one whole. */
export function cameraFromSearch(s: EditorViewSearch): MapCamera | undefined {
  return s.lng !== undefined && s.lat !== undefined && s.z !== undefined ? { lng: s.lng, lat: s.lat, zoom: s.z } : undefined;
}

/** Waypoint indices (0-based) from `sel`, dropping any beyond the route. */
export function selectionFromSearch(sel: EditorViewSearch['sel'], count: number): number[] {
  if (sel === undefined) return [];
  const out: number[] = [];
  for (const part of String(sel).split(',')) {
    const [a, b = a] = part.split('-').map(Number) as [number, number?];
    for (let n = Math.max(1, a); n <= Math.min(b, count); n++) out.push(n - 1);
  }
  return out;
}

/** `sel` for a selection: ranges of consecutive numbers, so "select all" stays short. */
export function selectionToSearch(selection: Iterable<number>): EditorViewSearch['sel'] {
  const sorted = [...selection].sort((x, y) => x - y);
  if (sorted.length === 0) return undefined;
  if (sorted.length === 1) return (sorted[0] as number) + 1;
  const parts: string[] = [];
  let start = sorted[0] as number;
  let prev = start;
  for (const i of [...sorted.slice(1), Number.NaN]) {
    if (i === prev + 1) {
      prev = i;
      continue;
    }
    parts.push(start === prev ? String(start + 1) : `${start + 1}-${prev + 1}`);
    start = prev = i;
  }
  return parts.join(',');
}

/** The search params for a camera: rounded so the URL stays short (6 decimals ≈ 0.1 m). */
export function cameraToSearch(c: MapCamera): Pick<EditorViewSearch, 'lng' | 'lat' | 'z'> {
  return { lng: Math.round(c.lng * 1e6) / 1e6, lat: Math.round(c.lat * 1e6) / 1e6, z: Math.round(c.zoom * 100) / 100 };
}

/** Metres one screen pixel covers at a zoom and latitude (maplibre's 512-pixel tiles). */
export function metresPerPixel(zoom: number, lat: number): number {
  return (40075016.686 * Math.cos((lat * Math.PI) / 180)) / (512 * 2 ** zoom);
}
