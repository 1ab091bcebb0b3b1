import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { renderSeedImage, type Shape } from './seed-assets';

/**
 * The few images the survey seed's hundreds of files are made from: RGB "aerials" with objects
 * the annotations outline, and false-colour thermal frames, rendered with sharp once per
 * machine (cached in the OS temp folder like the seed videos) with their thumbnails.
 */
export interface PoolImage {
  jpeg: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  shapes: Shape[];
}

const CACHE_DIR = path.join(os.tmpdir(), 'lops-media-seed-cache-v1', 'survey-pool-v1');
const RGB_SHAPES: Shape[][] = [
  [{ kind: 'rect', x: 120, y: 90, w: 90, h: 60, color: '#b45309' }],
  [
    { kind: 'circle', x: 300, y: 200, w: 70, h: 70, color: '#9ca3af' },
    { kind: 'rect', x: 430, y: 80, w: 60, h: 110, color: '#1f2937' },
  ],
  [{ kind: 'rect', x: 60, y: 260, w: 120, h: 50, color: '#dc2626' }],
  [
    { kind: 'circle', x: 500, y: 300, w: 80, h: 80, color: '#b45309' },
    { kind: 'rect', x: 200, y: 120, w: 70, h: 70, color: '#9ca3af' },
    { kind: 'circle', x: 90, y: 60, w: 50, h: 50, color: '#dc2626' },
  ],
  [{ kind: 'rect', x: 330, y: 330, w: 100, h: 60, color: '#1f2937' }],
  [{ kind: 'circle', x: 240, y: 240, w: 90, h: 90, color: '#dc2626' }],
];

async function renderThermal(out: string, seed: number): Promise<void> {
  const blobs = Array.from({ length: 4 }, (_, i) => {
    const x = 80 + ((seed * 131 + i * 157) % 480);
    const y = 60 + ((seed * 71 + i * 113) % 360);
    const r = 25 + ((seed + i * 17) % 40);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#hot)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="512">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e0b3a"/><stop offset="1" stop-color="#4c1d95"/></linearGradient>
<radialGradient id="hot"><stop offset="0" stop-color="#fef9c3"/><stop offset="0.4" stop-color="#f97316"/><stop offset="1" stop-color="#7c2d12" stop-opacity="0"/></radialGradient></defs>
<rect width="640" height="512" fill="url(#bg)"/><path d="M0 400 L640 330" stroke="#9a3412" stroke-width="14"/>${blobs}</svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 75 }).toFile(out);
}

async function cached(name: string, render: (file: string) => Promise<void>, shapes: Shape[]): Promise<PoolImage> {
  const file = path.join(CACHE_DIR, name);
  const thumbFile = `${file}.thumb.jpg`;
  if (!fs.existsSync(thumbFile)) {
    const tmp = `${file}.${process.pid}.tmp.jpg`;
    await render(tmp);
    await sharp(tmp).resize(320, 320, { fit: 'inside' }).jpeg({ quality: 70 }).toFile(`${thumbFile}.${process.pid}.tmp`);
    fs.renameSync(tmp, file);
    fs.renameSync(`${thumbFile}.${process.pid}.tmp`, thumbFile);
  }
  const jpeg = fs.readFileSync(file);
  const info = await sharp(jpeg).metadata();
  return { jpeg, thumbnail: fs.readFileSync(thumbFile), width: info.width ?? 0, height: info.height ?? 0, shapes };
}

let pool: Promise<{ rgb: PoolImage[]; thermal: PoolImage[] }> | undefined;

export function seedImagePool(): Promise<{ rgb: PoolImage[]; thermal: PoolImage[] }> {
  pool ??= (async () => {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const rgb = await Promise.all(
      RGB_SHAPES.map((shapes, i) =>
        cached(`rgb-${i}.jpg`, (f) => renderSeedImage(f, `Survey frame ${i + 1}`, 70 + i * 23, shapes), shapes),
      ),
    );
    const thermal = await Promise.all([0, 1].map((i) => cached(`thermal-${i}.jpg`, (f) => renderThermal(f, i + 3), [])));
    return { rgb, thermal };
  })();
  return pool;
}

/** DJI's XMP (drone-dji namespace, signed values as DJI writes them) in an APP1 segment after the file's own APP segments. */
export function withDjiXmp(
  jpeg: Buffer,
  s: { lat: number; lng: number; abs: number; rel: number; yaw: number; pitch: number; thermal: boolean },
): Buffer {
  const sign = (v: number, d: number) => `${v >= 0 ? '+' : ''}${v.toFixed(d)}`;
  const props: Record<string, string> = {
    GpsLatitude: s.lat.toFixed(7),
    GpsLongitude: s.lng.toFixed(7),
    AbsoluteAltitude: sign(s.abs, 3),
    RelativeAltitude: sign(s.rel, 3),
    GimbalRollDegree: '+0.00',
    GimbalYawDegree: sign(s.yaw, 2),
    GimbalPitchDegree: sign(s.pitch, 2),
    FlightYawDegree: sign(s.yaw, 2),
    ImageSource: s.thermal ? 'InfraredCamera' : 'WideCamera',
  };
  const attrs = Object.entries(props)
    .map(([k, v]) => `drone-dji:${k}="${v}"`)
    .join(' ');
  const packet =
    `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
    `<rdf:Description rdf:about="DJI Meta Data" xmlns:drone-dji="http://www.dji.com/drone-dji/1.0/" ${attrs}/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
  const body = Buffer.concat([Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1'), Buffer.from(packet, 'utf8')]);
  const head = Buffer.from([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
  // After SOI and any APPn segments already there (JFIF, EXIF), as cameras order them.
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff && (jpeg[at + 1] as number) >= 0xe0 && (jpeg[at + 1] as number) <= 0xef) {
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return Buffer.concat([jpeg.subarray(0, at), head, body, jpeg.subarray(at)]);
}
