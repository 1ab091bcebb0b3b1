import { describe, expect, it } from 'vitest';
import {
  formatAdditionalProperties,
  formatAltitude,
  formatAperture,
  formatCoordinate,
  formatDuration,
  formatCaptureTime,
  formatGsd,
  formatMetadata,
  formatWallClock,
} from './metadata-format';

// Values as the real fixture photos carry them (see tests/fixtures/real/SOURCES.md); the
// contract test tests/contract/media-metadata-panel.test.ts runs the files through the service.
describe('metadata formatting', () => {
  it('writes coordinates with their hemisphere, trusting the ref over the sign', () => {
    expect(formatCoordinate(39.91764, 'N', 'lat')).toBe('39.917640° N');
    expect(formatCoordinate(-2.82298, 'W', 'lng')).toBe('2.822980° W');
    expect(formatCoordinate(2.82298, 'W', 'lng')).toBe('2.822980° W');
    expect(formatCoordinate(-8.295, null, 'lat')).toBe('8.295000° S');
    expect(formatCoordinate(undefined, 'N', 'lat')).toBeUndefined();
  });

  it('says above or below sea level (XT S: −29.4 m)', () => {
    expect(formatAltitude(881.61, 0)).toBe('881.6 m above sea level');
    expect(formatAltitude(-29.4, 1)).toBe('29.4 m below sea level');
    expect(formatAltitude(null, 0)).toBeUndefined();
  });

  it('derives the f-number from the APEX aperture when no f-number is given', () => {
    expect(formatAperture({ camfnumber: 2.8 })).toBe('f/2.8');
    expect(formatAperture({ camaperturevalue: 3 })).toBe('f/2.8');
    expect(formatAperture({})).toBeUndefined();
  });

  it('formats durations and pretty-prints additionalProperties', () => {
    expect(formatDuration(65.4)).toBe('1:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatAdditionalProperties('{"relativeAltitude":34.4}')).toBe('{\n  "relativeAltitude": 34.4\n}');
    expect(formatAdditionalProperties('{}')).toBeUndefined();
    expect(formatAdditionalProperties('not json')).toBe('not json');
  });

  it('leaves out what the file did not carry: no section, no "undefined"', () => {
    const sections = formatMetadata({
      metadata: { make: 'DJI', model: 'ZH20T', gimbalpitchdegree: -10.5, gimbalyawdegree: 32.5, camiso: null },
    });
    expect(sections.map((s) => s.title)).toEqual(['Camera', 'Gimbal']);
    expect(sections[1]?.rows).toEqual([
      { label: 'Pitch', value: '−10.5°' },
      { label: 'Yaw', value: '32.5°' },
    ]);
    expect(JSON.stringify(formatMetadata({ metadata: null }))).toBe('[]');
  });

  it('covers video, flight and thermal calibration fields', () => {
    const r = formatMetadata({
      deviceId: 'drone-7',
      metadata: {
        duration: 12,
        width: 1920,
        height: 1080,
        pilotName: 'Amara',
        isAutomatedFlight: true,
        thermalData: {
          isThermal: true,
          hasRadiometricData: false,
          minTemperature: 12.25,
          calibration: { emissivity: 0.95, humidity: 0.7 },
        },
      },
    });
    const flat = Object.fromEntries(r.flatMap((s) => s.rows.map((x) => [x.label, x.value])));
    expect(flat).toMatchObject({
      Duration: '0:12',
      'Image size': '1920 × 1080 px',
      Pilot: 'Amara',
      Device: 'drone-7',
      'Automated flight': 'Yes',
      Minimum: '12.3 °C',
      Emissivity: '0.95',
      Humidity: '70 %',
    });
    expect(flat['Thermal image']).toMatch(/cannot be read/);
  });

  it('names the capture time as the camera wrote it, with its zone or the lack of one', () => {
    const wall = (w: string) => formatWallClock(w, 'en-GB');
    expect(formatCaptureTime({ captureTime: '2021-05-28T10:33:46' }, wall)).toBe(
      '28 May 2021, 10:33:46 (camera clock, no time zone recorded)',
    );
    expect(formatCaptureTime({ captureTime: '2021-05-28T10:33:46', captureTimeOffset: '+08:00' }, wall)).toBe(
      '28 May 2021, 10:33:46 (UTC+08:00)',
    );
    expect(formatCaptureTime({ captureTimeUtc: '2021-05-28T02:33:46.000Z' }, wall)).toBe('28 May 2021, 02:33:46 (UTC, from GPS)');
    expect(formatCaptureTime({}, wall)).toBeUndefined();
  });

  it('works out GSD from the take-off height, focal length and sensor, or says what is missing', () => {
    // H20T thermal (DJI_H20T.jpg): 13.5 mm ≙ 58 mm, 640 × 512, 16.508 m above take-off.
    // Sensor 43.2666·13.5/58 · 640/hypot(640, 512) = 7.864 mm; 7.864·16.508/(13.5·640)·100 = 1.50 cm/px.
    const h20t = { camfocallength: 13.5, camfocallengthin35mmformat: 58, exifimagewidth: 640, exifimageheight: 512 };
    expect(formatGsd(h20t, { relativeAltitude: 16.508 })).toBe('1.5 cm/px at 16.5 m above take-off (straight down, flat ground)');
    // A sensor width from the focal plane wins: 6.4 mm, 8 mm lens, 4000 px, 34.4 m → 6.4·34.4/(8·4000)·100 = 0.688 cm/px.
    expect(formatGsd({ camfocallength: 8, exifimagewidth: 4000 }, { relativeAltitude: 34.4, sensorWidthMm: 6.4 })).toMatch(/^0\.69 cm\/px/);
    expect(formatGsd({ camfocallength: 8, exifimagewidth: 4000 }, { relativeAltitude: 34.4 })).toMatch(
      /^— \(the file gives no sensor size/,
    );
    expect(formatGsd(h20t, {})).toBeUndefined();
  });
});
