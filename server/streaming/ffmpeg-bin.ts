import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

let cached: string | undefined;

/** Resolves ffmpeg as the environment doc says: FFMPEG_PATH, then `ffmpeg` on PATH, then the npm package. */
export function ffmpegPath(): string {
  if (cached) return cached;
  const fromEnv = process.env.FFMPEG_PATH;
  if (fromEnv) return (cached = fromEnv);
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore', timeout: 5000 });
    return (cached = 'ffmpeg');
  } catch {
    // Not on PATH: fall back to the static binary shipped in the npm package.
  }
  const require = createRequire(import.meta.url);
  const pkg = require('@ffmpeg-installer/ffmpeg') as { path: string };
  return (cached = pkg.path);
}

/** ffmpeg if it can be found, else null: media probing and seeding degrade instead of failing. */
export function findFfmpeg(): string | null {
  try {
    return ffmpegPath();
  } catch {
    return null;
  }
}

const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/System/Library/Fonts/Supplemental/Arial.ttf',
];

/** A TrueType font for drawtext, or undefined: the text overlays are then skipped, the picture still moves. */
export function overlayFont(): string | undefined {
  const candidates = process.env.OVERLAY_FONT ? [process.env.OVERLAY_FONT, ...FONT_CANDIDATES] : FONT_CANDIDATES;
  return candidates.find((f) => safeForFilter(f) && isFile(f));
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Paths go into filter options inside single quotes, which protect both escaping levels of a
 * filtergraph; a path containing a quote or backslash cannot be quoted that way, so it is refused.
 */
export function safeForFilter(value: string): boolean {
  return !/['\\]/.test(value);
}
