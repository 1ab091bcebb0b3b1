import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { admin1Lines, cachedAdmin1Lines } from './admin1-lines';

const square = (x: number, y: number, country: string) => ({
  type: 'Feature',
  properties: { adm0_a3: country },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [x, y],
        [x + 1, y],
        [x + 1, y + 1],
        [x, y + 1],
        [x, y],
      ],
    ],
  },
});

/** Three provinces in a row: A1 | A2 share x=1 (one country), A2 | B1 share x=2 (a country border). */
function fixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin1-'));
  const file = path.join(dir, 'admin1.json');
  fs.writeFileSync(
    file,
    JSON.stringify({ type: 'FeatureCollection', features: [square(0, 0, 'AAA'), square(1, 0, 'AAA'), square(2, 0, 'BBB')] }),
  );
  return file;
}

describe('admin-1 lines', () => {
  it('keeps only the edges two provinces of the same country share, once each', () => {
    const lines = admin1Lines(fixture()).geometry.coordinates;
    // Coasts (edges of one polygon) and the A2|B1 country border are not admin-1 lines.
    expect(lines).toEqual([
      [
        [1, 0],
        [1, 1],
      ],
    ]);
  });

  it('keeps what it derived in the cache and reads it back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin1-cache-'));
    fs.writeFileSync(path.join(dir, 'admin1-lines.json'), JSON.stringify(admin1Lines(fixture())));
    expect(cachedAdmin1Lines(dir).geometry.coordinates).toHaveLength(1);
  });
});
