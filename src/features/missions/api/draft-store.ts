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

export async function loadDraft(key: string): Promise<MissionDraft | undefined> {
  try {
    return (await run('readonly', (s) => s.get(key) as IDBRequest<MissionDraft | undefined>)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(draft: MissionDraft): Promise<unknown> {
  return run('readwrite', (s) => s.put(draft));
}

export function deleteDraft(key: string): Promise<unknown> {
  return run('readwrite', (s) => s.delete(key));
}
