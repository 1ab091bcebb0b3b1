/**
 * Toasts for completed (and failed) actions. A tiny store so that any code, including
 * mutation callbacks outside React, can call `toast.success('Channel created')`.
 */
export type ToastKind = 'success' | 'error' | 'info';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  /** One button on the toast (an Undo), which dismisses it when pressed. */
  action?: ToastAction;
}
export interface ToastAction {
  label: string;
  run: () => void;
}
export interface ToastOptions {
  action?: ToastAction;
  /** How long it stays (ms); the kind's default otherwise. */
  durationMs?: number;
}

type Listener = (items: readonly ToastItem[]) => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const TIMEOUT_MS: Record<ToastKind, number> = { success: 4000, info: 5000, error: 8000 };

function emit() {
  for (const l of listeners) l(items);
}

export function dismissToast(id: number): void {
  items = items.filter((t) => t.id !== id);
  emit();
}

function push(kind: ToastKind, message: string, opts: ToastOptions = {}): number {
  const id = nextId++;
  items = [...items.slice(-4), { id, kind, message, ...(opts.action ? { action: opts.action } : {}) }];
  emit();
  setTimeout(() => dismissToast(id), opts.durationMs ?? TIMEOUT_MS[kind]);
  return id;
}

export const toast = {
  success: (message: string, opts?: ToastOptions) => push('success', message, opts),
  error: (message: string, opts?: ToastOptions) => push('error', message, opts),
  info: (message: string, opts?: ToastOptions) => push('info', message, opts),
};

export function getToasts(): readonly ToastItem[] {
  return items;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
