/**
 * The raw thermal frame of a DJI R-JPEG (Zenmuse H20T/H20N/XT S, Mavic 3T, M30T, M2EA, …), read in
 * the browser from the JPEG's APP segments. Plain TypeScript, no React, so it runs in a test or a worker.
 *
 * What is public about the layout (ExifTool's DJI tags, the open readers that hand the file to DJI's
 * Thermal SDK, and a reading of the fixtures): the visible JPEG is the palette-rendered picture; the
 * sensor's frame is `width × height` little-endian 16-bit words split over consecutive APP segments of
 * 65 532 bytes each — APP3 on the H20T, H20N, M3T, M30T and M2EA ("ThermalData"), APP4 on the XT S
 * (whose APP3 then holds a 32 KB "ThermalCalibration" table). The measurement parameters (emissivity,
 * distance, humidity, reflected temperature) are read by the service into the item's metadata.
 *
 * What is not public: the conversion of these words to °C. DJI's SDK maps them through a per-camera
 * curve (the calibration table indexed by a gain and offset held elsewhere in the file, and on the
 * DTAT3 models a different curve altogether); the simple `raw / 64 − 273.15` found in several blog
 * posts is off by 3–19 °C on the fixtures here compared with DJI's own SDK. So this reader returns the
 * raw scale only, and the screen says "relative values" rather than show a made-up temperature. The
 * raw words are monotonic in temperature (checked on every fixture against DJI's SDK), so hotter is
 * higher, and spot, box and line comparisons within one image are meaningful.
 */

export type DjiFrameLayout = 'app3' | 'app4';

export interface DjiThermalFrame {
  width: number;
  height: number;
  /** Row-major, `raw[y * width + x]`: the sensor's words, higher is hotter. */
  raw: Uint16Array;
  rawMin: number;
  rawMax: number;
  /** Which APP segments held the frame. */
  layout: DjiFrameLayout;
  /** EXIF Make/Model of IFD0, when present (`DJI`, `ZH20T`, `XT S`, `M3T`, …). */
  make: string | undefined;
  model: string | undefined;
}

interface Segment {
  marker: number;
  body: Uint8Array;
}

/** The APP/DQT/SOF… segments before the scan; stops at SOS or at the first byte that is not a marker. */
function segmentsOf(jpeg: Uint8Array): Segment[] {
  const out: Segment[] = [];
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return out;
  let pos = 2;
  while (pos + 4 <= jpeg.length && jpeg[pos] === 0xff) {
    const marker = jpeg[pos + 1] as number;
    if (marker === 0xda || marker === 0xd9) break;
    const len = ((jpeg[pos + 2] as number) << 8) | (jpeg[pos + 3] as number);
    if (len < 2 || pos + 2 + len > jpeg.length) break;
    out.push({ marker, body: jpeg.subarray(pos + 4, pos + 2 + len) });
    pos += 2 + len;
  }
  return out;
}

/** The picture's size from its SOF0/SOF1/SOF2 segment (the thermal JPEG is the sensor's size). */
function frameSize(segments: Segment[]): { width: number; height: number } | undefined {
  const sof = segments.find((s) => s.marker === 0xc0 || s.marker === 0xc1 || s.marker === 0xc2);
  if (!sof || sof.body.length < 5) return undefined;
  const b = sof.body;
  return { height: ((b[1] as number) << 8) | (b[2] as number), width: ((b[3] as number) << 8) | (b[4] as number) };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** IFD0's ASCII tag, from the EXIF APP1 (TIFF header, either byte order). */
function exifAscii(segments: Segment[], tag: number): string | undefined {
  const app1 = segments.find((s) => s.marker === 0xe1 && String.fromCharCode(...s.body.subarray(0, 4)) === 'Exif');
  if (!app1 || app1.body.length < 14) return undefined;
  const tiff = app1.body.subarray(6);
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.length);
  const le = tiff[0] === 0x49;
  const ifd = view.getUint32(4, le);
  if (ifd + 2 > tiff.length) return undefined;
  const count = view.getUint16(ifd, le);
  for (let i = 0; i < count; i++) {
    const e = ifd + 2 + i * 12;
    if (e + 12 > tiff.length) return undefined;
    if (view.getUint16(e, le) !== tag || view.getUint16(e + 2, le) !== 2) continue;
    const n = view.getUint32(e + 4, le);
    const at = n <= 4 ? e + 8 : view.getUint32(e + 8, le);
    if (at + n > tiff.length) return undefined;
    const text = String.fromCharCode(...tiff.subarray(at, at + n))
      .replace(/\0.*$/s, '')
      .trim();
    return text || undefined;
  }
  return undefined;
}

/**
 * The raw frame of a DJI R-JPEG, or undefined when the file is not one (no APP3/APP4 run of exactly
 * `width × height × 2` bytes). Reading 640 × 512 words takes a few milliseconds.
 */
export function readDjiRjpeg(jpeg: Uint8Array): DjiThermalFrame | undefined {
  const segments = segmentsOf(jpeg);
  const size = frameSize(segments);
  if (!size || !size.width || !size.height) return undefined;
  const want = size.width * size.height * 2;
  for (const [marker, layout] of [
    [0xe3, 'app3'],
    [0xe4, 'app4'],
  ] as const) {
    const bytes = concat(segments.filter((s) => s.marker === marker).map((s) => s.body));
    if (bytes.length !== want) continue;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
    const raw = new Uint16Array(size.width * size.height);
    let rawMin = 0xffff;
    let rawMax = 0;
    for (let i = 0; i < raw.length; i++) {
      const v = view.getUint16(i * 2, true);
      raw[i] = v;
      if (v < rawMin) rawMin = v;
      if (v > rawMax) rawMax = v;
    }
    return { ...size, raw, rawMin, rawMax, layout, make: exifAscii(segments, 0x010f), model: exifAscii(segments, 0x0110) };
  }
  return undefined;
}
