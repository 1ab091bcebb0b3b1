// Entry point for "Import file": picks the importer by content first (extensions lie:
// .json may be GeoJSON, a plan or a service body; .kmz may be WPML or plain KML).
import { decodeText, ImportError } from './import-error';
import type { ImportResult } from './import-error';
import { importKml } from './kml';
import { importJsonText } from './geojson';
import { importLitchiCsv } from './litchi-csv';
import { importQgcPlan } from './import-qgc-plan';
import { importQgcWpl } from './import-qgc-wpl';
import { importWpmlKmz, importWpmlXml, isWpmlArchive, unzip } from './import-wpml';

export { IMPORT_ACCEPT } from './import-accept';

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

function importXml(fileName: string, text: string): ImportResult {
  // WPML files use the KML root but the DJI wpmz namespace.
  return /dji\.com\/wpmz|<wpml:/.test(text.slice(0, 4000)) ? importWpmlXml(fileName, text) : importKml(fileName, text);
}

export function importMissionFile(fileName: string, bytes: Uint8Array): ImportResult {
  const ext = (/\.([a-z0-9]+)$/i.exec(fileName)?.[1] ?? '').toLowerCase();
  if (bytes.length === 0) throw new ImportError('the file is empty', undefined, fileName);
  if (isZip(bytes)) {
    const files = unzip(bytes, fileName);
    if (isWpmlArchive(files)) return importWpmlKmz(fileName, bytes, files);
    const kmlName = Object.keys(files).find((k) => k.toLowerCase().endsWith('.kml'));
    const kml = kmlName ? files[kmlName] : undefined;
    if (kmlName && kml) return importKml(fileName, decodeText(kml));
    throw new ImportError('the archive holds no KML or WPML file', undefined, fileName);
  }
  const text = decodeText(bytes);
  const head = text.trimStart();
  if (head.startsWith('QGC WPL')) return importQgcWpl(fileName, text);
  if (head.startsWith('<')) return importXml(fileName, text);
  if (head.startsWith('{') || head.startsWith('[')) {
    if (ext === 'plan' || ext === 'mission' || /"(fileType|groundStation)"\s*:/.test(head.slice(0, 2000)))
      return importQgcPlan(fileName, text);
    return importJsonText(fileName, text);
  }
  if (/^\s*latitude\s*,\s*longitude/i.test(head)) return importLitchiCsv(fileName, text);
  throw new ImportError(
    `unsupported file${ext ? ` type ".${ext}"` : ''}: expected DJI WPML (.kmz/.wpml), KML/KMZ, Litchi CSV, QGroundControl (.plan, .waypoints, .mission), GeoJSON or a mission JSON`,
    undefined,
    fileName,
  );
}
