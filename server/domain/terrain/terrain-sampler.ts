// Samples ground elevation from terrain-RGB tiles at the model's most detailed zoom, bilinear
// between pixel centres. Decoded tiles are kept in a small LRU: a route touches few tiles.
import sharp from 'sharp';
import type { TerrainEncoding, TerrainTiles } from './terrain-files';

interface Decoded {
  size: number;
  heights: Float32Array | null;
}

const CACHE = 64;

export function decodeHeight(encoding: TerrainEncoding, r: number, g: number, b: number): number {
  return encoding === 'terrarium' ? r * 256 + g + b / 256 - 32768 : -10000 + (r * 65536 + g * 256 + b) * 0.1;
}

export function createSampler(tiles: TerrainTiles) {
  const cache = new Map<string, Promise<Decoded>>();

  const load = (z: number, x: number, y: number): Promise<Decoded> => {
    const key = `${z}/${x}/${y}`;
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const p = (async (): Promise<Decoded> => {
      const bytes = await tiles.tile(z, x, y);
      if (!bytes) return { size: 0, heights: null };
      const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const heights = new Float32Array(info.width * info.height);
      for (let i = 0; i < heights.length; i++) heights[i] = decodeHeight(tiles.encoding, data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!);
      return { size: info.width, heights };
    })();
    cache.set(key, p);
    if (cache.size > CACHE) cache.delete(cache.keys().next().value as string);
    return p;
  };

  /** Elevation at a point, m, or null where the model has no tile. */
  async function at(lat: number, lng: number): Promise<number | null> {
    const z = tiles.maxZoom;
    const n = 2 ** z;
    const sin = Math.sin((lat * Math.PI) / 180);
    const wx = ((lng + 180) / 360) * n;
    const wy = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n;
    const tx = Math.min(n - 1, Math.floor(wx)),
      ty = Math.min(n - 1, Math.max(0, Math.floor(wy)));
    const t = await load(z, tx, ty);
    if (!t.heights) return null;
    const s = t.size;
    // Pixel-centre coordinates, clamped to the tile (no cross-tile blending: under a pixel of error).
    const px = Math.min(s - 1, Math.max(0, (wx - tx) * s - 0.5));
    const py = Math.min(s - 1, Math.max(0, (wy - ty) * s - 0.5));
    const x0 = Math.floor(px),
      y0 = Math.floor(py);
    const x1 = Math.min(s - 1, x0 + 1),
      y1 = Math.min(s - 1, y0 + 1);
    const fx = px - x0,
      fy = py - y0;
    const h = (x: number, y: number) => t.heights![y * s + x]!;
    const top = h(x0, y0) * (1 - fx) + h(x1, y0) * fx;
    const bottom = h(x0, y1) * (1 - fx) + h(x1, y1) * fx;
    return Math.round((top * (1 - fy) + bottom * fy) * 100) / 100;
  }

  return { at };
}
