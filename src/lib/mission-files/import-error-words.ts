// What a pilot reads when a file cannot be imported: the file's name, that it is not a mission we
// can read and which kinds we read, then the reason and the place in words ("waypoint 2", "line 4"),
// not parser paths like `$.features`. The ImportError itself keeps the exact path for logs and tests.
import { ImportError } from './import-error';

export const READABLE_KINDS = 'KMZ, KML, CSV, .plan, GeoJSON';

/** Reasons whose words are the parser's, not a person's. */
const REASONS: Array<[RegExp, string]> = [
  [/^no Point or LineString features$/, 'it has no points or lines to fly'],
  [/^features must be an array$/, 'it has no list of features'],
  [/^JSON is neither GeoJSON/, 'it is neither GeoJSON nor a saved mission'],
  [/^no Point, LineString or Polygon placemarks found$/, 'it has no points, lines or areas'],
  [/^missing <kml><Document>: not a WPML file$/, 'it is not a DJI waypoint file'],
  [/^no <kml> root element$/, 'it is not a KML file'],
  [/^the WPML file contains no waypoints/, 'it has no waypoints'],
  [/^route is empty$/, 'its route has no waypoints'],
  [/^expected a JSON object$/, 'it is not a JSON object'],
  [/^unsupported file type "(.+?)":.*$/, 'files ending in $1 are not missions'],
  [/^unsupported file:.*$/, 'its contents are not a mission'],
];

const INDEXED: Array<[RegExp, string]> = [
  [/features\[(\d+)\]/, 'feature'],
  [/route\[(\d+)\]/, 'waypoint'],
  [/items\[(\d+)\]/, 'mission item'],
  [/polygons\[(\d+)\]/, 'fence polygon'],
  [/Placemark (\d+)/, 'placemark'],
];

/** "$.features[3].geometry" → "feature 4"; "line 3, column 9" stays; a bare element path says nothing. */
export function placeWords(where: string | undefined): string | undefined {
  if (!where) return undefined;
  const line = /line \d+(, column \d+)?/.exec(where);
  if (line) return line[0];
  for (const [re, noun] of INDEXED) {
    const m = re.exec(where);
    if (m?.[1] !== undefined) return `${noun} ${Number(m[1]) + (noun === 'placemark' ? 0 : 1)}`;
  }
  return undefined;
}

export function reasonWords(reason: string): string {
  for (const [re, words] of REASONS) if (re.test(reason)) return reason.replace(re, words);
  return reason;
}

/** The message shown when `fileName` could not be imported, whatever the error was. */
export function describeImportError(err: unknown, fileName: string): string {
  const head = `“${fileName}” isn't a mission we can read (${READABLE_KINDS})`;
  if (!(err instanceof ImportError)) return `${head}.`;
  const place = placeWords(err.where);
  return `${head}: ${reasonWords(err.reason)}${place ? ` (${place})` : ''}.`;
}
