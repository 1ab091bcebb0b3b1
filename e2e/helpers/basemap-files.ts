import fs from 'node:fs';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { writePmtiles } from '../../server/testing/pmtiles-writer';

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

async function solidPng(rgb: [number, number, number]): Promise<Buffer> {
  return sharp({ create: { width: 256, height: 256, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();
}

/** One polygon layer named `layer` covering the whole world, as vector tiles z0–maxZoom. */
function worldLayerTiles(layer: string, maxZoom: number) {
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
  const index = new GeoJSONVT(world, { maxZoom });
  return allTiles(maxZoom).flatMap((t) => {
    const tile = index.getTile(t.z, t.x, t.y);
    return tile ? [{ ...t, data: Buffer.from(fromGeojsonVt({ [layer]: tile }, { version: 2, extent: 4096 })) }] : [];
  });
}

/** A raster MBTiles whose every tile is one solid colour, z0–4. */
export async function writeRasterMbtiles(file: string, rgb: [number, number, number]): Promise<void> {
  const png = await solidPng(rgb);
  mbtiles(
    file,
    { name: 'test raster', format: 'png', minzoom: '0', maxzoom: '4', bounds: '-180,-85,180,85' },
    allTiles(4).map((t) => ({ ...t, data: png })),
  );
}

/** A vector MBTiles with one polygon layer "zone" covering the whole world, z0–3. */
export function writeVectorMbtiles(file: string): void {
  const json = JSON.stringify({ vector_layers: [{ id: 'zone', fields: {} }] });
  mbtiles(file, { name: 'test vector', format: 'pbf', minzoom: '0', maxzoom: '3', json }, worldLayerTiles('zone', 3));
}

/** A raster PMTiles (v3) whose every tile is one solid colour, z0–4. */
export async function writeRasterPmtiles(file: string, rgb: [number, number, number]): Promise<void> {
  const png = await solidPng(rgb);
  writePmtiles(file, { tileType: 'png', tiles: allTiles(4).map((t) => ({ ...t, data: png })), metadata: { name: 'test raster' } });
}

/** A vector PMTiles (v3) with one polygon layer "area" covering the whole world, z0–3. */
export function writeVectorPmtiles(file: string): void {
  writePmtiles(file, {
    tileType: 'mvt',
    tiles: worldLayerTiles('area', 3),
    metadata: { name: 'test vector', vector_layers: [{ id: 'area', fields: {} }] },
  });
}
