/**
 * Temperatures from a FLIR-layout radiometric JPEG (FLIR cameras and the FLIR-cored DJI Zenmuse
 * XT2 R-JPEG): the "FFF" container split over APP1 segments tagged `FLIR\0`, holding the raw
 * sensor frame (RawData record) and the camera's Planck constants and measurement parameters
 * (CameraInfo record). This layout is documented (ExifTool's FLIR tables), so every pixel can be
 * turned into °C here. DJI's own R-JPEG (APP3 frames of the H20T, M3T, …) is a closed layout that
 * only DJI's Thermal SDK converts; those files are recognised by the caller and not read here.
 */

export interface FlirParams {
  emissivity: number;
  /** Metres. */
  objectDistance: number;
  /** °C. */
  reflectedTemperature: number;
  /** °C. */
  atmosphericTemperature: number;
  irWindowTemperature: number;
  irWindowTransmission: number;
  /** 0..1. */
  relativeHumidity: number;
  planckR1: number;
  planckR2: number;
  planckB: number;
  planckF: number;
  planckO: number;
  alpha1: number;
  alpha2: number;
  beta1: number;
  beta2: number;
  transX: number;
}

export interface FlirFrame {
  width: number;
  height: number;
  raw: Uint16Array;
  params: FlirParams;
}

const RECORD_RAW = 0x0001;
const RECORD_CAMERA_INFO = 0x0020;
const K = 273.15;

/** The FFF container: the payloads of the `FLIR\0` APP1 segments in their order, or undefined when there are none. */
export function extractFff(jpeg: Uint8Array): Uint8Array | undefined {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return undefined;
  const parts: Array<{ index: number; data: Uint8Array }> = [];
  let pos = 2;
  while (pos + 4 <= jpeg.length && jpeg[pos] === 0xff) {
    const marker = jpeg[pos + 1] as number;
    if (marker === 0xda || marker === 0xd9) break;
    const len = ((jpeg[pos + 2] as number) << 8) | (jpeg[pos + 3] as number);
    const body = jpeg.subarray(pos + 4, pos + 2 + len);
    // "FLIR\0" 0x01, segment index, last index; the FFF bytes follow.
    if (marker === 0xe1 && body.length > 8 && String.fromCharCode(...body.subarray(0, 4)) === 'FLIR' && body[4] === 0) {
      parts.push({ index: body[6] as number, data: body.subarray(8) });
    }
    pos += 2 + len;
  }
  if (!parts.length) return undefined;
  parts.sort((a, b) => a.index - b.index);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.data.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p.data, at);
    at += p.data.length;
  }
  return out;
}

/** A record's view, little- or big-endian as its first word says (2 stored little-endian reads as 0x0200). */
function recordView(fff: Uint8Array, offset: number, length: number) {
  const view = new DataView(fff.buffer, fff.byteOffset + offset, Math.min(length, fff.length - offset));
  return { view, le: view.getUint16(0, false) >= 0x100 };
}

function cameraInfo(fff: Uint8Array, offset: number, length: number): FlirParams | undefined {
  const { view, le } = recordView(fff, offset, length);
  if (view.byteLength < 0x310) return undefined;
  const f = (o: number) => view.getFloat32(o, le);
  const rh = f(0x3c);
  return {
    emissivity: f(0x20),
    objectDistance: f(0x24),
    reflectedTemperature: f(0x28) - K,
    atmosphericTemperature: f(0x2c) - K,
    irWindowTemperature: f(0x30) - K,
    irWindowTransmission: f(0x34),
    relativeHumidity: rh > 2 ? rh / 100 : rh,
    planckR1: f(0x58),
    planckB: f(0x5c),
    planckF: f(0x60),
    alpha1: f(0x70),
    alpha2: f(0x74),
    beta1: f(0x78),
    beta2: f(0x7c),
    transX: f(0x80),
    planckO: view.getInt32(0x308, le),
    planckR2: f(0x30c),
  };
}

