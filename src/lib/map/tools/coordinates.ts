import { formatLatLng } from '@/lib/format/format';

/** Coordinates as people write them: decimal degrees (6 places, as everywhere) and degrees-minutes-seconds. */
export function formatDecimal(lat: number, lng: number): string {
  return formatLatLng(lat, lng);
}

function dms(value: number, pos: string, neg: string): string {
  const abs = Math.abs(value);
  let d = Math.floor(abs);
  let m = Math.floor((abs - d) * 60);
  let s = Math.round(((abs - d) * 60 - m) * 60 * 10) / 10;
  if (s >= 60) {
    s = 0;
    m += 1;
  }
  if (m >= 60) {
    m = 0;
    d += 1;
  }
  return `${d}°${m}′${s}″${value < 0 ? neg : pos}`;
}

export function formatDms(lat: number, lng: number): string {
  return `${dms(lat, 'N', 'S')} ${dms(lng, 'E', 'W')}`;
}

/**
 * Parses "47.37, 8.54", "47.37 8.54" or DMS like `47°22'12"N 8°32'24"E` into [lng, lat];
 * undefined when the text is not a coordinate (then it is a place name).
 */
export function parseCoordinates(text: string): [number, number] | undefined {
  const t = text.trim();
  const decimal = /^(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)$/.exec(t);
  if (decimal) {
    const lat = Number(decimal[1]);
    const lng = Number(decimal[2]);
    return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lng, lat] : undefined;
  }
  const part = String.raw`(\d+(?:\.\d+)?)°\s*(?:(\d+(?:\.\d+)?)['′]\s*)?(?:(\d+(?:\.\d+)?)["″]\s*)?([NSEW])`;
  const m = new RegExp(`^${part}[\\s,]*${part}$`, 'i').exec(t);
  if (!m) return undefined;
  const val = (d?: string, mi?: string, s?: string, h?: string) => {
    const v = Number(d) + Number(mi ?? 0) / 60 + Number(s ?? 0) / 3600;
    return /[SW]/i.test(h ?? '') ? -v : v;
  };
  const a = val(m[1], m[2], m[3], m[4]);
  const b = val(m[5], m[6], m[7], m[8]);
  const latFirst = /[NS]/i.test(m[4] ?? '');
  const [lat, lng] = latFirst ? [a, b] : [b, a];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lng, lat] : undefined;
}
