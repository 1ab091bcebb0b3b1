import { useEffect, useLayoutEffect, useRef } from 'react';
import type { DraftRecord, DraftStore } from './draft-store';

/** A burst of edits (typing, a drag) becomes one write. */
export const AUTOSAVE_MS = 250;

/**
 * Keeps an editor's draft: `makeDraft` (null while nothing is unsaved) is written `delayMs` after
 * its last change, and at once when the page hides or unloads (reload, tab closed, app switched) or
 * the editor closes, so no edit is lost in that delay. `makeDraft` is a callback that changes
 * whenever the draft's content does (useCallback over it); it is called at write time.
 */
export function useDraftAutosave<D extends DraftRecord>(store: DraftStore<D>, makeDraft: (() => D) | null, delayMs = AUTOSAVE_MS): void {
  /** The draft not yet written, or not yet known to be written. */
  const pending = useRef<(() => D) | null>(null);
  // A layout effect: it runs in the commit of the edit. A passive effect may wait for a later task, and
  // a reload in between flushed the draft as it was one or two edits before (seen on a busy machine).
  useLayoutEffect(() => {
    pending.current = makeDraft;
    if (!makeDraft) return;
    const t = setTimeout(() => {
      if (pending.current !== makeDraft) return; // flushed meanwhile (the tab was hidden)
      // Still pending until IndexedDB has it: a write begun just before a reload can be dropped with
      // the page (seen: the reload's flush found nothing pending and the last edit was lost).
      void store.save(makeDraft()).then(
        () => {
          if (pending.current === makeDraft) pending.current = null;
        },
        () => undefined,
      );
    }, delayMs);
    return () => clearTimeout(t);
  }, [store, makeDraft, delayMs]);

  useEffect(() => {
    const take = () => {
      const make = pending.current;
      pending.current = null;
      return make?.();
    };
    const flush = () => {
      const draft = take();
      if (draft) store.flush(draft);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      // The editor closes (another page of the app): its last edit is written now, not dropped.
      const draft = take();
      if (draft) void store.save(draft).catch(() => undefined);
    };
  }, [store]);
}
