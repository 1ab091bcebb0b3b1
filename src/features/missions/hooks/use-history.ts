import { useCallback, useMemo, useState } from 'react';
import { canRedo, canUndo, createHistory, push, redo, replacePresent, undo, type History as HistoryValue } from '@/lib/history/history';

/**
 * React binding of the missions library's undo/redo (`utils/history`): the history is one
 * immutable value in state; edits sharing a `coalesce` key within the library's window are one
 * undo step, so Ctrl+Z undoes a whole drag or typed value rather than a keystroke.
 */
const LIMIT = 200;

export interface HistoryControls<T> {
  present: T;
  canUndo: boolean;
  canRedo: boolean;
  /** Applies an edit; a no-op edit (same object back) adds no step. */
  apply: (edit: (current: T) => T, coalesce?: string) => void;
  undo: () => void;
  redo: () => void;
  /** Replaces the present without an undo step (e.g. the same heights, re-derived before saving). */
  replace: (value: T) => void;
  /** Replaces everything (load, restore, discard) with a fresh, un-undoable state. */
  reset: (value: T) => void;
}

export function useHistory<T>(initial: T): HistoryControls<T> {
  const [h, setH] = useState<HistoryValue<T>>(() => createHistory(initial, { limit: LIMIT }));

  const apply = useCallback((edit: (current: T) => T, coalesce?: string) => {
    setH((s) => push(s, edit(s.present), { key: coalesce }));
  }, []);
  const onUndo = useCallback(() => setH(undo), []);
  const onRedo = useCallback(() => setH(redo), []);
  const replace = useCallback((value: T) => setH((s) => replacePresent(s, value)), []);
  const reset = useCallback((value: T) => setH(createHistory(value, { limit: LIMIT })), []);

  return useMemo(
    () => ({ present: h.present, canUndo: canUndo(h), canRedo: canRedo(h), apply, undo: onUndo, redo: onRedo, replace, reset }),
    [h, apply, onUndo, onRedo, replace, reset],
  );
}
