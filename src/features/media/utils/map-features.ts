import type { MediaItem } from '@/lib/contract/media';
import { itemPosition, photoFootprint } from './footprint';
import { nextTask } from '@/lib/next-task';

export interface MediaMapData {
  points: GeoJSON.FeatureCollection<GeoJSON.Point, { id: string }>;
  footprints: GeoJSON.FeatureCollection<GeoJSON.Polygon, { id: string }>;
  /** [west, south, east, north] of the points; undefined when none is geotagged. */
  bounds: [number, number, number, number] | undefined;
  /** Positions by id, to follow the previewed item. */
  positions: ReadonlyMap<string, [number, number]>;
}

/** How long {@link mediaMapDataInSlices} works before yielding to the page, and in steps of how many items. */
const SLICE_MS = 8;
const STEP = 100;

function emptyMapData(): MediaMapData {
  return {
    points: { type: 'FeatureCollection', features: [] },
    footprints: { type: 'FeatureCollection', features: [] },
    bounds: undefined,
    positions: new Map(),
  };
}

/** Adds items[from, to) to `acc` (its arrays and map are appended to in place). */
function addItems(acc: MediaMapData, items: readonly MediaItem[], from: number, to: number): void {
  const positions = acc.positions as Map<string, [number, number]>;
  let [w, s, e, n] = acc.bounds ?? [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = from; i < to; i++) {
    const item = items[i] as MediaItem;
    if (item.type === 'F') continue;
    const at = itemPosition(item.metadata);
    if (!at) continue;
    positions.set(item.id, at);
    acc.points.features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: at },
      properties: { id: item.id },
    });
    [w, s, e, n] = [Math.min(w, at[0]), Math.min(s, at[1]), Math.max(e, at[0]), Math.max(n, at[1])];
    const ring = item.type === 'I' ? photoFootprint(item.metadata) : undefined;
    if (ring)
      acc.footprints.features.push({ type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: { id: item.id } });
  }
  acc.bounds = acc.points.features.length ? [w, s, e, n] : undefined;
}

/** The map's GeoJSON from a listing: one point per geotagged file, one footprint per photo whose metadata allows it. */
export function mediaMapData(items: readonly MediaItem[]): MediaMapData {
  const acc = emptyMapData();
  addItems(acc, items, 0, items.length);
  return acc;
}

/**
 * {@link mediaMapData} in slices of about SLICE_MS, yielding to the page between them: 10,000
 * items in one go were a 130 ms task on a loaded machine (profiled), on top of React's render.
 * Resolves undefined when `signal` aborts (a newer listing replaced this one).
 */
export async function mediaMapDataInSlices(items: readonly MediaItem[], signal?: AbortSignal): Promise<MediaMapData | undefined> {
  const acc = emptyMapData();
  let from = 0;
  while (from < items.length) {
    const t0 = performance.now();
    while (from < items.length && performance.now() - t0 < SLICE_MS) {
      const to = Math.min(items.length, from + STEP);
      addItems(acc, items, from, to);
      from = to;
    }
    if (from < items.length) await nextTask();
    if (signal?.aborted) return undefined;
  }
  return acc;
}

/** The footprints that may show inside [west, south, east, north] (their rings' boxes overlap it). */
export function footprintsWithin(
  fc: MediaMapData['footprints'],
  [w, s, e, n]: readonly [number, number, number, number],
): MediaMapData['footprints'] {
  const features = fc.features.filter((f) => {
    const ring = f.geometry.coordinates[0] ?? [];
    let [fw, fs, fe, fn] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [x, y] of ring as Array<[number, number]>)
      [fw, fs, fe, fn] = [Math.min(fw, x), Math.min(fs, y), Math.max(fe, x), Math.max(fn, y)];
    return fw <= e && fe >= w && fs <= n && fn >= s;
  });
  return { type: 'FeatureCollection', features };
}

/** The features of the given ids (the selection and the previewed file), for the highlight layers. */
export function pickFeatures<G extends GeoJSON.Geometry, P extends { id: string }>(
  fc: GeoJSON.FeatureCollection<G, P>,
  ids: ReadonlySet<string>,
): GeoJSON.FeatureCollection<G, P> {
  return { type: 'FeatureCollection', features: ids.size ? fc.features.filter((f) => ids.has(f.properties.id)) : [] };
}
