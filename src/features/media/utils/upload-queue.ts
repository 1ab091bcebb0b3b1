/**
 * The upload queue's rules, pure: at most MAX_PARALLEL files in flight, totals, and the journal
 * that survives a reload (names, sizes and targets only: a browser cannot reopen a file by
 * itself, so the user picks the unfinished ones again and they are matched by name and size).
 */
export const MAX_PARALLEL_UPLOADS = 4;

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled' | 'interrupted';

export interface UploadEntry {
  id: string;
  name: string;
  size: number;
  /** Child location of the target folder. */
  location: string;
  /** The folder's name as the user saw it, for the panel. */
  folderName: string;
  status: UploadStatus;
  loaded: number;
  error?: string;
}

export interface JournalEntry {
  id: string;
  name: string;
  size: number;
  location: string;
  folderName: string;
}

const UNFINISHED: ReadonlySet<UploadStatus> = new Set(['queued', 'uploading', 'failed', 'interrupted']);

/** Which queued entries may start now, oldest first. */
export function entriesToStart(entries: readonly UploadEntry[], max = MAX_PARALLEL_UPLOADS): string[] {
  const running = entries.filter((e) => e.status === 'uploading').length;
  return entries
    .filter((e) => e.status === 'queued')
    .slice(0, Math.max(0, max - running))
    .map((e) => e.id);
}

export interface UploadTotals {
  loaded: number;
  size: number;
  done: number;
  failed: number;
  active: number;
  count: number;
}

/** Bytes sent over bytes to send, ignoring cancelled files; a finished file counts whole. */
export function uploadTotals(entries: readonly UploadEntry[]): UploadTotals {
  const t: UploadTotals = { loaded: 0, size: 0, done: 0, failed: 0, active: 0, count: 0 };
  for (const e of entries) {
    if (e.status === 'cancelled') continue;
    t.count++;
    t.size += e.size;
    t.loaded += e.status === 'done' ? e.size : Math.min(e.loaded, e.size);
    if (e.status === 'done') t.done++;
    else if (e.status === 'failed' || e.status === 'interrupted') t.failed++;
    else t.active++;
  }
  return t;
}

/** What is written to sessionStorage after every change: the files that did not finish. */
export function journalOf(entries: readonly UploadEntry[]): JournalEntry[] {
  return entries
    .filter((e) => UNFINISHED.has(e.status))
    .map(({ id, name, size, location, folderName }) => ({ id, name, size, location, folderName }));
}

/** After a reload: every journalled file is shown as interrupted, waiting to be picked again. */
export function entriesFromJournal(journal: readonly JournalEntry[]): UploadEntry[] {
  return journal.map((j) => ({ ...j, status: 'interrupted', loaded: 0, error: 'The page was reloaded before this file finished.' }));
}

export function parseJournal(raw: string | null): JournalEntry[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (j): j is JournalEntry =>
        typeof j === 'object' &&
        j !== null &&
        typeof (j as JournalEntry).id === 'string' &&
        typeof (j as JournalEntry).name === 'string' &&
        typeof (j as JournalEntry).size === 'number' &&
        typeof (j as JournalEntry).location === 'string',
    );
  } catch {
    return [];
  }
}

/** Pairs picked files with interrupted entries by name and size; each entry takes one file. */
export function matchPickedFiles<F extends { name: string; size: number }>(
  entries: readonly UploadEntry[],
  files: readonly F[],
): { matched: Array<{ id: string; file: F }>; unmatched: F[] } {
  const waiting = entries.filter((e) => e.status === 'interrupted');
  const used = new Set<string>();
  const matched: Array<{ id: string; file: F }> = [];
  const unmatched: F[] = [];
  for (const file of files) {
    const entry = waiting.find((e) => !used.has(e.id) && e.name === file.name && e.size === file.size);
    if (entry) {
      used.add(entry.id);
      matched.push({ id: entry.id, file });
    } else unmatched.push(file);
  }
  return { matched, unmatched };
}
