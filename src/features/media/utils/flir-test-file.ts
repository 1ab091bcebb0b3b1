import { rawToCelsius, type FlirParams } from './flir-radiometric';

/**
 * Test support: writes a FLIR-layout radiometric JPEG (FFF container in `FLIR\0` APP1 segments)
 * around any JPEG. The real fixture photos carry no such file (the XT2 one is its visible-light
 * image; the others are DJI's closed layout), so the reader is proven against files built to the
 * documented layout, with the Planck constants of a real FLIR camera.
 */
export const SAMPLE_FLIR_PARAMS: FlirParams = {
  emissivity: 0.95,
  objectDistance: 20,
  reflectedTemperature: 20,
  atmosphericTemperature: 20,
  irWindowTemperature: 20,
  irWindowTransmission: 1,
  relativeHumidity: 0.5,
  planckR1: 21106.77,
  planckR2: 0.012545258,
  planckB: 1501,
  planckF: 1,
  planckO: -7340,
  alpha1: 0.006569,
  alpha2: 0.01262,
  beta1: -0.002276,
  beta2: -0.00667,
  transX: 1.9,
};

/** The raw value that reads as `celsius` (bisection over the monotonic converter). */
export function celsiusToRaw(p: FlirParams, celsius: number): number {
  const toC = rawToCelsius(p);
  let [lo, hi] = [1, 65535];
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    // Below the valid range the converter gives NaN: that is "too cold" too.
    if (!(toC(mid) >= celsius)) lo = mid;
    else hi = mid;
  }
  return Math.round((lo + hi) / 2);
}

const K = 273.15;

/** FFF: header, a two-entry record directory, the RawData and CameraInfo records (little-endian records, as FLIR writes them). */
export function buildFff(width: number, height: number, raw: Uint16Array, p: FlirParams): Uint8Array {
  const rawLen = 0x20 + width * height * 2;
  const camLen = 0x400;
  const dir = 0x40;
  const rawAt = dir + 64;
  const camAt = rawAt + rawLen;
  const out = new Uint8Array(camAt + camLen);
  const v = new DataView(out.buffer);
  out.set([0x46, 0x46, 0x46, 0], 0); // "FFF\0"
  out.set(new TextEncoder().encode('lops-test'), 4);
  v.setUint32(0x14, 100, false);
  v.setUint32(0x18, dir, false);
  v.setUint32(0x1c, 2, false);
  const entry = (i: number, type: number, offset: number, length: number) => {
    v.setUint16(dir + i * 32, type, false);
    v.setUint32(dir + i * 32 + 0x0c, offset, false);
    v.setUint32(dir + i * 32 + 0x10, length, false);
  };
  entry(0, 0x0001, rawAt, rawLen);
  entry(1, 0x0020, camAt, camLen);
  v.setUint16(rawAt, 2, true);
  v.setUint16(rawAt + 2, width, true);
  v.setUint16(rawAt + 4, height, true);
  raw.forEach((r, i) => v.setUint16(rawAt + 0x20 + i * 2, r, true));
  const f = (o: number, x: number) => v.setFloat32(camAt + o, x, true);
  v.setUint16(camAt, 2, true);
  f(0x20, p.emissivity);
  f(0x24, p.objectDistance);
  f(0x28, p.reflectedTemperature + K);
  f(0x2c, p.atmosphericTemperature + K);
  f(0x30, p.irWindowTemperature + K);
  f(0x34, p.irWindowTransmission);
  f(0x3c, p.relativeHumidity);
  f(0x58, p.planckR1);
  f(0x5c, p.planckB);
  f(0x60, p.planckF);
  f(0x70, p.alpha1);
  f(0x74, p.alpha2);
  f(0x78, p.beta1);
  f(0x7c, p.beta2);
  f(0x80, p.transX);
  v.setInt32(camAt + 0x308, p.planckO, true);
  f(0x30c, p.planckR2);
  return out;
}

/** `jpeg` with the FFF split over APP1 `FLIR\0` segments right after its SOI marker. */
export function withFlirSegments(jpeg: Uint8Array, fff: Uint8Array): Uint8Array {
  const CHUNK = 65_000;
  const count = Math.ceil(fff.length / CHUNK);
  const segments: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const data = fff.subarray(i * CHUNK, (i + 1) * CHUNK);
    const seg = new Uint8Array(4 + 8 + data.length);
    const len = seg.length - 2;
    seg.set([0xff, 0xe1, len >> 8, len & 0xff, 0x46, 0x4c, 0x49, 0x52, 0, 1, i, count - 1], 0);
    seg.set(data, 12);
    segments.push(seg);
  }
  const total = jpeg.length + segments.reduce((n, s) => n + s.length, 0);
  const out = new Uint8Array(total);
  out.set(jpeg.subarray(0, 2), 0);
  let at = 2;
  for (const s of segments) {
    out.set(s, at);
    at += s.length;
  }
  out.set(jpeg.subarray(2), at);
  return out;
}
