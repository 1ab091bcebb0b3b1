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

/** Counts APP3 segments (DJI radiometric data) by walking JPEG marker headers only. */
export function readJpegSegments(fd: number): { app3: number; app3Bytes: number } {
  const head = Buffer.alloc(4);
  let pos = 2;
  let app3 = 0;
  let app3Bytes = 0;
  if (fs.readSync(fd, head, 0, 2, 0) < 2 || head[0] !== 0xff || head[1] !== 0xd8) return { app3, app3Bytes };
  for (let i = 0; i < 512; i++) {
    if (fs.readSync(fd, head, 0, 4, pos) < 4 || head[0] !== 0xff) break;
    const marker = head[1] as number;
    if (marker === 0xda || marker === 0xd9) break; // image data starts: no more metadata
    const len = head.readUInt16BE(2);
    if (marker === 0xe3) {
      app3 += 1;
      app3Bytes += len;
    }
    pos += 2 + len;
  }
  return { app3, app3Bytes };
}
