import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@/lib/contract/media';
import { footprintsWithin, mediaMapData, mediaMapDataInSlices } from './map-features';

// Photos on a small grid looking straight down from 100 m (24 mm-equivalent lens): each has a footprint.
const items = Array.from(
  { length: 2500 },
  (_v, i) =>
    ({
      id: `p${i}`,
      name: `P${i}.JPG`,
      type: i % 50 === 0 ? 'F' : 'I',
      metadata: {
        gpslat: 47 + Math.floor(i / 50) * 0.001,
        gpslng: 8 + (i % 50) * 0.001,
        gpsalt: 600,
        baseAltitude: 500,
        gimbalpitchdegree: -90,
        gimbalyawdegree: 0,
        gimbalrolldegree: 0,
        camfocallengthin35mmformat: 24,
        exifimagewidth: 4000,
        exifimageheight: 3000,
      },
    }) as unknown as MediaItem,
);

describe('media map data', () => {
  it('builds the same points, footprints and bounds in slices as in one go, folders left out', async () => {
    const whole = mediaMapData(items);
    const sliced = await mediaMapDataInSlices(items);
    expect(whole.points.features).toHaveLength(2450);
    expect(whole.footprints.features).toHaveLength(2450);
    expect(sliced).toEqual(whole);
    expect(whole.bounds).toEqual([8.001, 47, 8.049, 47.049]);
  });

  it('stops when aborted', async () => {
    const ctl = new AbortController();
    ctl.abort();
    expect(await mediaMapDataInSlices(items, ctl.signal)).toBeUndefined();
  });

  it('keeps the footprints that overlap a view', () => {
    const { footprints } = mediaMapData(items);
    const near = footprintsWithin(footprints, [8.0095, 47.0095, 8.0105, 47.0105]);
    // A 144 × 108 m patch spans about ±0.001° of longitude and ±0.0005° of latitude around its photo.
    expect(near.features.length).toBeGreaterThan(0);
    expect(near.features.length).toBeLessThan(20);
    expect(footprintsWithin(footprints, [9, 48, 9.1, 48.1]).features).toHaveLength(0);
  });
});
