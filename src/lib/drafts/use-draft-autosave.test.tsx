import { act, renderHook } from '@testing-library/react';
import { useCallback } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftStore } from './draft-store';
import { AUTOSAVE_MS, useDraftAutosave } from './use-draft-autosave';

interface TextDraft {
  key: string;
  text: string;
  savedAt: number;
}

/** A store that records what it was asked to write. */
function recordingStore() {
  const saved: string[] = [];
  const flushed: string[] = [];
  const store: DraftStore<TextDraft> = {
    load: () => Promise.resolve(undefined),
    save: (d) => {
      saved.push(d.text);
      return Promise.resolve();
    },
    flush: (d) => void flushed.push(d.text),
    remove: () => Promise.resolve(),
  };
  return { store, saved, flushed };
}

function useEditor(store: DraftStore<TextDraft>, text: string, dirty: boolean) {
  const make = useCallback((): TextDraft => ({ key: 'k', text, savedAt: Date.now() }), [text]);
  useDraftAutosave(store, dirty ? make : null);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDraftAutosave', () => {
  it('writes a burst of edits once, after the delay', () => {
    const { store, saved } = recordingStore();
    const { rerender } = renderHook(({ text }) => useEditor(store, text, true), { initialProps: { text: 'a' } });
    rerender({ text: 'ab' });
    rerender({ text: 'abc' });
    expect(saved).toEqual([]);
    act(() => vi.advanceTimersByTime(AUTOSAVE_MS));
    expect(saved).toEqual(['abc']);
  });

  it('flushes the unwritten edit at once when the page goes, and only once', () => {
    const { store, saved, flushed } = recordingStore();
    renderHook(() => useEditor(store, 'last edit', true));
    window.dispatchEvent(new Event('pagehide'));
    expect(flushed).toEqual(['last edit']);
    act(() => vi.advanceTimersByTime(AUTOSAVE_MS));
    window.dispatchEvent(new Event('pagehide'));
    expect(saved).toEqual([]);
    expect(flushed).toEqual(['last edit']);
  });

  it('flushes an edit whose autosave is still being written when the page goes', () => {
    const { store, saved, flushed } = recordingStore();
    store.save = (d) => {
      saved.push(d.text);
      return new Promise(() => undefined); // IndexedDB has not answered yet
    };
    renderHook(() => useEditor(store, 'being written', true));
    act(() => vi.advanceTimersByTime(AUTOSAVE_MS));
    expect(saved).toEqual(['being written']);
    window.dispatchEvent(new Event('pagehide'));
    expect(flushed).toEqual(['being written']);
  });

  it('writes the unwritten edit when the editor closes', () => {
    const { store, saved } = recordingStore();
    const { unmount } = renderHook(() => useEditor(store, 'edit then leave', true));
    unmount();
    expect(saved).toEqual(['edit then leave']);
  });

  it('writes nothing while nothing is unsaved', () => {
    const { store, saved, flushed } = recordingStore();
    const { unmount } = renderHook(() => useEditor(store, 'saved text', false));
    window.dispatchEvent(new Event('pagehide'));
    act(() => vi.advanceTimersByTime(AUTOSAVE_MS));
    unmount();
    expect([...saved, ...flushed]).toEqual([]);
  });
});
