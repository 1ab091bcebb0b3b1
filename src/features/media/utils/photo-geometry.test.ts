import { describe, expect, it } from 'vitest';
import { groundSampleDistanceCm, sensorWidthFrom35mm } from './photo-geometry';

describe('ground sample distance', () => {
  it('is sensor width × height ÷ (focal length × image width)', () => {
    // A 13.2 mm-wide 1" sensor, 8.8 mm lens, 5472 px wide, at 100 m: 13.2·100/(8.8·5472) m = 2.741 cm/px
    // (the figure DJI's Phantom 4 Pro mapping guides quote for 100 m is 2.74 cm/px).
    expect(groundSampleDistanceCm({ heightM: 100, focalMm: 8.8, sensorWidthMm: 13.2, widthPx: 5472 })).toBeCloseTo(2.741, 3);
    expect(groundSampleDistanceCm({ heightM: 0, focalMm: 8.8, sensorWidthMm: 13.2, widthPx: 5472 })).toBeUndefined();
  });

  it('takes the sensor width from the 35 mm equivalent on the diagonal (H20T thermal: 13.5 mm ≙ 58 mm, 640 × 512)', () => {
    // 43.27·13.5/58 = 10.07 mm diagonal; × 640/819.6 = 7.86 mm. The H20T's thermal core is 640 px of 12 µm = 7.68 mm
    // (DJI's H20T specification), so the EXIF rounding of the equivalent costs about 2 %.
    expect(sensorWidthFrom35mm(13.5, 58, 640, 512)).toBeCloseTo(7.86, 2);
    expect(sensorWidthFrom35mm(13.5, 0, 640, 512)).toBeUndefined();
  });
});
