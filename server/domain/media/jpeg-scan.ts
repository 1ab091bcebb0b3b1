import fs from 'node:fs';

const XMP_WINDOW = 512 * 1024;

/**
 * Reads `drone-dji:*` / `DJI:*` properties from the first XMP packet near the start of a
 * file, in either element (`<drone-dji:X>v</…>`) or attribute (`drone-dji:X="v"`) form.
 */
export function readDjiXmp(fd: number): Record<string, string> {
  const buf = Buffer.alloc(XMP_WINDOW);
  const n = fs.readSync(fd, buf, 0, XMP_WINDOW, 0);
  const text = buf.subarray(0, n).toString('latin1');
  const start = text.indexOf('<x:xmpmeta');
  if (start < 0) return {};
  const end = text.indexOf('</x:xmpmeta>', start);
  const packet = text.slice(start, end < 0 ? undefined : end);
  const out: Record<string, string> = {};
  const re = /(?:drone-dji|DJI|Camera|tiff|exif):(\w+)(?:="([^"]*)"|>([^<]*)<)/g;
  for (let m = re.exec(packet); m; m = re.exec(packet)) {
    const key = m[1] as string;
    if (!(key in out)) out[key] = (m[2] ?? m[3] ?? '').trim();
  }
  return out;
}

export interface DjiThermalParams {
  distance: number;
  humidity: number;
  emissivity: number;
  reflectedTemperature: number;
  atmosphericTemperature: number;
}

export interface JpegSegments {
  app3: number;
  app3Bytes: number;
  /** APP1 segments tagged `FLIR\0`: a FLIR-layout (FFF) radiometric frame, readable without a vendor SDK. */
  flir: number;
  thermalParams?: DjiThermalParams;
}

/** Magic of the thermal parameter block DJI writes to APP4 (H20T-generation R-JPEGs, little-endian). */
const DJI_PARAMS_MAGIC = 0x061255aa;

/**
 * Decodes the measurement parameters of a DJI APP4 block: int16u object distance (m),
 * relative humidity (%), emissivity (×100), reflected temperature (×10 °C) and ambient
 * temperature (°C) at 0x44..0x4c (layout as documented by ExifTool's DJI ThermalParams).
 */
function readThermalParams(fd: number, pos: number, len: number): DjiThermalParams | undefined {
  if (len < 0x50) return undefined;
  const b = Buffer.alloc(0x4e);
  if (fs.readSync(fd, b, 0, b.length, pos + 4) < b.length || b.readUInt32LE(0) !== DJI_PARAMS_MAGIC) return undefined;
  return {
    distance: b.readUInt16LE(0x44),
    humidity: b.readUInt16LE(0x46),
    emissivity: b.readUInt16LE(0x48) / 100,
    reflectedTemperature: b.readUInt16LE(0x4a) / 10,
    atmosphericTemperature: b.readUInt16LE(0x4c),
  };
}

/** Counts APP3 segments (DJI radiometric data) and reads DJI APP4 thermal parameters, walking marker headers only. */
export function readJpegSegments(fd: number): JpegSegments {
  const head = Buffer.alloc(4);
  let pos = 2;
  let app3 = 0;
  let app3Bytes = 0;
  let flir = 0;
  let thermalParams: DjiThermalParams | undefined;
  const tag = Buffer.alloc(5);
  if (fs.readSync(fd, head, 0, 2, 0) < 2 || head[0] !== 0xff || head[1] !== 0xd8) return { app3, app3Bytes, flir };
  for (let i = 0; i < 512; i++) {
    if (fs.readSync(fd, head, 0, 4, pos) < 4 || head[0] !== 0xff) break;
    const marker = head[1] as number;
    if (marker === 0xda || marker === 0xd9) break; // image data starts: no more metadata
    const len = head.readUInt16BE(2);
    if (marker === 0xe3) {
      app3 += 1;
      app3Bytes += len;
    }
    if (marker === 0xe1 && len > 8 && fs.readSync(fd, tag, 0, 5, pos + 4) === 5 && tag.toString('latin1') === 'FLIR\0') flir += 1;
    if (marker === 0xe4 && !thermalParams) thermalParams = readThermalParams(fd, pos, len);
    pos += 2 + len;
  }
  return { app3, app3Bytes, flir, thermalParams };
}
