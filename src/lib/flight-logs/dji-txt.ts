import { FlightLogError } from './flight';

/**
 * DJI's own flight records (`DJIFlightRecord_*.txt`, from DJI Fly / GO / Pilot). They are binary,
 * and from record version 13 (2020 on) the frames are encrypted with keys that only DJI's online
 * key service hands out, per app registration: a browser or this service cannot read them offline.
 * They are recognised and named, with what to do instead.
 */

/** The record's header: bytes 0–7 the details offset (little-endian), byte 10 the format version. */
export function djiTxtVersion(head: Uint8Array): number | null {
  if (head.length < 100) return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const detailsOffset = Number(view.getBigUint64(0, true));
  const version = head[10] as number;
  // Plausible: a version DJI has used (1…20) and an offset inside a real file (> the header).
  if (version < 1 || version > 20 || detailsOffset < 100 || detailsOffset > 2 ** 32) return null;
  // The header is binary; a text file never has NUL bytes in its first eight.
  return version;
}

export function djiTxtError(version: number): FlightLogError {
  const how =
    'Export it first: in AirData UAV (upload the .txt, then "Export CSV"), or with DJI’s Flight Record tools, and open the CSV here.';
  return new FlightLogError(
    version >= 13
      ? `This is a DJI flight record (version ${version}). Its data is encrypted with keys from DJI’s online service, which this dashboard does not call. ${how}`
      : `This is a DJI flight record (version ${version}), an older binary layout this dashboard does not decode. ${how}`,
    [],
    'dji-txt',
  );
}
