import { ImportError } from './import-error';

/**
 * What the browser reads of a file a user picks or drops. The largest real missions (5,000
 * waypoints with actions) are a few megabytes of KML; a geofence of national geozones tens. A file
 * past these is refused before it is read, and an archive's entries before they are inflated, so a
 * zip bomb (305 KB that inflates to 300 MB) costs the tab nothing.
 */
export const MAX_IMPORT_FILE_BYTES = 50 * 1024 * 1024;
/** One inflated archive entry, and all the entries read from one archive together. */
export const MAX_ARCHIVE_ENTRY_BYTES = 50 * 1024 * 1024;
export const MAX_ARCHIVE_TOTAL_BYTES = 100 * 1024 * 1024;

const mb = (n: number, digits = 0) => `${(n / (1024 * 1024)).toFixed(digits)} MB`;

/** The file's bytes, or an ImportError naming the file and the cap when it is larger. */
export async function readImportFile(file: Pick<File, 'name' | 'size' | 'arrayBuffer'>): Promise<Uint8Array> {
  if (file.size > MAX_IMPORT_FILE_BYTES)
    throw new ImportError(
      `the file is ${mb(file.size, 1)}; files up to ${mb(MAX_IMPORT_FILE_BYTES)} can be imported`,
      undefined,
      file.name,
    );
  return new Uint8Array(await file.arrayBuffer());
}
