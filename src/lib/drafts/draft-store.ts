/**
 * Drafts of unsaved edits, kept in IndexedDB (native API, no dependency) and keyed by a string, so a
 * reload, a crash or an expired sign-in loses nothing. Each editor has its own database and store.
 *
 * A draft flushed as the page goes (reload, tab closed) is also written to localStorage: that write
 * is synchronous, while an IndexedDB transaction begun during unload may be dropped with the page.
 * For the same reason a removal (the edit was saved) leaves a mark there until IndexedDB has deleted
 * the draft: a reload just after a save must not bring the saved-over draft back.
 */
export interface DraftRecord {
  key: string;
  /** When the draft was written (ms); the newer of the IndexedDB and the flushed copy wins. */
  savedAt: number;
}

/** Left in localStorage by `remove` until IndexedDB's delete is done. */
interface Removed extends DraftRecord {
  removed: true;
}

export interface DraftStore<D extends DraftRecord> {
  /** The newest draft of `key`, from IndexedDB or from a flush at unload. */
  load(key: string): Promise<D | undefined>;
  save(draft: D): Promise<void>;
  /** Writes at once as the page hides or unloads: synchronously to localStorage, and to IndexedDB. */
  flush(draft: D): void;
  remove(key: string): Promise<void>;
}

export interface DraftStoreOptions {
  db: string;
  store: string;
  /** localStorage key prefix of the copies flushed at unload. */
  flushPrefix: string;
}

export function createDraftStore<D extends DraftRecord>({ db: name, store, flushPrefix }: DraftStoreOptions): DraftStore<D> {
  let dbPromise: Promise<IDBDatabase> | null = null;
  const open = () =>
    (dbPromise ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(store, { keyPath: 'key' });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => {
        dbPromise = null;
        reject(req.error ?? new Error('IndexedDB unavailable'));
      };
    }));

  async function run<T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const db = await open();
    return new Promise((resolve, reject) => {
      const tx = db.transaction(store, mode);
      const req = fn(tx.objectStore(store));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  }

  /** What localStorage holds for `key`: a draft flushed at unload, or the mark of a removal. */
  function loadFlushed(key: string): D | Removed | undefined {
    try {
      const raw = localStorage.getItem(flushPrefix + key);
      return raw ? (JSON.parse(raw) as D | Removed) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Drops the flushed copy of `key`; with `upTo`, only if it is not newer than that `savedAt`. */
  function dropFlushed(key: string, upTo = Infinity): void {
    try {
      const flushed = loadFlushed(key);
      if (flushed && flushed.savedAt > upTo) return;
      localStorage.removeItem(flushPrefix + key);
    } catch {
      // Storage unavailable: nothing was flushed there either.
    }
  }

  return {
    async load(key) {
      let stored: D | undefined;
      try {
        stored = (await run('readonly', (s) => s.get(key) as IDBRequest<D | undefined>)) ?? undefined;
      } catch {
        stored = undefined;
      }
      const flushed = loadFlushed(key);
      if (!flushed || (stored && stored.savedAt > flushed.savedAt)) return stored;
      return 'removed' in flushed ? undefined : flushed;
    },
    async save(draft) {
      await run('readwrite', (s) => s.put(draft));
      // The flushed copy is now redundant, unless the page was flushed while this write was in flight
      // (an autosave begun, more edits, then a reload): that copy is newer and is the one to keep.
      dropFlushed(draft.key, draft.savedAt);
    },
    flush(draft) {
      try {
        localStorage.setItem(flushPrefix + draft.key, JSON.stringify(draft));
      } catch {
        // Over the storage quota (a very large route): IndexedDB below is the only copy.
      }
      void run('readwrite', (s) => s.put(draft)).catch(() => undefined);
    },
    async remove(key) {
      const mark: Removed = { key, savedAt: Date.now(), removed: true };
      try {
        localStorage.setItem(flushPrefix + key, JSON.stringify(mark));
      } catch {
        // Storage unavailable: the IndexedDB delete below is all there is.
      }
      await run('readwrite', (s) => s.delete(key));
      dropFlushed(key, mark.savedAt);
    },
  };
}
