/**
 * Drafts kept in IndexedDB (native API), one object store per kind of draft, keyed by a string.
 * A reload, a crash or an expired sign-in loses nothing. (The mission editor keeps its own store
 * in `features/missions/api/draft-store.ts`; it could move onto this one.)
 */
export interface Draft<T> {
  key: string;
  value: T;
  savedAt: number;
}

const DB = 'fleet-ops-drafts';
const STORES = ['geofences'] as const;
export type DraftStore = (typeof STORES)[number];
let dbPromise: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  dbPromise ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => {
      for (const s of STORES) if (!req.result.objectStoreNames.contains(s)) req.result.createObjectStore(s, { keyPath: 'key' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      dbPromise = null;
      reject(req.error ?? new Error('IndexedDB unavailable'));
    };
  });
  return dbPromise;
}

async function run<R>(store: DraftStore, mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<R>): Promise<R> {
  const db = await open();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const req = fn(tx.objectStore(store));
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

export const readDraft = <T>(store: DraftStore, key: string) => run<Draft<T> | undefined>(store, 'readonly', (s) => s.get(key));
export const writeDraft = <T>(store: DraftStore, key: string, value: T) =>
  run(store, 'readwrite', (s) => s.put({ key, value, savedAt: Date.now() } satisfies Draft<T>)).then(() => undefined);
export const deleteDraft = (store: DraftStore, key: string) => run(store, 'readwrite', (s) => s.delete(key)).then(() => undefined);
