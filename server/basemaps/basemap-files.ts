import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { PMTiles, TileType, type Source } from 'pmtiles';

/**
 * Operator basemaps: `.pmtiles` and `.mbtiles` files in the basemaps directory, read on every
 * listing so a dropped file appears with no restart. A file that cannot be read is listed with
 * its error; it never throws out of here. `*.terrain.pmtiles|mbtiles` are elevation models
 * (the mission planner's), not basemaps, and are skipped.
 */
export interface BasemapFile {
  /** The file name: the id in URLs and the label in the switcher. */
  name: string;
  container: 'pmtiles' | 'mbtiles';
  /** Absent when the file could not be read (see `error`). */
  kind?: 'vector' | 'raster';
  format?: string;
  minzoom?: number;
  maxzoom?: number;
  bounds?: [number, number, number, number];
  /** Vector files: whether the layers follow the Protomaps basemap schema. */
  protomaps?: boolean;
  /** Vector files: the source-layer names, for a generic style when the schema is not Protomaps'. */
  layers?: string[];
  attribution?: string;
  error?: string;
}

export const isTerrainFile = (name: string) => /\.terrain\.(pmtiles|mbtiles)$/i.test(name);
const isBasemapFile = (name: string) => /\.(pmtiles|mbtiles)$/i.test(name) && !isTerrainFile(name) && !name.startsWith('.');

/** Layers every Protomaps basemap tileset has; a vector file with them is styled with @protomaps/basemaps. */
const PROTOMAPS_LAYERS = ['earth', 'water', 'roads'];

class NodeFileSource implements Source {
  constructor(private readonly file: string) {}
  getKey(): string {
    return this.file;
  }
  async getBytes(offset: number, length: number) {
    const fh = await fs.promises.open(this.file, 'r');
    try {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await fh.read(buf, 0, length, offset);
      const data = buf.buffer.slice(buf.byteOffset, buf.byteOffset + bytesRead) as ArrayBuffer;
      return { data };
    } finally {
      await fh.close();
    }
  }
}

const PMTILES_FORMAT: Partial<Record<TileType, string>> = {
  [TileType.Mvt]: 'pbf',
  [TileType.Png]: 'png',
  [TileType.Jpeg]: 'jpg',
  [TileType.Webp]: 'webp',
  [TileType.Avif]: 'avif',
};

function layerIds(json: unknown): string[] {
  const layers = (json as { vector_layers?: { id?: unknown }[] } | null)?.vector_layers;
  return Array.isArray(layers) ? layers.map((l) => String(l.id)) : [];
}

async function readPmtiles(file: string, name: string): Promise<BasemapFile> {
  const archive = new PMTiles(new NodeFileSource(file));
  const h = await archive.getHeader();
  const format = PMTILES_FORMAT[h.tileType];
  if (!format) throw new Error(`unsupported tile type ${h.tileType}`);
  const kind = format === 'pbf' ? 'vector' : 'raster';
  const meta = kind === 'vector' ? await archive.getMetadata().catch(() => null) : null;
  const ids = layerIds(meta);
  return {
    name,
    container: 'pmtiles',
    kind,
    format,
    minzoom: h.minZoom,
    maxzoom: h.maxZoom,
    bounds: [h.minLon, h.minLat, h.maxLon, h.maxLat],
    protomaps: kind === 'vector' && PROTOMAPS_LAYERS.every((l) => ids.includes(l)),
    // A vector file in another schema is drawn layer by layer (as an MBTiles one is).
    layers: kind === 'vector' ? ids : undefined,
    attribution:
      typeof (meta as { attribution?: unknown } | null)?.attribution === 'string'
        ? (meta as { attribution: string }).attribution
        : undefined,
  };
}

function readMbtiles(file: string, name: string): BasemapFile {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT name, value FROM metadata').all() as { name: string; value: string }[];
    const meta = Object.fromEntries(rows.map((r) => [r.name, r.value]));
    const format = (meta.format ?? 'png').toLowerCase();
    if (!['pbf', 'png', 'jpg', 'jpeg', 'webp'].includes(format)) throw new Error(`unsupported tile format "${format}"`);
    const kind = format === 'pbf' ? 'vector' : 'raster';
    const bounds = meta.bounds?.split(',').map(Number);
    const ids = kind === 'vector' && meta.json ? layerIds(JSON.parse(meta.json)) : [];
    // Reading one row proves the tiles table is there.
    db.prepare('SELECT zoom_level FROM tiles LIMIT 1').get();
    return {
      name,
      container: 'mbtiles',
      kind,
      format: format === 'jpeg' ? 'jpg' : format,
      minzoom: meta.minzoom === undefined ? 0 : Number(meta.minzoom),
      maxzoom: meta.maxzoom === undefined ? 14 : Number(meta.maxzoom),
      bounds: bounds?.length === 4 && bounds.every(Number.isFinite) ? (bounds as [number, number, number, number]) : undefined,
      protomaps: kind === 'vector' && PROTOMAPS_LAYERS.every((l) => ids.includes(l)),
      layers: kind === 'vector' ? ids : undefined,
      attribution: meta.attribution,
    };
  } finally {
    db.close();
  }
}

export async function listBasemapFiles(dir: string): Promise<BasemapFile[]> {
  let names: string[];
  try {
    names = (await fs.promises.readdir(dir)).filter(isBasemapFile).sort((a, b) => a.localeCompare(b));
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name): Promise<BasemapFile> => {
      const container = name.toLowerCase().endsWith('.pmtiles') ? 'pmtiles' : 'mbtiles';
      try {
        const file = path.join(dir, name);
        return container === 'pmtiles' ? await readPmtiles(file, name) : readMbtiles(file, name);
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        return { name, container, error: `Cannot read this file: ${reason}` };
      }
    }),
  );
}

/** The path of a listed basemap file, or undefined for any other name (no path tricks). */
export function basemapFilePath(dir: string, name: string): string | undefined {
  if (!isBasemapFile(name) || name !== path.basename(name)) return undefined;
  const file = path.join(dir, name);
  return fs.existsSync(file) ? file : undefined;
}

/** One MBTiles tile (XYZ addressing; the file stores TMS rows), or undefined when absent. */
export function readMbtilesTile(file: string, z: number, x: number, y: number): Buffer | undefined {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT tile_data FROM tiles WHERE zoom_level = ? AND tile_column = ? AND tile_row = ?')
      .get(z, x, (1 << z) - 1 - y) as { tile_data: Buffer } | undefined;
    return row?.tile_data;
  } finally {
    db.close();
  }
}
