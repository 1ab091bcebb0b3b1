import fs from 'node:fs';
import { zxyToTileId } from 'pmtiles';

/**
 * A minimal PMTiles v3 writer, for tests that need a real archive at test time (no writer is
 * installed; the `pmtiles` package only reads). Layout, as the spec and the package's reader
 * (`bytesToHeader`, `deserializeIndex`) define it: a 127-byte header, one root directory (no leaf
 * directories, so at most a few thousand tiles), JSON metadata, then the tile data. Nothing is
 * compressed (internal compression 1 = none); identical tiles are stored once.
 */
export type PmtilesTileType = 'mvt' | 'png' | 'jpeg' | 'webp';
const TILE_TYPE: Record<PmtilesTileType, number> = { mvt: 1, png: 2, jpeg: 3, webp: 4 };
const HEADER_BYTES = 127;
const NONE = 1;

export interface PmtilesTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

export interface PmtilesSpec {
  tileType: PmtilesTileType;
  tiles: PmtilesTile[];
  metadata?: Record<string, unknown>;
  /** [west, south, east, north]; the whole world if left out. */
  bounds?: [number, number, number, number];
}

function varint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
}

/** A directory as deserializeIndex reads it: ids as deltas, run lengths, lengths, offsets + 1. */
function directory(entries: Entry[]): Buffer {
  const out: number[] = [];
  varint(out, entries.length);
  let last = 0;
  for (const e of entries) {
    varint(out, e.tileId - last);
    last = e.tileId;
  }
  for (let i = 0; i < entries.length; i++) varint(out, 1);
  for (const e of entries) varint(out, e.length);
  for (const e of entries) varint(out, e.offset + 1);
  return Buffer.from(out);
}

export function pmtilesBytes(spec: PmtilesSpec): Buffer {
  const sorted = spec.tiles.map((t) => ({ ...t, tileId: zxyToTileId(t.z, t.x, t.y) })).sort((a, b) => a.tileId - b.tileId);
  const chunks: Buffer[] = [];
  const seen = new Map<string, { offset: number; length: number }>();
  let dataLength = 0;
  const entries: Entry[] = sorted.map((t) => {
    const data = Buffer.from(t.data);
    const key = data.toString('base64');
    let stored = seen.get(key);
    if (!stored) {
      stored = { offset: dataLength, length: data.length };
      seen.set(key, stored);
      chunks.push(data);
      dataLength += data.length;
    }
    return { tileId: t.tileId, ...stored };
  });
  const root = directory(entries);
  const metadata = Buffer.from(JSON.stringify(spec.metadata ?? {}));
  const zooms = spec.tiles.map((t) => t.z);
  const [west, south, east, north] = spec.bounds ?? [-180, -85, 180, 85];

  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (at: number, v: number) => header.writeBigUInt64LE(BigInt(v), at);
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const dataOffset = metadataOffset + metadata.length;
  u64(8, rootOffset);
  u64(16, root.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, dataOffset); // no leaf directories: offset of an empty section
  u64(48, 0);
  u64(56, dataOffset);
  u64(64, dataLength);
  u64(72, entries.length);
  u64(80, entries.length);
  u64(88, chunks.length);
  header.writeUInt8(1, 96); // clustered: tile data is in tile-id order
  header.writeUInt8(NONE, 97);
  header.writeUInt8(NONE, 98);
  header.writeUInt8(TILE_TYPE[spec.tileType], 99);
  header.writeUInt8(Math.min(...zooms), 100);
  header.writeUInt8(Math.max(...zooms), 101);
  const e7 = (deg: number) => Math.round(deg * 1e7);
  header.writeInt32LE(e7(west), 102);
  header.writeInt32LE(e7(south), 106);
  header.writeInt32LE(e7(east), 110);
  header.writeInt32LE(e7(north), 114);
  header.writeUInt8(Math.min(...zooms), 118);
  header.writeInt32LE(e7((west + east) / 2), 119);
  header.writeInt32LE(e7((south + north) / 2), 123);
  return Buffer.concat([header, root, metadata, ...chunks]);
}

/** Writes the archive next to its final name, then renames it in whole, as an operator's copy finishes. */
export function writePmtiles(file: string, spec: PmtilesSpec): void {
  const tmp = `${file}.tmp`;
  fs.writeFileSync(tmp, pmtilesBytes(spec));
  fs.renameSync(tmp, file);
}