function rawFrame(fff: Uint8Array, offset: number, length: number) {
  const { view, le } = recordView(fff, offset, length);
  const width = view.getUint16(2, le);
  const height = view.getUint16(4, le);
  const start = 0x20;
  // Some FLIR cameras store the frame as a PNG; not read here (the caller says so).
  if (!width || !height || view.byteLength < start + width * height * 2) return undefined;
  const raw = new Uint16Array(width * height);
  for (let i = 0; i < raw.length; i++) raw[i] = view.getUint16(start + i * 2, le);
  return { width, height, raw };
}

/** The raw frame and parameters of an FFF container, or undefined when either record is missing or unreadable. */
export function parseFff(fff: Uint8Array): FlirFrame | undefined {
  if (fff.length < 0x40 || String.fromCharCode(...fff.subarray(0, 3)) !== 'FFF') return undefined;
  const head = new DataView(fff.buffer, fff.byteOffset, fff.length);
  // The header is big-endian in every file seen; the version (100..) tells if not.
  const le = head.getUint32(0x14, false) > 0xffff;
  const dirOffset = head.getUint32(0x18, le);
  const count = head.getUint32(0x1c, le);
  let frame: ReturnType<typeof rawFrame>;
  let params: FlirParams | undefined;
  for (let i = 0; i < count && dirOffset + (i + 1) * 32 <= fff.length; i++) {
    const e = dirOffset + i * 32;
    const type = head.getUint16(e, le);
    const offset = head.getUint32(e + 0x0c, le);
    const length = head.getUint32(e + 0x10, le);
    if (offset + 8 > fff.length) continue;
    if (type === RECORD_RAW) frame = rawFrame(fff, offset, length);
    else if (type === RECORD_CAMERA_INFO) params = cameraInfo(fff, offset, length);
  }
  return frame && params && params.planckR1 > 0 && params.planckB > 0 ? { ...frame, params } : undefined;
}

/**
 * raw → °C with the camera's Planck constants, corrected for emissivity, reflected and
 * atmospheric radiation over the object distance (the formula of ExifTool's FLIR notes and the
 * Thermimage package). Returns a converter, since the corrections are the same for every pixel.
 */
export function rawToCelsius(p: FlirParams): (raw: number) => number {
  const E = p.emissivity > 0 && p.emissivity <= 1 ? p.emissivity : 1;
  const IRT = p.irWindowTransmission > 0 && p.irWindowTransmission <= 1 ? p.irWindowTransmission : 1;
  const t = p.atmosphericTemperature;
  const h2o = p.relativeHumidity * Math.exp(1.5587 + 0.06939 * t - 0.00027816 * t ** 2 + 0.00000068455 * t ** 3);
  const d = Math.sqrt(Math.max(0, p.objectDistance) / 2);
  const tau =
    p.transX * Math.exp(-d * (p.alpha1 + p.beta1 * Math.sqrt(h2o))) + (1 - p.transX) * Math.exp(-d * (p.alpha2 + p.beta2 * Math.sqrt(h2o)));
  const planck = (celsius: number) => p.planckR1 / (p.planckR2 * (Math.exp(p.planckB / (celsius + K)) - p.planckF)) - p.planckO;
  const refl = planck(p.reflectedTemperature);
  const atm = planck(p.atmosphericTemperature);
  const wind = planck(p.irWindowTemperature);
  const offset =
    ((1 - tau) / E / tau) * atm + // atmosphere before the window
    ((1 - IRT) / E / tau / IRT) * wind + // the window itself
    ((1 - tau) / E / tau / IRT / tau) * atm + // atmosphere after the window
    ((1 - E) / E) * refl; // reflected by the object
  const gain = 1 / E / tau / IRT / tau;
  return (raw) => p.planckB / Math.log(p.planckR1 / (p.planckR2 * (raw * gain - offset + p.planckO)) + p.planckF) - K;
}

/** The frame's coldest and hottest pixels in °C (the conversion is monotonic: only two pixels are converted). */
export function frameRange(frame: FlirFrame): { min: number; max: number } {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of frame.raw) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const toC = rawToCelsius(frame.params);
  return { min: toC(lo), max: toC(hi) };
}
