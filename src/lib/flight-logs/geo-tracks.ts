import { DOMParser } from '@xmldom/xmldom';
import { gpx, kml } from '@tmcw/togeojson';
import { unzipSync } from 'fflate';
import { FlightBuilder, FlightLogError, isFix, type Flight, type FlightLogFormat } from './flight';

/**
 * GPX and KML/KMZ tracks, converted with `@tmcw/togeojson`. The XML is parsed by xmldom, not the
 * browser's DOMParser, so the same code runs in a worker (which has no DOMParser) and on the service.
 * Times come from GPX `<time>` / KML `gx:Track` `<when>` (the `coordinateProperties.times`);
 * elevations are above sea level in both formats.
 */

export function looksLikeGpx(text: string): boolean {
  return /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<gpx[\s>]/i.test(text);
}
export function looksLikeKml(text: string): boolean {
  return /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<(\w+:)?kml[\s>]/i.test(text);
}

type Position = number[];

export function readGeoTrack(text: string, format: Extract<FlightLogFormat, 'gpx' | 'kml' | 'kmz'>): Flight {
  const doc = new DOMParser({ errorHandler: () => undefined }).parseFromString(text, 'text/xml');
  // togeojson walks a DOM Document; xmldom's is the same interface minus browser extras.
  const fc = format === 'gpx' ? gpx(doc as unknown as Document) : kml(doc as unknown as Document);
  const b = new FlightBuilder(1024);
  let startMs: number | null = null;
  let points = 0;
  let lastTs = NaN;
  for (const feature of fc.features) {
    const g = feature.geometry;
    if (!g || (g.type !== 'LineString' && g.type !== 'MultiLineString')) continue;
    const lines: Position[][] = g.type === 'LineString' ? [g.coordinates] : g.coordinates;
    const props = (feature.properties ?? {}) as { coordinateProperties?: { times?: string[] | string[][] } };
    const timesRaw = props.coordinateProperties?.times;
    lines.forEach((coords, li) => {
      const times = (Array.isArray(timesRaw?.[0]) ? (timesRaw as string[][])[li] : (timesRaw as string[] | undefined)) ?? [];
      coords.forEach((p, i) => {
        const ms = times[i] ? Date.parse(times[i] as string) : NaN;
        const ts = Number.isFinite(ms) ? ms / 1000 : points;
        if (startMs === null && Number.isFinite(ms)) startMs = ms;
        const [lng, lat, ele] = p as [number, number, number?];
        if (!isFix(lat, lng)) return;
        // A track without times gets one row per point (a second apart), so nothing is merged away.
        b.set(ts, 'lat', lat);
        b.set(ts, 'lng', lng);
        if (ele !== undefined) b.set(ts, 'altAmsl', ele);
        lastTs = ts;
        points++;
      });
    });
  }
  if (points === 0) throw new FlightLogError(`The ${format.toUpperCase()} file has no track (no line with positions).`, [], format);
  const built = b.finish(lastTs);
  const notes = startMs === null ? ['The track has no times: one point a second is assumed, and the start time is unknown.'] : [];
  return { format, startMs, ...built, vehicle: {}, notes };
}

/** A KMZ is a zip with a KML inside (doc.kml, or the first .kml). */
export function kmzText(bytes: Uint8Array): string {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (f) => f.name.toLowerCase().endsWith('.kml') && f.originalSize < 200 * 1024 * 1024 });
  } catch {
    throw new FlightLogError('The KMZ file is not a readable zip archive.', [], 'kmz');
  }
  const name = Object.keys(files).find((n) => n.toLowerCase() === 'doc.kml') ?? Object.keys(files)[0];
  if (!name) throw new FlightLogError('The KMZ archive holds no KML file.', [], 'kmz');
  return new TextDecoder().decode(files[name]);
}
