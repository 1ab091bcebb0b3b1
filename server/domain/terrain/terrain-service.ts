// The operator's elevation model, opened on first use and reopened when the file in the basemaps
// directory changes (an operator may drop one in while the service runs).
import type { TerrainInfo } from '../../../src/lib/contract/terrain';
import { notFound } from '../errors';
import { findTerrainFiles, openTerrainFile, type TerrainTiles } from './terrain-files';
import { createSampler } from './terrain-sampler';

interface Open {
  file: string;
  mtimeMs: number;
  tiles: TerrainTiles;
  sampler: ReturnType<typeof createSampler>;
}

export function createTerrainService(dir: string) {
  let current: Open | null = null;
  let opening: Promise<Open | null> | null = null;

  // Files that failed to open, by path → mtime: a broken file is skipped (the next one is used)
  // until it changes, instead of hiding a good model behind it.
  const broken = new Map<string, number>();

  async function open(candidates: { file: string; mtimeMs: number }[]): Promise<Open | null> {
    current?.tiles.close();
    current = null;
    for (const { file, mtimeMs } of candidates) {
      try {
        const tiles = await openTerrainFile(file);
        current = { file, mtimeMs, tiles, sampler: createSampler(tiles) };
        return current;
      } catch {
        broken.set(file, mtimeMs);
      }
    }
    return null;
  }

  async function model(): Promise<Open | null> {
    const candidates = findTerrainFiles(dir).filter((c) => broken.get(c.file) !== c.mtimeMs);
    const first = candidates[0];
    if (current && current.file === first?.file && current.mtimeMs === first.mtimeMs) return current;
    opening ??= open(candidates).finally(() => {
      opening = null;
    });
    return opening;
  }

  return {
    async info(): Promise<TerrainInfo> {
      const m = await model().catch(() => null);
      return m ? { available: true, name: m.tiles.name, encoding: m.tiles.encoding, maxZoom: m.tiles.maxZoom } : { available: false };
    },
    async elevations(points: { lat: number; lng: number }[]): Promise<{ elevations: (number | null)[]; model: string }> {
      const m = await model();
      if (!m) throw notFound('Elevation model (a *.terrain.pmtiles or *.terrain.mbtiles file in the basemaps directory)');
      const elevations: (number | null)[] = [];
      for (const p of points) elevations.push(await m.sampler.at(p.lat, p.lng));
      return { elevations, model: m.tiles.name };
    },
    close() {
      current?.tiles.close();
    },
  };
}
