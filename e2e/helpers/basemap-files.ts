import fs from 'node:fs';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';

/** The running service's basemaps directory (BASEMAPS_DIR of the e2e service, made by global setup). */
export function basemapsDir(): string {
  const dir = process.env.E2E_BASEMAPS_DIR;
  if (!dir) throw new Error('E2E_BASEMAPS_DIR is not set (the e2e global setup sets it)');
  return dir;
}

function mbtiles(file: string, meta: Record<string, string>, tiles: { z: number; x: number; y: number; data: Buffer }[]): void {
  fs.rmSync(file, { force: true });
  const tmp = `${file}.tmp`;
  const db = new Database(tmp);
  db.exec(
    'CREATE TABLE metadata (name TEXT, value TEXT); CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);',
  );
  const m = db.prepare('INSERT INTO metadata VALUES (?, ?)');
  for (const [k, v] of Object.entries(meta)) m.run(k, v);
  const t = db.prepare('INSERT INTO tiles VALUES (?, ?, ?, ?)');
  // One transaction: a commit per tile would sync the disk hundreds of times.
  db.transaction(() => {
    for (const { z, x, y, data } of tiles) t.run(z, x, (1 << z) - 1 - y, data);
  })();
  db.close();
  // Renamed into place whole, as an operator's copy would finish.
  fs.renameSync(tmp, file);
}

function allTiles(maxZoom: number): { z: number; x: number; y: number }[] {
  const out = [];
  for (let z = 0; z <= maxZoom; z++) for (let x = 0; x < 2 ** z; x++) for (let y = 0; y < 2 ** z; y++) out.push({ z, x, y });
  return out;
}

/** A raster MBTiles whose every tile is one solid colour, z0–4. */
export async function writeRasterMbtiles(file: string, rgb: [number, number, number]): Promise<void> {
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();
  mbtiles(
    file,
    { name: 'test raster', format: 'png', minzoom: '0', maxzoom: '4', bounds: '-180,-85,180,85' },
    allTiles(4).map((t) => ({ ...t, data: png })),
  );
}

/** A vector MBTiles with one polygon layer "zone" covering the whole world, z0–3. */
export function writeVectorMbtiles(file: string): void {
  const world: GeoJSON.Feature = {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-179, -84],
          [179, -84],
          [179, 84],
          [-179, 84],
          [-179, -84],
        ],
      ],
    },
  };
  const index = new GeoJSONVT(world, { maxZoom: 3 });
  const tiles = allTiles(3).flatMap((t) => {
    const tile = index.getTile(t.z, t.x, t.y);
    return tile ? [{ ...t, data: Buffer.from(fromGeojsonVt({ zone: tile }, { version: 2, extent: 4096 })) }] : [];
  });
  const json = JSON.stringify({ vector_layers: [{ id: 'zone', fields: {} }] });
  mbtiles(file, { name: 'test vector', format: 'pbf', minzoom: '0', maxzoom: '3', json }, tiles);
}
