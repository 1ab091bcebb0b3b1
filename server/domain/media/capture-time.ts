/**
 * When a photo was taken, from its EXIF: DateTimeOriginal (the camera's wall clock) with its
 * OffsetTimeOriginal when the camera wrote one, else the GPS date and time (UTC by definition).
 * DJI drones write no offset, so their capture time is a wall-clock time with no zone: it is kept
 * as written (`2021-05-28T10:33:46`) and the screen says "no time zone recorded", rather than
 * pretending it was UTC or the server's zone.
 */
export interface CaptureTime {
  /** The camera's wall clock, `YYYY-MM-DDTHH:MM:SS[.sss]`, no zone. */
  local?: string;
  /** `+08:00` when the file states it. */
  offset?: string;
  /** An instant, when one is known (offset given, or GPS time). */
  utc?: string;
  source: 'exif' | 'exif+offset' | 'gps';
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** exifr revives `YYYY:MM:DD HH:MM:SS` in the process's zone; its local fields are the wall clock as written. */
function wallClock(d: Date, subsec: unknown): string {
  const ms = typeof subsec === 'string' && /^\d+$/.test(subsec.trim()) ? `.${subsec.trim().slice(0, 3).padEnd(3, '0')}` : '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}${ms}`;
}

function gpsInstant(date: unknown, time: unknown): string | undefined {
  if (typeof date !== 'string' || !Array.isArray(time) || time.length !== 3) return undefined;
  const m = /^(\d{4}):(\d{2}):(\d{2})$/.exec(date.trim());
  const [h, mi, s] = time.map(Number) as [number, number, number];
  if (!m || ![h, mi, s].every(Number.isFinite)) return undefined;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), h, mi, 0, Math.round(s * 1000));
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

export function captureTime(exif: Record<string, unknown>): CaptureTime | undefined {
  const original = exif.DateTimeOriginal ?? exif.CreateDate;
  const offset = typeof exif.OffsetTimeOriginal === 'string' ? exif.OffsetTimeOriginal.trim() : undefined;
  const gps = gpsInstant(exif.GPSDateStamp, exif.GPSTimeStamp);
  if (original instanceof Date && !Number.isNaN(original.getTime())) {
    const local = wallClock(original, exif.SubSecTimeOriginal);
    if (offset && /^[+-]\d{2}:\d{2}$/.test(offset)) {
      const utc = new Date(`${local}${offset}`);
      return { local, offset, utc: Number.isNaN(utc.getTime()) ? gps : utc.toISOString(), source: 'exif+offset' };
    }
    return { local, ...(gps ? { utc: gps } : {}), source: 'exif' };
  }
  return gps ? { utc: gps, source: 'gps' } : undefined;
}

/** Sensor width in mm from the focal-plane resolution (pixels per unit), when the file gives it. */
export function sensorWidthMm(exif: Record<string, unknown>): number | undefined {
  const res = exif.FocalPlaneXResolution;
  const width = exif.ExifImageWidth;
  const unitMm = ({ 2: 25.4, 3: 10, 4: 1, 5: 0.001 } as Record<number, number>)[Number(exif.FocalPlaneResolutionUnit)];
  if (typeof res !== 'number' || !(res > 0) || typeof width !== 'number' || !unitMm) return undefined;
  return Math.round((width / res) * unitMm * 1000) / 1000;
}
