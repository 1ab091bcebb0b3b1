// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyMission, type Waypoint } from '@/lib/mission-model/mission-model';
import { deleteDraft, flushDraft, loadDraft, saveDraft, type MissionDraft } from './draft-store';

const KEY = 'mission-1';
const wp = (i: number): Waypoint => ({ lat: 47 + i / 1000, lng: 8, altitude: 60, actions: [] });
const draft = (waypoints: number, savedAt: number): MissionDraft => ({
  key: KEY,
  mission: emptyMission({ name: 'Draft', route: Array.from({ length: waypoints }, (_, i) => wp(i)) }),
  savedAt,
});

afterEach(async () => {
  vi.restoreAllMocks();
  await deleteDraft(KEY);
});

describe('mission drafts', () => {
  it('keeps the edits flushed at unload while an earlier autosave is still being written', async () => {
    // Autosave of 5 waypoints starts; before its IndexedDB write completes the user adds three more and
    // reloads. The flush at unload writes localStorage at once; its own IndexedDB write is lost with the page.
    const realPut = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put')
      .mockImplementationOnce(function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
        const request = realPut.call(this, value, key);
        flushDraft(draft(8, 2000));
        return request;
      })
      .mockImplementationOnce(() => {
        throw new DOMException('The page was unloaded', 'AbortError');
      });

    await saveDraft(draft(5, 1000));

    const offered = await loadDraft(KEY);
    expect(offered?.mission.route).toHaveLength(8);
  });

  it('an autosave newer than an earlier flush replaces it', async () => {
    flushDraft(draft(3, 1000));
    await saveDraft(draft(4, 2000));
    expect((await loadDraft(KEY))?.mission.route).toHaveLength(4);
    // The flushed copy is gone, so a later, smaller autosave is not shadowed by it.
    await saveDraft(draft(2, 3000));
    expect((await loadDraft(KEY))?.mission.route).toHaveLength(2);
  });

  it('a discarded draft is offered no more', async () => {
    flushDraft(draft(3, 1000));
    await deleteDraft(KEY);
    expect(await loadDraft(KEY)).toBeUndefined();
  });
});
