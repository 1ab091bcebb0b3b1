import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeRasterMbtiles, writeRasterPmtiles, writeVectorMbtiles, writeVectorPmtiles } from '../../e2e/helpers/basemap-files';
import { basemapFilePath, listBasemapFiles, readMbtilesTile } from './basemap-files';

describe('operator basemap files', () => {
  it('lists raster and vector files, a broken one with its error, and never an elevation model', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basemaps-'));
    await writeRasterMbtiles(path.join(dir, 'ortho.mbtiles'), [255, 0, 255]);
    writeVectorMbtiles(path.join(dir, 'zones.mbtiles'));
    fs.writeFileSync(path.join(dir, 'broken.pmtiles'), 'not a tile archive');
    fs.writeFileSync(path.join(dir, 'alps.terrain.pmtiles'), 'elevation');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'ignored');

    const files = await listBasemapFiles(dir);
    expect(files.map((f) => f.name)).toEqual(['broken.pmtiles', 'ortho.mbtiles', 'zones.mbtiles']);
    expect(files[0]).toMatchObject({ container: 'pmtiles', error: expect.stringMatching(/^Cannot read this file/) });
    expect(files[1]).toMatchObject({ container: 'mbtiles', kind: 'raster', format: 'png', minzoom: 0, maxzoom: 4 });
    expect(files[2]).toMatchObject({ kind: 'vector', format: 'pbf', layers: ['zone'], protomaps: false });

    const tile = readMbtilesTile(path.join(dir, 'ortho.mbtiles'), 2, 1, 3);
    expect(tile?.subarray(1, 4).toString()).toBe('PNG');
    expect(readMbtilesTile(path.join(dir, 'ortho.mbtiles'), 9, 0, 0)).toBeUndefined();
    expect(basemapFilePath(dir, '../ortho.mbtiles')).toBeUndefined();
    expect(basemapFilePath(dir, 'alps.terrain.pmtiles')).toBeUndefined();
    expect(await listBasemapFiles(path.join(dir, 'missing'))).toEqual([]);
  });

  it('reads PMTiles v3 files: raster, and vector with its layers (drawn layer by layer when not Protomaps)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basemaps-pm-'));
    await writeRasterPmtiles(path.join(dir, 'sat.pmtiles'), [0, 255, 255]);
    writeVectorPmtiles(path.join(dir, 'areas.pmtiles'));
    const files = await listBasemapFiles(dir);
    expect(files).toEqual([
      expect.objectContaining({
        name: 'areas.pmtiles',
        container: 'pmtiles',
        kind: 'vector',
        format: 'pbf',
        layers: ['area'],
        protomaps: false,
      }),
      expect.objectContaining({ name: 'sat.pmtiles', container: 'pmtiles', kind: 'raster', format: 'png', minzoom: 0, maxzoom: 4 }),
    ]);
  });
});
