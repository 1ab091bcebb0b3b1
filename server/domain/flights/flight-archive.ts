import fs from 'node:fs';
import path from 'node:path';
import type { PassThrough } from 'node:stream';
import { ZipFile } from 'yazl';

/**
 * A ZIP of flight log files, produced as a stream: one entry at a time is read from disk as the
 * archive is written, at the pace the client reads (yazl pipes each file through deflate into the
 * output, so backpressure reaches the file), so memory stays flat whatever the selection size.
 * yazl writes ZIP64 records when an archive passes 4 GB, which a 10,000-log download can.
 * Duplicate names get a ` (2)`, ` (3)`… suffix so no entry overwrites another on unzip.
 *
 * Destroying the returned stream (Fastify does when the client goes away) stops the work and
 * closes the file being read: yazl's own `addFile` keeps that file open for good (one descriptor
 * lost per cancelled download), so the files are opened here and closed on the output's close.
 */
export function flightLogsZip(files: Array<{ name: string; file: string }>): PassThrough {
  const zip = new ZipFile();
  const used = new Set<string>();
  const open = new Set<fs.ReadStream>();
  for (const f of files) {
    // A file removed between the query and now is skipped rather than failing mid-stream.
    const stats = statFile(f.file);
    if (!stats) continue;
    // The file's own date, mode and size, as addFile sets them.
    const options = { compress: true, mtime: stats.mtime, mode: stats.mode, size: stats.size };
    zip.addReadStreamLazy(uniqueName(f.name, used), options, (done) => {
      const input = fs.createReadStream(f.file);
      open.add(input);
      input.once('close', () => open.delete(input));
      done(null, input);
    });
  }
  zip.end();
  const output = zip.outputStream as PassThrough;
  // A file deleted or changed while it is packed: end the download with an error (the client
  // sees a cut transfer) rather than an 'error' on the ZipFile that nothing listens to, which
  // would take the whole service down.
  zip.on('error', (err: Error) => output.destroy(err));
  output.once('close', () => {
    for (const input of open) input.destroy();
    open.clear();
  });
  return output;
}

function statFile(file: string): fs.Stats | undefined {
  try {
    const stats = fs.statSync(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
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
