import fs from 'node:fs';
import path from 'node:path';
import { ZipFile } from 'yazl';

/**
 * A ZIP of flight log files, produced as a stream: entries are read from disk as the
 * archive is written, so memory stays flat whatever the selection size.
 * Duplicate names get a ` (2)`, ` (3)`… suffix so no entry overwrites another on unzip.
 */
export function flightLogsZip(files: Array<{ name: string; file: string }>): NodeJS.ReadableStream {
  const zip = new ZipFile();
  const used = new Set<string>();
  for (const f of files) {
    // A file removed between the query and now is skipped rather than failing mid-stream.
    if (!fs.existsSync(f.file)) continue;
    zip.addFile(f.file, uniqueName(f.name, used), { compress: true });
  }
  zip.end();
  return zip.outputStream;
}

function uniqueName(name: string, used: Set<string>): string {
  // Entry names are paths inside the archive: keep only the base name (no traversal on unzip).
  const base = path.basename(name.replaceAll('\\', '/')) || 'flight-log';
  let candidate = base;
  const ext = path.extname(base);
  for (let n = 2; used.has(candidate); n++) candidate = `${base.slice(0, base.length - ext.length)} (${n})${ext}`;
  used.add(candidate);
  return candidate;
}
