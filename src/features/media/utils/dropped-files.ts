/**
 * Files dropped or picked, with their folder path inside what was dropped, so a dropped folder
 * is recreated under the target. Uses the entries API (`webkitGetAsEntry`) for directories; it
 * hands out `File` handles, never contents.
 */
export interface PickedFile {
  file: File;
  /** Folder names from the dropped root down to the file's folder; empty for a loose file. */
  dirs: string[];
}

export const MEDIA_DRAG_TYPE = 'application/x-media-items';

function readAll(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => {
    const all: FileSystemEntry[] = [];
    const next = () =>
      reader.readEntries((batch) => {
        if (batch.length === 0) resolve(all);
        else {
          all.push(...batch);
          next(); // readEntries answers at most 100 at a time
        }
      }, reject);
    next();
  });
}

async function walk(entry: FileSystemEntry, dirs: string[], out: PickedFile[]): Promise<void> {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
    out.push({ file, dirs });
  } else if (entry.isDirectory) {
    const children = await readAll((entry as FileSystemDirectoryEntry).createReader());
    for (const child of children) await walk(child, [...dirs, entry.name], out);
  }
}

export async function filesFromDataTransfer(dt: DataTransfer): Promise<PickedFile[]> {
  const entries = [...dt.items].map((i) => (i.kind === 'file' ? i.webkitGetAsEntry() : null));
  if (entries.some((e) => e?.isDirectory)) {
    const out: PickedFile[] = [];
    for (const e of entries) if (e) await walk(e, [], out);
    return out;
  }
  return [...dt.files].map((file) => ({ file, dirs: [] }));
}

/** From an `<input type=file webkitdirectory>`: `webkitRelativePath` is `root/sub/name`. */
export function filesFromInput(list: FileList | null): PickedFile[] {
  return [...(list ?? [])].map((file) => ({ file, dirs: file.webkitRelativePath.split('/').slice(0, -1) }));
}

export const carriesMediaItems = (dt: DataTransfer | null): boolean => Boolean(dt?.types.includes(MEDIA_DRAG_TYPE));
export const carriesFiles = (dt: DataTransfer | null): boolean => Boolean(dt?.types.includes('Files'));

export function draggedIds(dt: DataTransfer): string[] {
  try {
    const v: unknown = JSON.parse(dt.getData(MEDIA_DRAG_TYPE) || '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
