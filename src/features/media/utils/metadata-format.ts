import type { MediaItem, MediaMetadata } from '@/lib/contract/media';
import { formatBytes } from '@/lib/format/bytes';
import { groundSampleDistanceCm, sensorWidthFrom35mm } from './photo-geometry';

/**
 * The metadata panel's words, from the spec's metadata fields. Pure, so the real photos'
 * metadata is tested here; a value the file did not carry gives no row ("absent", never
 * "undefined" or "NaN").
 */
export interface MetadataRow {
  label: string;
  value: string;
}
export interface MetadataSection {
  title: string;
  rows: MetadataRow[];
}

const isNum = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
const trim = (v: number, digits: number) => String(Number(v.toFixed(digits)));
/** A real minus sign: reads better and does not look like a hyphen in a dense panel. */
const signed = (v: number, digits: number) => (v < 0 ? `−${trim(-v, digits)}` : trim(v, digits));

export function formatDegrees(v: number | null | undefined): string | undefined {
  return isNum(v) ? `${signed(v, 1)}°` : undefined;
}

/** `39.917640° N`: the magnitude with its hemisphere; the ref wins over the sign when both are given. */
export function formatCoordinate(v: number | null | undefined, ref: string | null | undefined, axis: 'lat' | 'lng'): string | undefined {
  if (!isNum(v)) return undefined;
  const [pos, neg] = axis === 'lat' ? ['N', 'S'] : ['E', 'W'];
  const r = ref?.trim().toUpperCase();
  const hemisphere = r === pos || r === neg ? r : v < 0 ? neg : pos;
  return `${Math.abs(v).toFixed(6)}° ${hemisphere}`;
}

/** gpsaltref 1 is below sea level (EXIF); gpsalt is already signed by the service. */
export function formatAltitude(alt: number | null | undefined, ref: number | null | undefined): string | undefined {
  if (!isNum(alt)) return undefined;
  const below = ref === 1 || alt < 0;
  return `${trim(Math.abs(alt), 1)} m ${below ? 'below' : 'above'} sea level`;
}

/** f-number from `camfnumber`, else from the APEX aperture value (f = 2^(Av/2)). */
export function formatAperture(m: Pick<MediaMetadata, 'camfnumber' | 'camaperturevalue'>): string | undefined {
  if (isNum(m.camfnumber) && m.camfnumber > 0) return `f/${trim(m.camfnumber, 1)}`;
  if (isNum(m.camaperturevalue)) return `f/${trim(2 ** (m.camaperturevalue / 2), 1)}`;
  return undefined;
}

export function formatShutter(v: string | null | undefined): string | undefined {
  const s = v?.trim();
  if (!s) return undefined;
  return /s$/i.test(s) ? s : `${s} s`;
}

export function formatFocalLength(mm: number | null | undefined, mm35: number | null | undefined): string | undefined {
  if (!isNum(mm)) return isNum(mm35) ? `${mm35} mm (35 mm equivalent)` : undefined;
  return isNum(mm35) ? `${trim(mm, 1)} mm (${mm35} mm in 35 mm format)` : `${trim(mm, 1)} mm`;
}

/** Seconds as `m:ss` or `h:mm:ss`. */
export function formatDuration(seconds: number | null | undefined): string | undefined {
  if (!isNum(seconds) || seconds < 0) return undefined;
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

const celsius = (v: number | null | undefined) => (isNum(v) ? `${trim(v, 1)} °C` : undefined);
const yesNo = (v: boolean | null | undefined) => (v === true ? 'Yes' : v === false ? 'No' : undefined);

function section(title: string, rows: Array<[string, string | undefined]>): MetadataSection | null {
  const present = rows.filter((r): r is [string, string] => r[1] !== undefined && r[1] !== '');
  return present.length ? { title, rows: present.map(([label, value]) => ({ label, value })) } : null;
}

/** `additionalProperties` as indented JSON; a value that is not JSON is shown as it came. */
export function formatAdditionalProperties(raw: string | null | undefined): string | undefined {
  if (!raw?.trim()) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && Object.keys(parsed).length === 0) return undefined;
    return JSON.stringify(parsed, null, 2);
  } catch {
    return raw;
  }
}

