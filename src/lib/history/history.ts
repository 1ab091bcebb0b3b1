// Undo/redo as an immutable value (fits useState/useReducer). Rapid edits with the same key
// (one drag of a waypoint, typing in one field) coalesce into a single undo step.

export interface HistoryOptions {
  /** Maximum undo steps kept. */
  limit?: number;
  /** Edits with the same key within this many ms of the previous one merge into it. */
  coalesceMs?: number;
}

export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  readonly limit: number;
  readonly coalesceMs: number;
  readonly lastKey?: string;
  readonly lastAt?: number;
}

export function createHistory<T>(initial: T, { limit = 100, coalesceMs = 800 }: HistoryOptions = {}): History<T> {
  return { past: [], present: initial, future: [], limit: Math.max(1, limit), coalesceMs };
}

export interface PushOptions {
  /** Edits sharing a key (e.g. `move:12`) within coalesceMs are one undo step. */
  key?: string;
  /** Timestamp of the edit, ms (defaults to Date.now()). */
  at?: number;
}

export function push<T>(h: History<T>, next: T, { key, at = Date.now() }: PushOptions = {}): History<T> {
  if (Object.is(next, h.present)) return h;
  const coalesce = key !== undefined && key === h.lastKey && h.lastAt !== undefined && at - h.lastAt <= h.coalesceMs;
  if (coalesce) return { ...h, present: next, future: [], lastAt: at };
  const past = [...h.past, h.present];
  if (past.length > h.limit) past.splice(0, past.length - h.limit);
  return { ...h, past, present: next, future: [], lastKey: key, lastAt: at };
}

export const canUndo = <T>(h: History<T>): boolean => h.past.length > 0;
export const canRedo = <T>(h: History<T>): boolean => h.future.length > 0;

export function undo<T>(h: History<T>): History<T> {
  if (!canUndo(h)) return h;
  const present = h.past[h.past.length - 1] as T;
  return { ...h, past: h.past.slice(0, -1), present, future: [h.present, ...h.future], lastKey: undefined, lastAt: undefined };
}

export function redo<T>(h: History<T>): History<T> {
  if (!canRedo(h)) return h;
  const present = h.future[0] as T;
  return { ...h, past: [...h.past, h.present], present, future: h.future.slice(1), lastKey: undefined, lastAt: undefined };
}

/** Replaces the present without an undo step (e.g. after saving assigns server ids). */
export function replacePresent<T>(h: History<T>, present: T): History<T> {
  return { ...h, present };
}

/** Ends coalescing so the next edit with the same key starts a new step (call on drag end). */
export function seal<T>(h: History<T>): History<T> {
  return { ...h, lastKey: undefined, lastAt: undefined };
}
