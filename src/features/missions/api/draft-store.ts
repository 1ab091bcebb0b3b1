import type { EditableMission } from '@/lib/mission-model/mission-model';

/**
 * Drafts of the editor, kept in IndexedDB (native API, no dependency) keyed by mission id or
 * 'new'. Written as the user edits, so a reload, a crash or a lost session loses nothing.
 */
export interface MissionDraft {
  key: string;
  mission: EditableMission;
  /** `updatedAt` of the server copy the draft started from; undefined for a new mission. */
  baseUpdatedAt?: number | undefined;
  savedAt: number;
}

const DB = 'fleet-ops-missions';
const STORE = 'drafts';
let dbPromise: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  dbPromise ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      dbPromise = null;
      reject(req.error ?? new Error('IndexedDB unavailable'));
    };
  });
  return dbPromise;
}

async function run<T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const req = fn(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/**
 * A draft flushed as the page goes (reload, tab closed) is also written to localStorage: that
 * write is synchronous, while an IndexedDB transaction begun during unload may be dropped.
 */
const LS_PREFIX = 'fleet-ops-mission-draft:';

function loadFlushed(key: string): MissionDraft | undefined {
  try {
    const raw = localStorage.getItem(LS_PREFIX + key);
    return raw ? (JSON.parse(raw) as MissionDraft) : undefined;
  } catch {
    return undefined;
  }
}

/** Drops the flushed copy of `key`; with `upTo`, only if it is not newer than that `savedAt`. */
function dropFlushed(key: string, upTo = Infinity): void {
  try {
    const flushed = loadFlushed(key);
    if (flushed && flushed.savedAt > upTo) return;
    localStorage.removeItem(LS_PREFIX + key);
  } catch {
    // Storage unavailable: nothing was flushed there either.
  }
}

/** The newest draft of `key`, from IndexedDB or from a flush at unload. */
export async function loadDraft(key: string): Promise<MissionDraft | undefined> {
  let stored: MissionDraft | undefined;
  try {
    stored = (await run('readonly', (s) => s.get(key) as IDBRequest<MissionDraft | undefined>)) ?? undefined;
  } catch {
    stored = undefined;
  }
  const flushed = loadFlushed(key);
  return flushed && (!stored || flushed.savedAt > stored.savedAt) ? flushed : stored;
}

export async function saveDraft(draft: MissionDraft): Promise<unknown> {
  const r = await run('readwrite', (s) => s.put(draft));
  // The flushed copy is now redundant, unless the page was flushed while this write was in flight
  // (an autosave begun, more edits, then a reload): that copy is newer and is the one to keep.
  dropFlushed(draft.key, draft.savedAt);
  return r;
}

/** Writes a draft at once as the page hides or unloads: synchronously to localStorage, and to IndexedDB. */
export function flushDraft(draft: MissionDraft): void {
  try {
    localStorage.setItem(LS_PREFIX + draft.key, JSON.stringify(draft));
  } catch {
    // Over the storage quota (a very large route): IndexedDB below is the only copy.
  }
  void run('readwrite', (s) => s.put(draft)).catch(() => undefined);
}

export function deleteDraft(key: string): Promise<unknown> {
  dropFlushed(key);
  return run('readwrite', (s) => s.delete(key));
}
