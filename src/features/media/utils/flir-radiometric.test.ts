import { readFileSync } from 'node:fs';
import { realFixture } from '../../../../tests/fixtures/real-fixtures';
import { describe, expect, it } from 'vitest';
import { extractFff, frameRange, parseFff, rawToCelsius } from './flir-radiometric';
import { buildFff, celsiusToRaw, SAMPLE_FLIR_PARAMS, withFlirSegments } from './flir-test-file';

const real = (f: string) => new Uint8Array(readFileSync(realFixture(`photos/${f}`)));

describe('FLIR radiometric JPEG', () => {
  it('is the plain Planck law for a black body at no distance', () => {
    const p = { ...SAMPLE_FLIR_PARAMS, emissivity: 1, objectDistance: 0 };
    const raw = 15000;
    const expected = p.planckB / Math.log(p.planckR1 / (p.planckR2 * (raw + p.planckO)) + p.planckF) - 273.15;
    expect(rawToCelsius(p)(raw)).toBeCloseTo(expected, 6);
  });

  it('corrects for emissivity: a grey body hotter than its surroundings reads hotter than the same signal from a black body', () => {
    const blackBody = { ...SAMPLE_FLIR_PARAMS, emissivity: 1, objectDistance: 0 };
    const raw = celsiusToRaw(blackBody, 60);
    expect(rawToCelsius(blackBody)(raw)).toBeCloseTo(60, 1);
    expect(rawToCelsius({ ...blackBody, emissivity: 0.8 })(raw)).toBeGreaterThan(65);
  });

  it('reads the frame and parameters back from a JPEG, split over several APP1 segments', () => {
    const big = [320, 240] as const; // 150 KB of raw data: three APP1 segments
    const temps = (x: number, y: number) => 10 + (70 * (x + y * big[0])) / (big[0] * big[1]);
    const raw = new Uint16Array(big[0] * big[1]);
    for (let y = 0; y < big[1]; y++) for (let x = 0; x < big[0]; x++) raw[y * big[0] + x] = celsiusToRaw(SAMPLE_FLIR_PARAMS, temps(x, y));
    const jpeg = withFlirSegments(
      real('DJI_Zenmuse_XT2_640_R_13mm.jpg').subarray(0, 20_000),
      buildFff(big[0], big[1], raw, SAMPLE_FLIR_PARAMS),
    );
    const frame = parseFff(extractFff(jpeg)!);
    expect(frame).toBeDefined();
    expect([frame!.width, frame!.height]).toEqual([320, 240]);
    expect(frame!.params.emissivity).toBeCloseTo(0.95, 5);
    expect(frame!.params.reflectedTemperature).toBeCloseTo(20, 3);
    const toC = rawToCelsius(frame!.params);
    expect(toC(frame!.raw[0]!)).toBeCloseTo(10, 1);
    expect(toC(frame!.raw[120 * 320 + 160]!)).toBeCloseTo(temps(160, 120), 1);
    const range = frameRange(frame!);
    expect(range.min).toBeCloseTo(10, 1);
    expect(range.max).toBeCloseTo(temps(319, 239), 1);
  });

  it('finds no FLIR data in the real fixtures: the XT2 visible image and DJI’s closed R-JPEG layout', () => {
    expect(extractFff(real('DJI_Zenmuse_XT2_640_R_13mm.jpg'))).toBeUndefined();
    expect(extractFff(real('rjpeg/DJI_H20T.jpg'))).toBeUndefined();
    expect(extractFff(real('rjpeg/M3T_DJI_0002_R.JPG'))).toBeUndefined();
  });

  it('reads a real FLIR E40 file within the range the camera itself recorded', () => {
    // Expected: the camera's own CameraInfo, "Image Temperature Min 291" / "Max 297" (kelvin, whole
    // degrees), as ExifTool 12.35 prints it in SanNianYiSi/thermal_parser images/FLIR_E40.txt;
    // 291 K = 17.85 °C, 297 K = 23.85 °C. Whole kelvin, so within 1 K.
    const fff = extractFff(real('flir/FLIR_E40.jpg'));
    const frame = fff ? parseFff(fff) : undefined;
    if (!frame) throw new Error('FLIR_E40.jpg: no FLIR frame read');
    expect([frame.width, frame.height]).toEqual([160, 120]); // "Raw Thermal Image Width/Height: 160/120"
    expect(frame.params.emissivity).toBeCloseTo(0.95, 2); // "Emissivity: 0.95"
    const range = frameRange(frame);
    expect(Math.abs(range.min - 17.85)).toBeLessThanOrEqual(1);
    expect(Math.abs(range.max - 23.85)).toBeLessThanOrEqual(1);
  });

  it('refuses a truncated container', () => {
    const fff = buildFff(4, 4, new Uint16Array(16).fill(15000), SAMPLE_FLIR_PARAMS);
    expect(parseFff(fff.subarray(0, 0x60))).toBeUndefined();
    expect(parseFff(new Uint8Array(10))).toBeUndefined();
  });
});
