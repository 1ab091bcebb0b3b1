import { FlightBuilder, FlightLogError, isFix, type Flight } from './flight';

/**
 * DJI's video telemetry (`.SRT`, one subtitle per frame). Firmware writes several styles; read here:
 * - bracketed keys (Mini, Air, Avata, Neo…): `[latitude: 53.365108] [longitude: 6.460719] [rel_alt: 6.000 abs_alt: -122.769]`,
 *   sometimes spelled `longtitude`, sometimes with `[altitude: …]` instead of rel/abs;
 * - the old Phantom/Mavic style: `GPS(6.4607,53.3651,19) … H 12.30m` or `HOME(…)` lines.
 * Each cue's clock line (`2026-05-27 13:14:22.911`) is the drone's local time with no zone; the
 * cue's start (`00:00:00,040`) is the time into the video.
 */

export function looksLikeDjiSrt(text: string): boolean {
  return (
    /^\uFEFF?\s*1\r?\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}/.test(text) && /(latitude|GPS\s*\(|FrameCnt|HOME\s*\()/i.test(text)
  );
}

const CUE = /(\d\d):(\d\d):(\d\d),(\d{3}) -->/;
const CLOCK = /(\d{4})[-.](\d\d)[-.](\d\d)\s+(\d\d):(\d\d):(\d\d)(?:[.,:](\d{1,3}))?/;

function key(block: string, ...names: string[]): number {
  for (const k of names) {
    const m = new RegExp(`\\b${k}\\s*:\\s*(-?[\\d.]+)`, 'i').exec(block);
    if (m) return Number(m[1]);
  }
  return NaN;
}

export function readDjiSrt(text: string): Flight {
  const blocks = text.replace(/\r/g, '').split(/\n\s*\n/);
  const b = new FlightBuilder(blocks.length);
  let startMs: number | null = null;
  let lastTs = NaN;
  let cues = 0;
  let noFix = 0;
  for (const raw of blocks) {
    const cue = CUE.exec(raw);
    if (!cue) continue;
    cues++;
    const block = raw.replace(/<[^>]+>/g, ' ');
    const ts = Number(cue[1]) * 3600 + Number(cue[2]) * 60 + Number(cue[3]) + Number(cue[4]) / 1000;
    lastTs = ts;
    const clock = CLOCK.exec(block);
    if (clock && startMs === null) {
      const [, y, mo, d, h, mi, s, ms] = clock;
      startMs =
        Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number((ms ?? '0').padEnd(3, '0'))) - ts * 1000;
    }
    let lat = key(block, 'latitude');
    let lng = key(block, 'longitude', 'longtitude');
    let rel = key(block, 'rel_alt', 'altitude');
    const abs = key(block, 'abs_alt');
    const gps = /GPS\s*\(\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)/i.exec(block);
    if (gps && !Number.isFinite(lat)) {
      lng = Number(gps[1]);
      lat = Number(gps[2]);
    }
    const h = /\bH\s+(-?[\d.]+)\s*m\b/.exec(block);
    if (h && !Number.isFinite(rel)) rel = Number(h[1]);
    b.tick(ts);
    if (isFix(lat, lng)) {
      b.set(ts, 'lat', lat);
      b.set(ts, 'lng', lng);
    } else noFix++;
    if (Number.isFinite(rel)) b.set(ts, 'altRel', rel);
    if (Number.isFinite(abs)) b.set(ts, 'altAmsl', abs);
    const gbYaw = key(block, 'gb_yaw');
    if (Number.isFinite(gbYaw)) b.set(ts, 'heading', ((gbYaw % 360) + 360) % 360);
  }
  if (cues === 0) throw new FlightLogError('The SRT file has no subtitle cues with telemetry.', [], 'dji-srt');
  const built = b.finish(lastTs);
  const notes = ['The SRT clock is the drone’s local time without a time zone; it is shown as written.'];
  if (noFix > 0) notes.push(`${noFix} of ${cues} frames have no GPS position (before satellite lock).`);
  return { format: 'dji-srt', startMs, ...built, vehicle: { name: 'DJI' }, notes };
}
