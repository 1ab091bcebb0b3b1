import exifr from 'exifr';
import fs from 'node:fs';
import { readDjiXmp, readJpegSegments, type JpegSegments } from './jpeg-scan';
import { captureTime, sensorWidthMm } from './capture-time';

export type Metadata = Record<string, unknown>;

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const int = (v: unknown): number | undefined => (num(v) === undefined ? undefined : Math.round(v as number));
const iso = (v: unknown): string | undefined => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString() : undefined);
const byteVal = (v: unknown): number | undefined => (v instanceof Uint8Array ? v[0] : num(v));

function shutter(exposure: number | undefined): string | undefined {
  if (exposure === undefined || exposure <= 0) return undefined;
  return exposure >= 1 ? `${exposure}` : `1/${Math.round(1 / exposure)}`;
}

/** Drops undefined so the stored JSON holds only what the file told us. */
function compact(o: Metadata): Metadata {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/**
 * EXIF, GPS and DJI XMP of a photo, in the spec's metadata field names. exifr reads EXIF/GPS;
 * DJI XMP is read from the raw packet because some cameras (XT2) hide it inside an EXIF tag
 * and older ones use the `DJI:` prefix instead of `drone-dji:`.
 */
export async function readImageMetadata(file: string): Promise<Metadata> {
  let exif: Record<string, unknown>;
  try {
    exif = ((await exifr.parse(file, {
      tiff: true,
      exif: true,
      gps: true,
      xmp: false,
      icc: false,
      iptc: false,
      jfif: false,
      ifd1: false,
      makerNote: false,
      userComment: false,
      translateValues: false,
      reviveValues: true,
      mergeOutput: true,
    })) ?? {}) as Record<string, unknown>;
  } catch {
    exif = {}; // not an image exifr understands: size and thumbnail still work
  }
  const fd = fs.openSync(file, 'r');
  let xmp: Record<string, string>;
  let segments: JpegSegments;
  try {
    xmp = readDjiXmp(fd);
    segments = readJpegSegments(fd);
  } finally {
    fs.closeSync(fd);
  }
  const x = (k: string) => {
    const v = xmp[k];
    return v === undefined || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v);
  };
  const altRef = byteVal(exif.GPSAltitudeRef);
  const gpsAlt = num(exif.GPSAltitude);
  const absAlt = x('AbsoluteAltitude');
  const relAlt = x('RelativeAltitude');
  const lat = num(exif.latitude) ?? x('GpsLatitude') ?? x('Latitude');
  const lng = num(exif.longitude) ?? x('GpsLongitude') ?? x('Longitude') ?? x('GpsLongtitude');
  const taken = captureTime(exif);

  const meta: Metadata = compact({
    make: str(exif.Make),
    model: str(exif.Model),
    orientation: int(exif.Orientation),
    software: str(exif.Software),
    camaperturevalue: num(exif.ApertureValue),
    camfnumber: num(exif.FNumber),
    camfocallength: num(exif.FocalLength),
    camfocallengthin35mmformat: int(exif.FocalLengthIn35mmFormat),
    camiso: int(exif.ISO),
    camShutterSpeed: shutter(num(exif.ExposureTime)),
    camExposureBiasValue: num(exif.ExposureCompensation),
    digitalZoom: num(exif.DigitalZoomRatio),
    gpsalt: gpsAlt === undefined ? undefined : altRef === 1 ? -gpsAlt : gpsAlt,
    gpsaltref: altRef,
    gpslat: lat,
    gpslatref: str(exif.GPSLatitudeRef) ?? (lat === undefined ? undefined : lat >= 0 ? 'N' : 'S'),
    gpslng: lng,
    gpslngref: str(exif.GPSLongitudeRef) ?? (lng === undefined ? undefined : lng >= 0 ? 'E' : 'W'),
    // Take-off altitude: absolute minus height above the take-off point.
    baseAltitude: absAlt !== undefined && relAlt !== undefined ? Math.round((absAlt - relAlt) * 1000) / 1000 : undefined,
    exifimagewidth: int(exif.ExifImageWidth),
    exifimageheight: int(exif.ExifImageHeight),
    gimbalpitchdegree: x('GimbalPitchDegree'),
    gimbalyawdegree: x('GimbalYawDegree'),
    gimbalrolldegree: x('GimbalRollDegree'),
    droneSerialNumber: xmp.DroneSerialNumber,
    // The instant when the file gives one (offset or GPS time), else the wall clock read as UTC (as before).
    createdate: taken?.utc ?? iso(exif.DateTimeOriginal) ?? iso(exif.CreateDate),
    modifydate: iso(exif.ModifyDate),
  });

  const imageSource = xmp.ImageSource;
  const thermalBand = xmp.BandName === 'LWIR' || imageSource === 'InfraredCamera';
  // DJI R-JPEGs carry the raw radiometric frame in APP3 segments.
  // FLIR-layout R-JPEGs (FLIR cameras, the XT2's thermal image) carry theirs in APP1 `FLIR` segments.
  const radiometric = (segments.app3 > 0 && segments.app3Bytes > 16_000) || segments.flir > 0;
  if (radiometric || thermalBand) {
    const p = segments.thermalParams;
    const calibration = compact({
      emissivity: p?.emissivity ?? x('Emissivity'),
      reflectedTemperature: p?.reflectedTemperature ?? x('ReflectedTemperature') ?? x('ReflectedApparentTemperature'),
      atmosphericTemperature: p?.atmosphericTemperature ?? x('AtmosphericTemperature'),
      humidity: p?.humidity ?? x('RelativeHumidity') ?? x('Humidity'),
      distance: p?.distance ?? x('ObjectDistance'),
      transmissivity: x('Transmissivity'),
    });
    meta.thermalData = compact({
      isThermal: true,
      hasRadiometricData: radiometric,
      minTemperature: x('MinTemperature'),
      maxTemperature: x('MaxTemperature'),
      calibration: Object.keys(calibration).length ? calibration : undefined,
    });
  }

  const extra = compact({
    flightYawDegree: x('FlightYawDegree'),
    flightPitchDegree: x('FlightPitchDegree'),
    flightRollDegree: x('FlightRollDegree'),
    relativeAltitude: relAlt,
    absoluteAltitude: absAlt,
    // Extensions (docs/decisions.md, "Capture time"): the camera's own clock and where the time came from.
    captureTime: taken?.local,
    captureTimeOffset: taken?.offset,
    captureTimeUtc: taken?.utc,
    captureTimeSource: taken?.source,
    sensorWidthMm: sensorWidthMm(exif),
    droneModel: xmp.DroneModel,
    cameraSerialNumber: xmp.CameraSerialNumber ?? str(exif.SerialNumber),
    imageSource,
    rtkFlag: x('RtkFlag'),
    lrfTargetLat: x('LRFTargetLat'),
    lrfTargetLon: x('LRFTargetLon'),
    lrfTargetDistance: x('LRFTargetDistance'),
  });
  if (Object.keys(extra).length) meta.additional = extra;
  return meta;
}
