import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { findFfmpeg } from '../../streaming/ffmpeg-bin';

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      /* keep looking */
    }
  }
  return undefined;
}

function fromPackage(pkg: string): string | undefined {
  try {
    const mod = createRequire(import.meta.url)(pkg) as { path?: string };
    return mod.path;
  } catch {
    return undefined;
  }
}

let cache: { ffprobe?: string | null } = {};

/** ffprobe: FFPROBE_PATH, then `ffprobe` on PATH, then the optional npm package. */
export function ffprobePath(): string | null {
  if (cache.ffprobe === undefined)
    cache.ffprobe = process.env.FFPROBE_PATH || onPath('ffprobe') || fromPackage('@ffprobe-installer/ffprobe') || null;
  return cache.ffprobe;
}

export function resetBinaryCache(): void {
  cache = {};
}

export function run(bin: string, args: string[], timeoutMs = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(bin, args, { timeout: timeoutMs, maxBuffer: 8 * 1024 * 1024 }, (err, stdout) => (err ? reject(err) : resolve(stdout)));
  });
}

interface ProbeOutput {
  format?: { duration?: string; format_name?: string; tags?: Record<string, string> };
  streams?: Array<{
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    avg_frame_rate?: string;
    r_frame_rate?: string;
  }>;
}

/** Duration (s), frame size and codec of a video; null when ffprobe is missing or cannot read it. */
export async function probeVideo(
  file: string,
): Promise<{ duration?: number; width?: number; height?: number; codec?: string; fps?: number } | null> {
  const bin = ffprobePath();
  if (!bin) return null;
  try {
    const out = JSON.parse(await run(bin, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file])) as ProbeOutput;
    const video = out.streams?.find((s) => s.codec_type === 'video');
    const duration = Number(out.format?.duration ?? video?.duration);
    return {
      duration: Number.isFinite(duration) ? Math.round(duration * 1000) / 1000 : undefined,
      width: video?.width,
      height: video?.height,
      codec: video?.codec_name,
      fps: frameRate(video?.avg_frame_rate) ?? frameRate(video?.r_frame_rate),
    };
  } catch {
    return null;
  }
}

/** ffprobe's "30000/1001" as frames per second; undefined for "0/0" or anything unreadable. */
function frameRate(v: string | undefined): number | undefined {
  const m = /^(\d+)\/(\d+)$/.exec(v ?? '');
  if (!m || Number(m[2]) === 0 || Number(m[1]) === 0) return undefined;
  return Math.round((Number(m[1]) / Number(m[2])) * 1000) / 1000;
}

/** One frame from the first second of a video as a JPEG, or false when ffmpeg is missing or fails. */
export async function videoFrame(file: string, out: string, atSeconds: number): Promise<boolean> {
  const bin = findFfmpeg();
  if (!bin) return false;
  try {
    await run(bin, [
      '-v',
      'error',
      '-y',
      '-ss',
      String(atSeconds),
      '-i',
      file,
      '-frames:v',
      '1',
      '-vf',
      'scale=320:-2',
      '-f',
      'image2',
      out,
    ]);
    return fs.existsSync(out);
  } catch {
    return false;
  }
}
