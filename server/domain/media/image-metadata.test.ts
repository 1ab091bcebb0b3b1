import { realFixture } from '../../../tests/fixtures/real-fixtures';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readImageMetadata } from './image-metadata';

/** A missing fixture throws with its name (realFixture), so these tests fail rather than pass on nothing. */
const photo = (name: string) => realFixture(`photos/${name}`);

describe('image metadata of real DJI photos', () => {
  it('reads EXIF GPS and DJI XMP hidden in an EXIF tag (Zenmuse XT2, visible light, not thermal)', async () => {
    const m = await readImageMetadata(photo('DJI_Zenmuse_XT2_640_R_13mm.jpg'));
    expect(m).toMatchObject({ make: 'DJI', model: 'XT2', gpslatref: 'N', gpslngref: 'W', exifimagewidth: 4000, camShutterSpeed: '1/100' });
    expect(m.gpslat as number).toBeCloseTo(39.91764, 4);
    expect(m.gpslng as number).toBeCloseTo(-2.82298, 4);
    expect(m.gpsalt as number).toBeCloseTo(881.6, 1);
    expect(m.gimbalpitchdegree as number).toBeCloseTo(-89.9, 1);
    expect(m.thermalData).toBeUndefined();
  });

  it('reads the thermal measurement parameters DJI writes to APP4 (H20T)', async () => {
    const m = await readImageMetadata(photo('rjpeg/DJI_H20T.jpg'));
    expect(m.thermalData).toMatchObject({
      isThermal: true,
      hasRadiometricData: true,
      calibration: { emissivity: 1, reflectedTemperature: 23, humidity: 70, distance: 5, atmosphericTemperature: 21 },
    });
  });

  it('reads the legacy DJI: XMP prefix and a below-sea-level altitude (XT S R-JPEG)', async () => {
    const m = await readImageMetadata(photo('rjpeg/DJI_XTS.jpg'));
    expect(m.gimbalpitchdegree).toBeCloseTo(19.9, 1);
    expect(m.gpsalt as number).toBeCloseTo(-29.4, 1);
    expect(m.gpsaltref).toBe(1);
    expect(m.thermalData).toMatchObject({ isThermal: true, hasRadiometricData: true });
  });

  it('reads drone serial and thermal flags from an H20N R-JPEG, and copes with no GPS (M3T)', async () => {
    const h20n = await readImageMetadata(photo('rjpeg/H20N_DJI_0006_R.JPG'));
    expect(h20n).toMatchObject({ model: 'ZH20N', droneSerialNumber: '1ZNBJC400C0029', thermalData: { isThermal: true } });
    expect(h20n.gimbalyawdegree).toBeCloseTo(-106.6, 1);
    const m3t = await readImageMetadata(photo('rjpeg/M3T_DJI_0002_R.JPG'));
    expect(m3t.gpslat).toBeUndefined();
    expect(m3t.thermalData).toMatchObject({ isThermal: true, hasRadiometricData: true });
  });

  it('marks a FLIR-layout R-JPEG (APP1 `FLIR` segments) as thermal with radiometric data', async () => {
    const jpeg = fs.readFileSync(photo('DJI_Zenmuse_XT2_640_R_13mm.jpg'));
    const body = Buffer.concat([Buffer.from('FLIR\0\x01\x00\x00', 'latin1'), Buffer.from('FFF\0')]);
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'flir-')), 'flir.jpg');
    fs.writeFileSync(file, Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]));
    const m = await readImageMetadata(file);
    expect(m.thermalData).toMatchObject({ isThermal: true, hasRadiometricData: true });
    expect(m.make).toBe('DJI');
  });
});

describe('capture time and sensor of real DJI photos', () => {
  // Expected values: the ExifTool 12.35 dumps published beside each file in SanNianYiSi/thermal_parser
  // (images/DJI_H20T.txt, images/DJI_XTS.txt, images/H20N/DJI_0006_R.txt, images/M3T/DJI_0002_R.txt:
  // "Date/Time Original"; none states an offset or a GPS time). XT2: its EXIF as listed in SOURCES.md (2019-05-24)
  // and read raw with exifr (reviveValues off): "2019:05:24 15:24:01".
  const extra = (m: Record<string, unknown>) => m.additional as Record<string, unknown>;
  it.each([
    ['DJI_Zenmuse_XT2_640_R_13mm.jpg', '2019-05-24T15:24:01'],
    ['rjpeg/DJI_H20T.jpg', '2021-05-28T10:33:46'],
    ['rjpeg/DJI_XTS.jpg', '2019-12-25T16:10:22.657'],
    ['rjpeg/H20N_DJI_0006_R.JPG', '2022-03-24T17:37:59'],
    ['rjpeg/M3T_DJI_0002_R.JPG', '2022-07-23T15:13:38'],
  ])('%s was taken at %s on the camera clock, with no time zone recorded', async (file, local) => {
    const m = await readImageMetadata(photo(file));
    expect(extra(m)).toMatchObject({ captureTime: local, captureTimeSource: 'exif' });
    expect(extra(m).captureTimeOffset).toBeUndefined();
  });

  it('keeps the relative and absolute altitude GSD needs (XT2 XMP: RelativeAltitude 34.4, AbsoluteAltitude 881.61)', async () => {
    const m = await readImageMetadata(photo('DJI_Zenmuse_XT2_640_R_13mm.jpg'));
    expect(extra(m).relativeAltitude as number).toBeCloseTo(34.4, 3);
    expect(extra(m).absoluteAltitude as number).toBeCloseTo(881.61, 2);
    expect(m).toMatchObject({ camfocallength: 8 });
  });
});
