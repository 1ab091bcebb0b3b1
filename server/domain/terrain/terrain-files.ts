// Opens an operator elevation model: a terrain-RGB tileset (`*.terrain.pmtiles` or
// `*.terrain.mbtiles`) in the operator basemaps directory (BASEMAPS_DIR, else DATA_DIR/basemaps).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';

export type TerrainEncoding = 'mapbox' | 'terrarium';

export interface TerrainTiles {
  name: string;
  encoding: TerrainEncoding;
  maxZoom: number;
  /** Tile bytes (PNG/WebP) in XYZ addressing, or undefined where the model has none. */
  tile(z: number, x: number, y: number): Promise<Uint8Array | undefined>;
  close(): void;
}

export const isTerrainFile = (name: string) => /\.terrain\.(pmtiles|mbtiles)$/i.test(name);

/** The terrain files in the directory, by name, with their modification times (one stat each). */
export function findTerrainFiles(dir: string): { file: string; mtimeMs: number }[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter(isTerrainFile).sort();
  } catch {
    return []; // no basemaps directory yet
  }
  return names.flatMap((name) => {
    const file = path.join(dir, name);
    try {
      return [{ file, mtimeMs: fs.statSync(file).mtimeMs }];
    } catch {
      return []; // removed since the directory was read
    }
  });
}

const encodingOf = (v: unknown): TerrainEncoding => (String(v ?? '').toLowerCase() === 'terrarium' ? 'terrarium' : 'mapbox');

function openMbtiles(file: string): TerrainTiles {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const meta = new Map(
    (db.prepare('SELECT name, value FROM metadata').all() as { name: string; value: string }[]).map((r) => [r.name, r.value]),
  );
  const maxZoom =
    Number(meta.get('maxzoom')) || (db.prepare('SELECT MAX(zoom_level) AS z FROM tiles').get() as { z: number | null }).z || 0;
  const get = db.prepare('SELECT tile_data AS d FROM tiles WHERE zoom_level = ? AND tile_column = ? AND tile_row = ?');
  return {
    name: path.basename(file),
    encoding: encodingOf(meta.get('encoding')),
    maxZoom,
    // MBTiles rows are TMS: y counts from the south.
    tile: (z, x, y) => Promise.resolve((get.get(z, x, (1 << z) - 1 - y) as { d: Buffer } | undefined)?.d),
    close: () => db.close(),
  };
}

class FileSource implements Source {
  constructor(
    private readonly fd: number,
    private readonly key: string,
  ) {}
  getKey() {
    return this.key;
  }
  getBytes(offset: number, length: number): Promise<RangeResponse> {
    const buf = Buffer.alloc(length);
    const n = fs.readSync(this.fd, buf, 0, length, offset);
    return Promise.resolve({ data: buf.buffer.slice(buf.byteOffset, buf.byteOffset + n) });
  }
}

async function openPmtiles(file: string): Promise<TerrainTiles> {
  const fd = fs.openSync(file, 'r');
  const pm = new PMTiles(new FileSource(fd, file));
  const header = await pm.getHeader().catch((err: unknown) => {
    fs.closeSync(fd); // not a PMTiles archive: the service skips it, and must not keep it open
    throw err;
  });
  const meta = (await pm.getMetadata().catch(() => ({}))) as { encoding?: unknown };
  return {
    name: path.basename(file),
    encoding: encodingOf(meta.encoding),
    maxZoom: header.maxZoom,
    tile: async (z, x, y) => {
      const r = await pm.getZxy(z, x, y);
      return r ? new Uint8Array(r.data) : undefined;
    },
    close: () => fs.closeSync(fd),
  };
}

export function openTerrainFile(file: string): Promise<TerrainTiles> {
  return file.toLowerCase().endsWith('.mbtiles') ? Promise.resolve(openMbtiles(file)) : openPmtiles(file);
}
