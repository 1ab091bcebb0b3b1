// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDraftStore } from './draft-store';

interface NoteDraft {
  key: string;
  lines: string[];
  savedAt: number;
}

const store = createDraftStore<NoteDraft>({ db: 'test-drafts', store: 'notes', flushPrefix: 'test-draft:' });
const KEY = 'note-1';
const draft = (lines: number, savedAt: number): NoteDraft => ({
  key: KEY,
  lines: Array.from({ length: lines }, (_, i) => `line ${i}`),
  savedAt,
});

afterEach(async () => {
  vi.restoreAllMocks();
  await store.remove(KEY);
});

describe('draft store', () => {
  it('keeps the edits flushed at unload while an earlier autosave is still being written', async () => {
    // An autosave of 5 lines starts; before its IndexedDB write completes the user adds three more and
    // reloads. The flush at unload writes localStorage at once; its own IndexedDB write is lost with the page.
    const realPut = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put')
      .mockImplementationOnce(function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
        const request = realPut.call(this, value, key);
        store.flush(draft(8, 2000));
        return request;
      })
      .mockImplementationOnce(() => {
        throw new DOMException('The page was unloaded', 'AbortError');
      });

    await store.save(draft(5, 1000));

    expect((await store.load(KEY))?.lines).toHaveLength(8);
  });

  it('an autosave newer than an earlier flush replaces it', async () => {
    store.flush(draft(3, 1000));
    await store.save(draft(4, 2000));
    expect((await store.load(KEY))?.lines).toHaveLength(4);
    // The flushed copy is gone, so a later, smaller autosave is not shadowed by it.
    await store.save(draft(2, 3000));
    expect((await store.load(KEY))?.lines).toHaveLength(2);
  });

  it('a removed draft is offered no more, from either copy', async () => {
    store.flush(draft(3, 1000));
    await store.remove(KEY);
    expect(await store.load(KEY)).toBeUndefined();
  });

  it('a draft removed just before a reload stays removed though IndexedDB never deleted it', async () => {
    // The edit is saved, the editor removes its draft, and the page reloads before IndexedDB's
    // delete is done: the delete is lost with the page, the autosave written earlier is still there.
    await store.save(draft(5, 1000));
    vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementationOnce(() => {
      throw new DOMException('The page was unloaded', 'AbortError');
    });
    await expect(store.remove(KEY)).rejects.toThrow('unloaded');
    vi.restoreAllMocks();

    expect(await store.load(KEY)).toBeUndefined();
    // A draft written after the removal is offered again.
    await store.save(draft(2, Date.now() + 1));
    expect((await store.load(KEY))?.lines).toHaveLength(2);
  });
});
