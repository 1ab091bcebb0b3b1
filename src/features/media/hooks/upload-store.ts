import { describeError, ApiError } from '@/lib/api/api-error';
import { quotaRefusal, type StorageUsage } from '@/lib/contract/storage';
import { uploadMediaFile } from '@/lib/resources/media-upload';
import { entriesFromJournal, entriesToStart, journalOf, matchPickedFiles, parseJournal, type UploadEntry } from '../utils/upload-queue';

/**
 * The tab's upload queue. Module state, not component state, so uploads go on while the user
 * opens other folders. Files are kept as `File` handles (the browser streams them from disk);
 * the journal in sessionStorage lists what has not finished, for after a reload.
 */
const JOURNAL_KEY = 'media.uploads';
const files = new Map<string, File>();
const controllers = new Map<string, AbortController>();
const listeners = new Set<() => void>();
let entries: readonly UploadEntry[] | null = null;
let onUploaded: (() => void) | null = null;
/** The drive's space when last read (StorageMeter); the service stays the judge, this spares a doomed upload. */
let storage: StorageUsage | null = null;

function current(): readonly UploadEntry[] {
  entries ??= entriesFromJournal(parseJournal(globalThis.sessionStorage?.getItem(JOURNAL_KEY) ?? null));
  return entries;
}

// What the journal holds now: written only when it changes (a file starting or its progress
// does not change the list of unfinished files; sessionStorage writes go through the browser).
let written: string | undefined;
function set(next: readonly UploadEntry[], persist = true): void {
  entries = next;
  if (persist) {
    const journal = journalOf(next);
    const json = journal.length ? JSON.stringify(journal) : '';
    if (json !== written) {
      if (json) sessionStorage.setItem(JOURNAL_KEY, json);
      else sessionStorage.removeItem(JOURNAL_KEY);
      written = json;
    }
  }
  notify();
}

// Listeners (the panel) hear at most one change per NOTIFY_MS: 200 files finishing over a few
// seconds are a few dozen renders and frames, not 400 (each frame costs the tab, and the
// machine, time the uploads need).
const NOTIFY_MS = 100;
let notifyTimer: ReturnType<typeof setTimeout> | undefined;
function notify(): void {
  notifyTimer ??= setTimeout(() => {
    notifyTimer = undefined;
    for (const l of listeners) l();
  }, NOTIFY_MS);
}

function patch(id: string, change: Partial<UploadEntry>, persist = true): void {
  set(
    current().map((e) => (e.id === id ? { ...e, ...change } : e)),
    persist,
  );
}

// Progress arrives many times a second per file: folded into one update every 150 ms, so 200
// files do not rebuild the entry list (and the panel) on every event.
const progress = new Map<string, number>();
let progressTimer: ReturnType<typeof setTimeout> | undefined;
function reportProgress(id: string, loaded: number): void {
  progress.set(id, loaded);
  progressTimer ??= setTimeout(() => {
    progressTimer = undefined;
    const batch = new Map(progress);
    progress.clear();
    set(
      current().map((e) => (e.status === 'uploading' && batch.has(e.id) ? { ...e, loaded: batch.get(e.id) ?? e.loaded } : e)),
      false,
    );
  }, 150);
}

function start(id: string): void {
  const entry = current().find((e) => e.id === id);
  const file = files.get(id);
  if (!entry) return;
  if (!file) return patch(id, { status: 'interrupted', error: 'Pick this file again to upload it.' });
  // The browser may see a refused large body as a reset connection, not the service's 507 sentence.
  if (storage && storage.usedBytes + file.size > storage.quotaBytes) {
    patch(id, { status: 'failed', error: `${quotaRefusal(storage, file.size)}.` });
    return void queueMicrotask(pump);
  }
  const ctl = new AbortController();
  controllers.set(id, ctl);
  patch(id, { status: 'uploading', loaded: 0, error: undefined });
  uploadMediaFile(
    file,
    { location: entry.location, name: entry.name },
    { signal: ctl.signal, onProgress: (loaded) => reportProgress(id, loaded) },
  )
    .then(() => {
      files.delete(id);
      patch(id, { status: 'done', loaded: entry.size });
      onUploaded?.();
    })
    .catch((err: unknown) => {
      if (err instanceof ApiError && err.code === 'ABORTED') patch(id, { status: 'cancelled' });
      else patch(id, { status: 'failed', error: describeError(err) });
    })
    .finally(() => {
      controllers.delete(id);
      pump();
    });
}

function pump(): void {
  for (const id of entriesToStart(current())) start(id);
}

export interface QueuedFile {
  file: File;
  location: string;
  folderName: string;
}

export const uploadStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: current,
  /** Called after each finished file (the page refreshes the folder lists). */
  setStorageUsage(usage: StorageUsage | null): void {
    storage = usage;
  },
  setOnUploaded(fn: (() => void) | null): void {
    onUploaded = fn;
  },
  enqueue(items: readonly QueuedFile[]): void {
    const added = items.map(({ file, location, folderName }) => {
      const id = crypto.randomUUID();
      files.set(id, file);
      return { id, name: file.name, size: file.size, location, folderName, status: 'queued', loaded: 0 } satisfies UploadEntry;
    });
    set([...current(), ...added]);
    pump();
  },
  cancel(id: string): void {
    const ctl = controllers.get(id);
    if (ctl) ctl.abort();
    else patch(id, { status: 'cancelled' });
  },
  retry(id: string): void {
    patch(id, { status: 'queued', loaded: 0, error: undefined });
    pump();
  },
  /** Files picked again after a reload: matched by name and size; answers the unmatched ones. */
  resume(picked: readonly File[]): File[] {
    const { matched, unmatched } = matchPickedFiles(current(), picked);
    for (const m of matched) files.set(m.id, m.file);
    const ids = new Set(matched.map((m) => m.id));
    set(current().map((e) => (ids.has(e.id) ? { ...e, status: 'queued' as const, loaded: 0, error: undefined } : e)));
    pump();
    return unmatched;
  },
  /** Drops finished, cancelled and (when asked) interrupted entries from the panel. */
  clear(includeInterrupted = false): void {
    const keep = (e: UploadEntry) =>
      e.status === 'queued' || e.status === 'uploading' || e.status === 'failed' || (!includeInterrupted && e.status === 'interrupted');
    for (const e of current()) if (!keep(e)) files.delete(e.id);
    set(current().filter(keep));
  },
};
