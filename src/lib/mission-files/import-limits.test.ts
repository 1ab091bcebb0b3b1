import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ImportError } from './import-error';
import { MAX_IMPORT_FILE_BYTES, readImportFile } from './import-limits';
import { importMissionFile } from './import-mission-file';
import { fixture } from './test-fixtures';

/** An archive whose one entry inflates to `mb` megabytes of zeros (300 MB packs into ~300 KB). */
const bomb = (mb: number, name: string) => zipSync({ [name]: new Uint8Array(mb * 1024 * 1024) }, { level: 1 });

describe('import limits', () => {
  it('refuses a KMZ bomb by its declared size, before inflating it, naming the entry and the cap', () => {
    const kmz = bomb(60, 'wpmz/template.kml');
    expect(kmz.length).toBeLessThan(100 * 1024);
    const refused = (() => {
      try {
        importMissionFile('bomb.kmz', kmz);
      } catch (e) {
        return e;
      }
    })();
    expect(refused).toBeInstanceOf(ImportError);
    expect((refused as Error).message).toBe(
      'bomb.kmz: wpmz/template.kml would inflate past the 50 MB an archive entry may hold (100 MB in all): it is not a mission file, or it is a zip bomb',
    );
  });

  it('leaves entries it does not read packed, so a bomb beside the mission does not matter', () => {
    const real = fixture('wpml/waypointsample.kmz');
    const entries = unzipSync(real);
    const kmz = zipSync({ ...entries, 'res/photo.jpg': new Uint8Array(60 * 1024 * 1024) }, { level: 1 });
    expect(importMissionFile('with-extra.kmz', kmz).mission.route).toHaveLength(4);
  });

  it('refuses a file past the cap before reading it', async () => {
    const big = { name: 'huge.kml', size: MAX_IMPORT_FILE_BYTES + 1, arrayBuffer: () => Promise.reject(new Error('read')) };
    await expect(readImportFile(big)).rejects.toThrow('huge.kml: the file is 50.0 MB; files up to 50 MB can be imported');
  });
});
