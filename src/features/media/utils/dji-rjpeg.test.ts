import { readFileSync } from 'node:fs';
import { realFixture } from '../../../../tests/fixtures/real-fixtures';
import { describe, expect, it } from 'vitest';
import { readDjiRjpeg } from './dji-rjpeg';
import { boxStats, frameStats, type ThermalGrid } from './thermal-measure';

/**
 * Every expected value below comes from DJI's own Thermal SDK run on the exact fixture file, not
 * from this repository's code: libdirp.so of "dji_thermal_sdk_v1.4_20220929" (linux x64, as shipped
 * in SanNianYiSi/thermal_parser, plugins/dji_thermal_sdk_v1.4_20220929/, commit
 * b83e5ececb676987912a8b32d48064ed85a1b569; v1.7_20241205 gives the same figures), called through
 * dirp_create_from_rjpeg → dirp_get_rjpeg_resolution → dirp_measure_ex with the file's own
 * measurement parameters, on 2026-12-02. "SDK" below means that reading. The frame size is also in
 * the ExifTool dumps published beside each file in that repository (images/*.txt, "Image Width").
 *
 * The SDK's °C range of each file is stated so a reader of this test knows what the camera measured;
 * this module does not convert to °C (the conversion is not public, see dji-rjpeg.ts), so the tests
 * check what it does claim: the frame is the sensor's, read in the right order and orientation —
 * its hottest and coldest pixels are where the SDK puts them, and its ordering of pixels is the SDK's.
 */
interface Expected {
  file: string;
  layout: 'app3' | 'app4';
  model: string;
  /** SDK: whole-frame range in °C (for the record; not asserted, see above). */
  sdkRangeC: [number, number];
  /** SDK: every pixel [x, y] at the frame's minimum / maximum °C. */
  sdkColdest: Array<[number, number]>;
  sdkHottest: Array<[number, number]>;
  /** SDK: three pixels [x, y, °C], for the ordering check. */
  sdkPixels: Array<[number, number, number]>;
}

const FIXTURES: Expected[] = [
  {
    file: 'DJI_H20T.jpg', // Zenmuse H20T, EXIF Model "ZH20T" (ExifTool dump images/DJI_H20T.txt)
    layout: 'app3',
    model: 'ZH20T',
    sdkRangeC: [13.1, 28.1], // SDK, emissivity 1.00, distance 5 m, humidity 70 %, reflected 23 °C
    sdkColdest: [
      [416, 116],
      [412, 117],
      [414, 117],
      [415, 117],
      [416, 117],
      [417, 117],
    ],
    sdkHottest: [
      [580, 147],
      [581, 147],
    ],
    sdkPixels: [
      [320, 256, 20.2],
      [100, 400, 15.3],
      [500, 100, 13.9],
    ],
  },
  {
    file: 'DJI_XTS.jpg', // Zenmuse XT S, EXIF Model "XT S" (images/DJI_XTS.txt); its frame is in APP4
    layout: 'app4',
    model: 'XT S',
    sdkRangeC: [0.9, 9.9], // SDK, emissivity 1.00, distance 5 m, humidity 70 %, reflected 23 °C
    sdkColdest: [[494, 326]],
    sdkHottest: [
      [386, 435],
      [387, 436],
    ],
    sdkPixels: [
      [320, 256, 5.8],
      [100, 400, 2.3],
      [500, 100, 1.8],
    ],
  },
  {
    file: 'H20N_DJI_0006_R.JPG', // Zenmuse H20N, EXIF Model "ZH20N" (images/H20N/DJI_0006_R.txt)
    layout: 'app3',
    model: 'ZH20N',
    sdkRangeC: [11.45, 33.34], // SDK, emissivity 0.95, distance 5 m, humidity 50 %, reflected 25 °C
    sdkColdest: [[513, 32]],
    sdkHottest: [[421, 226]],
    sdkPixels: [
      [320, 256, 12.37],
      [100, 400, 12.7],
      [639, 511, 13.37],
    ],
  },
  {
    file: 'M3T_DJI_0002_R.JPG', // Mavic 3 Thermal, EXIF Model "M3T" (images/M3T/DJI_0002_R.txt)
    layout: 'app3',
    model: 'M3T',
    sdkRangeC: [22.91, 46.32], // SDK, emissivity 0.95, distance 5 m, humidity 50 %, reflected 25 °C
    // 27 pixels share the minimum (rows 0–1); the reader's coldest must be one of them.
    sdkColdest: [
      [160, 0],
      [161, 0],
      [182, 0],
      [184, 0],
      [187, 0],
      [195, 0],
      [200, 0],
      [210, 0],
      [221, 0],
      [224, 0],
      [227, 0],
      [248, 0],
      [251, 0],
      [255, 0],
      [257, 0],
      [271, 0],
      [275, 0],
      [276, 0],
      [282, 0],
      [287, 0],
      [297, 0],
      [305, 0],
      [194, 1],
      [223, 1],
      [246, 1],
      [290, 1],
      [299, 1],
    ],
    sdkHottest: [[400, 383]],
    sdkPixels: [
      [500, 100, 28.16],
      [320, 256, 32.78],
      [100, 400, 33.1],
    ],
  },
];