/** `additionalProperties` as an object (the service's extension fields live there); {} when absent or not JSON. */
export function additionalOf(m: Pick<MediaMetadata, 'additionalProperties'> | null | undefined): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(m?.additionalProperties ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const numOf = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * "28 May 2021, 10:33:46 (camera clock, no time zone recorded)": the capture time as the camera
 * wrote it. With an offset the zone is named; a time known only from GPS is UTC.
 */
export function formatCaptureTime(extra: Record<string, unknown>, format: (wall: string) => string): string | undefined {
  const local = typeof extra.captureTime === 'string' ? extra.captureTime : undefined;
  const utc = typeof extra.captureTimeUtc === 'string' ? extra.captureTimeUtc : undefined;
  const offset = typeof extra.captureTimeOffset === 'string' ? extra.captureTimeOffset : undefined;
  if (local) return `${format(local)} (${offset ? `UTC${offset}` : 'camera clock, no time zone recorded'})`;
  if (utc) return `${format(utc.replace(/Z$/, ''))} (UTC, from GPS)`;
  return undefined;
}

/** Wall-clock `YYYY-MM-DDTHH:MM:SS` as the user reads dates, without moving it into any zone. */
export function formatWallClock(wall: string, locale?: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/.exec(wall);
  if (!m) return wall;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(t);
}

/**
 * Ground sample distance over flat ground at the take-off height, straight down: the sensor width
 * from the file (focal-plane resolution) or its 35 mm equivalent. Says why when it cannot be worked out.
 */
export function formatGsd(m: MediaMetadata, extra: Record<string, unknown>): string | undefined {
  const height = numOf(extra.relativeAltitude);
  if (height === undefined) return undefined;
  const widthPx = m.exifimagewidth ?? m.width;
  const heightPx = m.exifimageheight ?? m.height;
  const focal = m.camfocallength;
  const sensor =
    numOf(extra.sensorWidthMm) ??
    (isNum(focal) && isNum(m.camfocallengthin35mmformat) && isNum(widthPx) && isNum(heightPx)
      ? sensorWidthFrom35mm(focal, m.camfocallengthin35mmformat, widthPx, heightPx)
      : undefined);
  if (!(height > 0)) return `— (the photo was taken ${trim(height, 1)} m from the take-off height)`;
  if (!isNum(focal) || !isNum(widthPx) || sensor === undefined)
    return '— (the file gives no sensor size or 35 mm equivalent focal length to work it out)';
  const gsd = groundSampleDistanceCm({ heightM: height, focalMm: focal, sensorWidthMm: sensor, widthPx });
  return gsd === undefined ? undefined : `${trim(gsd, 2)} cm/px at ${trim(height, 1)} m above take-off (straight down, flat ground)`;
}

/** `thermalRead`: how the screen read the file's radiometric frame (FLIR °C, or DJI relative values). */
export function formatMetadata(
  item: Pick<MediaItem, 'metadata' | 'deviceId'>,
  opts: { thermalRead?: 'flir' | 'relative'; wallClock?: (wall: string) => string } = {},
): MetadataSection[] {
  const m: MediaMetadata = item.metadata ?? {};
  const t = m.thermalData;
  const c = t?.calibration;
  const width = m.exifimagewidth ?? m.width;
  const height = m.exifimageheight ?? m.height;
  const extra = additionalOf(m);
  const relAlt = numOf(extra.relativeAltitude);
  const absAlt = numOf(extra.absoluteAltitude);
  const thermalNote = !t?.isThermal
    ? undefined
    : t.hasRadiometricData && opts.thermalRead === 'flir'
      ? 'Radiometric data present (FLIR layout: point at the image for temperatures)'
      : t.hasRadiometricData && opts.thermalRead === 'relative'
        ? 'Radiometric data present (DJI R-JPEG: relative sensor values; DJI does not publish their conversion to °C)'
        : t.hasRadiometricData
          ? 'Radiometric data present, in no layout read here'
          : 'No radiometric data in this file: temperatures cannot be read from it';
  return [
    section('Capture', [['Taken', formatCaptureTime(extra, opts.wallClock ?? ((w) => formatWallClock(w)))]]),
    section('Camera', [
      ['Make', m.make ?? undefined],
      ['Model', m.model ?? undefined],
      ['ISO', isNum(m.camiso) ? String(m.camiso) : undefined],
      ['Shutter', formatShutter(m.camShutterSpeed)],
      ['Aperture', formatAperture(m)],
      ['Focal length', formatFocalLength(m.camfocallength, m.camfocallengthin35mmformat)],
      ['Exposure bias', isNum(m.camExposureBiasValue) ? `${signed(m.camExposureBiasValue, 1)} EV` : undefined],
      ['Digital zoom', isNum(m.digitalZoom) ? `${trim(m.digitalZoom, 2)}×` : undefined],
      ['Software', m.software ?? undefined],
    ]),
    section('Position', [
      ['Latitude', formatCoordinate(m.gpslat, m.gpslatref, 'lat')],
      ['Longitude', formatCoordinate(m.gpslng, m.gpslngref, 'lng')],
      ['Altitude', formatAltitude(m.gpsalt, m.gpsaltref)],
      ['Relative altitude', relAlt === undefined ? undefined : `${signed(relAlt, 1)} m above take-off`],
      ['Absolute altitude', absAlt === undefined ? undefined : `${signed(absAlt, 1)} m (drone’s barometric/GNSS height above sea level)`],
      ['GSD', formatGsd(m, extra)],
      ['Take-off altitude', isNum(m.baseAltitude) ? `${trim(m.baseAltitude, 1)} m` : undefined],
    ]),
    section('Gimbal', [
      ['Pitch', formatDegrees(m.gimbalpitchdegree)],
      ['Yaw', formatDegrees(m.gimbalyawdegree)],
      ['Roll', formatDegrees(m.gimbalrolldegree)],
    ]),
    section('File', [
      ['Image size', isNum(width) && isNum(height) ? `${width} × ${height} px` : undefined],
      ['Duration', formatDuration(m.duration)],
      ['File size', formatBytes(m.size)],
      ['360°', m.is360 ? 'Yes' : undefined],
      ['Panorama', m.isPanoramic ? 'Yes' : undefined],
      ['Annotations', isNum(m.annotationCount) ? String(m.annotationCount) : undefined],
    ]),
    section('Flight', [
      ['Pilot', m.pilotName ?? m.pilotId ?? undefined],
      ['Drone serial', m.droneSerialNumber ?? undefined],
      ['Device', item.deviceId ?? m.deviceId ?? undefined],
      ['Automated flight', yesNo(m.isAutomatedFlight)],
      ['Automation', m.automationid ?? undefined],
    ]),
    section('Thermal', [
      ['Thermal image', thermalNote],
      ['Minimum', celsius(t?.minTemperature)],
      ['Maximum', celsius(t?.maxTemperature)],
      ['Emissivity', isNum(c?.emissivity) ? trim(c.emissivity, 2) : undefined],
      ['Reflected temperature', celsius(c?.reflectedTemperature)],
      ['Atmospheric temperature', celsius(c?.atmosphericTemperature)],
      ['Humidity', isNum(c?.humidity) ? `${trim(c.humidity <= 1 ? c.humidity * 100 : c.humidity, 0)} %` : undefined],
      ['Distance', isNum(c?.distance) ? `${trim(c.distance, 1)} m` : undefined],
      ['Transmissivity', isNum(c?.transmissivity) ? trim(c.transmissivity, 2) : undefined],
    ]),
  ].filter((s): s is MetadataSection => s !== null);
}
