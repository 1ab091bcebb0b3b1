// Builds a small terrain-RGB MBTiles file at test time: every tile at one zoom that covers a
// bounding box, with ground elevation given by a function. Tests then know the exact answer.
import Database from 'better-sqlite3';
import sharp from 'sharp';

export interface TerrainSpec {
  file: string;
  zoom: number;
  /** [west, south, east, north] */
  bbox: [number, number, number, number];
  elevation: (lat: number, lng: number) => number;
  encoding?: 'mapbox' | 'terrarium';
  size?: number;
}

const tileX = (lng: number, n: number) => Math.floor(((lng + 180) / 360) * n);
const tileY = (lat: number, n: number) => {
  const s = Math.sin((lat * Math.PI) / 180);
  return Math.floor((0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * n);
};
const lngOf = (x: number, n: number) => (x / n) * 360 - 180;
const latOf = (y: number, n: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;

function encode(h: number, encoding: 'mapbox' | 'terrarium'): [number, number, number] {
  if (encoding === 'terrarium') {
    const v = h + 32768;
    return [Math.floor(v / 256), Math.floor(v) % 256, Math.floor((v - Math.floor(v)) * 256)];
  }
  const v = Math.round((h + 10000) * 10);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export async function buildTerrainMbtiles(spec: TerrainSpec): Promise<void> {
  const { zoom, bbox, encoding = 'mapbox', size = 64 } = spec;
  const n = 2 ** zoom;
  const db = new Database(spec.file);
  db.exec(
    'CREATE TABLE metadata (name TEXT, value TEXT); CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);',
  );
  const meta = db.prepare('INSERT INTO metadata VALUES (?, ?)');
  for (const [k, v] of Object.entries({ name: 'test terrain', format: 'png', minzoom: String(zoom), maxzoom: String(zoom), encoding }))
    meta.run(k, v);
  const put = db.prepare('INSERT INTO tiles VALUES (?, ?, ?, ?)');
  for (let x = tileX(bbox[0], n); x <= tileX(bbox[2], n); x++) {
    for (let y = tileY(bbox[3], n); y <= tileY(bbox[1], n); y++) {
      const px = Buffer.alloc(size * size * 3);
      for (let j = 0; j < size; j++)
        for (let i = 0; i < size; i++) {
          // Pixel centres, as the sampler reads them.
          const lng = lngOf(x + (i + 0.5) / size, n);
          const lat = latOf(y + (j + 0.5) / size, n);
          px.set(encode(spec.elevation(lat, lng), encoding), (j * size + i) * 3);
        }
      const png = await sharp(px, { raw: { width: size, height: size, channels: 3 } })
        .png()
        .toBuffer();
      put.run(zoom, x, n - 1 - y, png);
    }
  }
  db.close();
}
