import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * Undo/redo over immutable snapshots. Edits that share a `coalesce` key within a short window
 * (typing in one field, nudging one value) become ONE undo step, so Ctrl+Z undoes a whole edit
 * rather than a keystroke.
 */
interface HistoryState<T> {
  past: T[];
  present: T;
  future: T[];
}

const COALESCE_MS = 800;
const LIMIT = 200;

export interface History<T> {
  present: T;
  canUndo: boolean;
  canRedo: boolean;
  /** Applies an edit; a no-op edit (same object back) adds no step. */
  apply: (edit: (current: T) => T, coalesce?: string) => void;
  undo: () => void;
  redo: () => void;
  /** Replaces everything (load, restore, discard) with a fresh, un-undoable state. */
  reset: (value: T) => void;
}

export function useHistory<T>(initial: T): History<T> {
  const [state, setState] = useState<HistoryState<T>>({ past: [], present: initial, future: [] });
  const last = useRef<{ key: string; at: number } | null>(null);

  const apply = useCallback((edit: (current: T) => T, coalesce?: string) => {
    setState((s) => {
      const next = edit(s.present);
      if (next === s.present) return s;
      const now = Date.now();
      const merge = coalesce !== undefined && last.current?.key === coalesce && now - last.current.at < COALESCE_MS;
      last.current = coalesce !== undefined ? { key: coalesce, at: now } : null;
      const past = merge ? s.past : [...s.past, s.present].slice(-LIMIT);
      return { past, present: next, future: [] };
    });
  }, []);

  const undo = useCallback(() => {
    last.current = null;
    setState((s) => {
      const prev = s.past[s.past.length - 1];
      if (prev === undefined) return s;
      return { past: s.past.slice(0, -1), present: prev, future: [s.present, ...s.future] };
    });
  }, []);

  const redo = useCallback(() => {
    last.current = null;
    setState((s) => {
      const [next, ...rest] = s.future;
      if (next === undefined) return s;
      return { past: [...s.past, s.present], present: next, future: rest };
    });
  }, []);

  const reset = useCallback((value: T) => {
    last.current = null;
    setState({ past: [], present: value, future: [] });
  }, []);

  return useMemo(
    () => ({ present: state.present, canUndo: state.past.length > 0, canRedo: state.future.length > 0, apply, undo, redo, reset }),
    [state, apply, undo, redo, reset],
  );
}
