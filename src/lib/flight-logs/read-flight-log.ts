import { readCsvLog, csvDialect } from './csv-logs';
import { readDataflash, looksLikeDataflash } from './dataflash';
import { looksLikeDjiSrt, readDjiSrt } from './dji-srt';
import { djiTxtError, djiTxtVersion } from './dji-txt';
import { FlightLogError, FORMAT_LABEL, type Flight, type FlightLogFormat, type ReadOptions } from './flight';
import { kmzText, looksLikeGpx, looksLikeKml, readGeoTrack } from './geo-tracks';
import { looksLikeTlog, readTlog } from './tlog';
import { bytesFile, looksLikeULog, readULog, ulogCutOff } from './ulog';

/**
 * Reads any flight log this dashboard knows from its bytes (never its name): ULog, tlog, DataFlash,
 * DJI SRT, AirData/Litchi/logbook CSV, GPX, KML, KMZ; DJI .txt is recognised and explained. A file that is
 * none of them is a `FlightLogError` listing the formats tried.
 */

/** Every format, in the order they are tried (binary signatures first, then text). */
export const FORMATS_TRIED: readonly FlightLogFormat[] = [
  'ulog',
  'dataflash',
  'tlog',
  'kmz',
  'dji-txt',
  'dji-srt',
  'gpx',
  'kml',
  'airdata-csv',
  'litchi-csv',
  'service-csv',
];

/** The format of a file from its first bytes (4 KB are plenty), or null. */
export function detectFlightLogFormat(head: Uint8Array): FlightLogFormat | null {
  if (looksLikeULog(head)) return 'ulog';
  if (looksLikeDataflash(head)) return 'dataflash';
  if (looksLikeTlog(head)) return 'tlog';
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'kmz';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(0, 4096));
  if (looksLikeDjiSrt(text)) return 'dji-srt';
  if (looksLikeGpx(text)) return 'gpx';
  if (looksLikeKml(text)) return 'kml';
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const csv = csvDialect(firstLine);
  if (csv) return csv;
  if (djiTxtVersion(head) !== null && !printable(head.subarray(0, 8))) return 'dji-txt';
  return null;
}

/** True when every byte is printable ASCII or tab/CR/LF (a text file's start). */
function printable(b: Uint8Array): boolean {
  return b.every((c) => c === 9 || c === 10 || c === 13 || (c >= 32 && c < 127));
}

export function notAFlightLog(what = 'This file'): FlightLogError {
  return new FlightLogError(
    `${what} is not a flight log this dashboard reads. Tried: ${FORMATS_TRIED.map((f) => FORMAT_LABEL[f]).join(', ')}.`,
    FORMATS_TRIED,
  );
}

export async function readFlightLog(bytes: Uint8Array, opts: ReadOptions = {}): Promise<Flight> {
  const format = detectFlightLogFormat(bytes.subarray(0, 4096));
  if (!format) throw notAFlightLog();
  const text = () => new TextDecoder().decode(bytes);
  switch (format) {
    case 'ulog':
      return readULog(bytesFile(bytes), opts, ulogCutOff(bytes));
    case 'dataflash':
      return readDataflash(bytes, opts);
    case 'tlog':
      return readTlog(bytes, opts);
    case 'kmz':
      return readGeoTrack(kmzText(bytes), 'kmz');
    case 'dji-txt':
      throw djiTxtError(djiTxtVersion(bytes) ?? 0);
    case 'dji-srt':
      return readDjiSrt(text());
    case 'gpx':
    case 'kml':
      return readGeoTrack(text(), format);
    case 'airdata-csv':
    case 'litchi-csv':
    case 'service-csv':
      return readCsvLog(text(), format, opts);
  }
}
