import { PMTiles, TileType, type RangeResponse, type Source } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { pmtilesBytes } from './pmtiles-writer';

/** The reader the dashboard and the service use, over the bytes in memory. */
function bufferSource(bytes: Buffer): Source {
  return {
    getKey: () => 'test',
    getBytes: async (offset: number, length: number): Promise<RangeResponse> => {
      const slice = bytes.subarray(offset, offset + length);
      return { data: slice.buffer.slice(slice.byteOffset, slice.byteOffset + slice.byteLength) as ArrayBuffer };
    },
  };
}

describe('PMTiles v3 writer (tests only)', () => {
  it('writes an archive the pmtiles package reads back: header, metadata, every tile', async () => {
    const tiles = [];
    for (let z = 0; z <= 3; z++)
      for (let x = 0; x < 2 ** z; x++) for (let y = 0; y < 2 ** z; y++) tiles.push({ z, x, y, data: Buffer.from(`tile ${z}/${x}/${y}`) });
    // Two tiles with the same bytes are stored once and both found.
    tiles.push({ z: 4, x: 0, y: 0, data: Buffer.from('same') }, { z: 4, x: 15, y: 15, data: Buffer.from('same') });
    const archive = new PMTiles(bufferSource(pmtilesBytes({ tileType: 'png', tiles, metadata: { name: 'test' } })));

    const header = await archive.getHeader();
    expect(header).toMatchObject({
      specVersion: 3,
      tileType: TileType.Png,
      minZoom: 0,
      maxZoom: 4,
      numAddressedTiles: 87,
      numTileContents: 86,
    });
    expect(await archive.getMetadata()).toEqual({ name: 'test' });
    for (const [z, x, y] of [
      [0, 0, 0],
      [2, 3, 1],
      [3, 5, 6],
    ] as const) {
      const got = await archive.getZxy(z, x, y);
      expect(Buffer.from(got!.data).toString()).toBe(`tile ${z}/${x}/${y}`);
    }
    expect(Buffer.from((await archive.getZxy(4, 15, 15))!.data).toString()).toBe('same');
    expect(await archive.getZxy(4, 1, 1)).toBeUndefined();
  });
});