const read = (file: string) => new Uint8Array(readFileSync(realFixture(`photos/rjpeg/${file}`)));
const relative = (f: NonNullable<ReturnType<typeof readDjiRjpeg>>): ThermalGrid => ({ ...f, value: (r) => r, unit: 'raw' });
const key = ([x, y]: [number, number]) => `${x},${y}`;

describe('DJI R-JPEG reader, on every fixture in tests/fixtures/real/photos/rjpeg/', () => {
  for (const e of FIXTURES) {
    it(`${e.file}: the sensor frame (640 × 512, ${e.layout}) with the SDK's hottest and coldest pixels and its ordering`, () => {
      const f = readDjiRjpeg(read(e.file));
      if (!f) throw new Error(`${e.file}: no DJI thermal frame read`);
      expect({ width: f.width, height: f.height, layout: f.layout, make: f.make, model: f.model }).toEqual({
        width: 640,
        height: 512,
        layout: e.layout,
        make: 'DJI',
        model: e.model,
      });
      const stats = frameStats(relative(f));
      if (!stats) throw new Error('no stats');
      expect(stats.min).toBe(f.rawMin);
      expect(stats.max).toBe(f.rawMax);
      // The raw words are monotonic in the SDK's °C: the extreme words sit on the SDK's extreme pixels.
      expect(e.sdkHottest.map(key)).toContain(key([stats.hottest.x, stats.hottest.y]));
      expect(e.sdkColdest.map(key)).toContain(key([stats.coldest.x, stats.coldest.y]));
      const at = ([x, y]: [number, number, number]) => f.raw[y * f.width + x] as number;
      const bySdk = [...e.sdkPixels].sort((a, b) => a[2] - b[2]).map(at);
      expect(bySdk).toEqual([...bySdk].sort((a, b) => a - b));
      expect(new Set(bySdk).size).toBe(3);
    });
  }

  it('finds no DJI frame in a visible-light photo (the XT2 RGB image), so the screen offers no readout', () => {
    expect(readDjiRjpeg(new Uint8Array(readFileSync(realFixture('photos/DJI_Zenmuse_XT2_640_R_13mm.jpg'))))).toBeUndefined();
  });

  it('measures a box inside the frame within the frame’s own range (H20T)', () => {
    const f = readDjiRjpeg(read('DJI_H20T.jpg'));
    if (!f) throw new Error('no frame');
    const box = boxStats(relative(f), { x: 100, y: 100 }, { x: 199, y: 199 });
    // SDK: that box spans 17.5–23.5 °C inside the frame's 13.1–28.1 °C, so its words lie strictly inside.
    expect(box?.count).toBe(10_000);
    expect(box?.min).toBeGreaterThan(f.rawMin);
    expect(box?.max).toBeLessThan(f.rawMax);
  });
});
