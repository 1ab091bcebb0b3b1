import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { run } from '../domain/media/video-probe';
import { findFfmpeg } from '../streaming/ffmpeg-bin';

/**
 * Generated demo files for the media seed. Videos are cached across seeds in the OS temp
 * folder (ffmpeg is the slow part); everything is written to a temp name and renamed, so a
 * crash never leaves a half-written cache entry.
 */
const CACHE_DIR = path.join(os.tmpdir(), 'lops-media-seed-cache-v1');

export const VIDEO_SOURCES = [
  { file: 'substation-orbit.mp4', source: 'testsrc2=size=640x360:rate=25' },
  { file: 'bridge-pass.mp4', source: 'smptehdbars=size=640x360:rate=25' },
] as const;

/** A 4 s H.264 clip, made once and cached; null (with a logged note) when ffmpeg is missing. */
export async function seedVideo(file: string, source: string, log: (m: string) => void): Promise<string | null> {
  const cached = path.join(CACHE_DIR, file);
  if (fs.existsSync(cached)) return cached;
  const bin = findFfmpeg();
  if (!bin) {
    log(`ffmpeg not found: skipping seed video ${file}`);
    return null;
  }
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const tmp = `${cached}.${process.pid}.tmp.mp4`;
  try {
    await run(
      bin,
      ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, '-t', '4', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', tmp],
      60_000,
    );
    fs.renameSync(tmp, cached);
    return cached;
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    log(`ffmpeg failed, skipping seed video ${file}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
    return null;
  }
}

export interface Shape {
  kind: 'rect' | 'circle';
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
}

/** A 640×480 "aerial" JPEG rendered from SVG (sharp), so thumbnails and annotations have pixels. */
export async function renderSeedImage(out: string, title: string, hue: number, shapes: Shape[]): Promise<void> {
  const body = shapes
    .map((s) =>
      s.kind === 'rect'
        ? `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" fill="${s.color}" opacity="0.85"/>`
        : `<circle cx="${s.x + s.w / 2}" cy="${s.y + s.h / 2}" r="${Math.min(s.w, s.h) / 2}" fill="${s.color}"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},35%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},30%,22%)"/></linearGradient></defs>
<rect width="640" height="480" fill="url(#g)"/>
<path d="M0 360 L640 300" stroke="#cfc9b8" stroke-width="18"/>${body}
<text x="16" y="462" font-family="sans-serif" font-size="18" fill="#fff">${title.replace(/[<&>]/g, '')}</text></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(out);
}

/** A minimal valid one-page PDF (hand-written objects, computed xref offsets). */
export function minimalPdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = [
    `BT /F1 18 Tf 56 780 Td (${esc(title)}) Tj ET`,
    ...lines.map((l, i) => `BT /F1 11 Tf 56 ${748 - i * 16} Td (${esc(l)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A flight-log CSV: a small orbit around a point, one row per second. */
export function flightLogCsv(lat: number, lng: number, start: number, seconds: number): string {
  const rows = ['time_utc,latitude,longitude,altitude_m,speed_mps,battery_pct'];
  for (let t = 0; t <= seconds; t++) {
    const a = (t / seconds) * Math.PI * 2;
    const la = lat + (Math.sin(a) * 60) / 111_320;
    const ln = lng + (Math.cos(a) * 60) / (111_320 * Math.cos((lat * Math.PI) / 180));
    rows.push(
      `${new Date(start + t * 1000).toISOString()},${la.toFixed(7)},${ln.toFixed(7)},${(40 + 5 * Math.sin(a * 2)).toFixed(1)},6.3,${(98 - t / 20).toFixed(0)}`,
    );
  }
  return `${rows.join('\n')}\n`;
}

/** An ASCII PLY point cloud: a gabled roof over a ground patch (a "model" to preview and download). */
export function pointCloudPly(rng: { float(min: number, max: number): number }, points: number): string {
  const rows: string[] = [];
  for (let i = 0; i < points; i++) {
    const x = rng.float(-20, 20);
    const y = rng.float(-10, 10);
    const roof = Math.abs(x) < 12 && Math.abs(y) < 8;
    const z = roof ? 8 - Math.abs(y) * 0.5 : rng.float(0, 0.3);
    const c = roof ? [150, 60, 40] : [90, 120, 70];
    rows.push(`${x.toFixed(3)} ${y.toFixed(3)} ${z.toFixed(3)} ${c.join(' ')}`);
  }
  const header = ['ply', 'format ascii 1.0', `element vertex ${points}`, 'property float x', 'property float y', 'property float z'];
  return `${[...header, 'property uchar red', 'property uchar green', 'property uchar blue', 'end_header', ...rows].join('\n')}\n`;
}
