type Undo = () => void;

/**
 * Everything a long-lived object starts (listeners, timers, child objects) registered with its
 * undo, so one `dispose()` releases all of it and nothing outlives its owner. A wall runs for
 * days and rebuilds its players after every outage: a forgotten listener or timer there leaks
 * once per rebuild.
 *
 * Each registration returns its own undo (to cancel one timer early). Timers drop themselves
 * from the list when they fire, so a player that retries for days does not grow it. After
 * `dispose()`, registrations are refused: their undo runs at once and nothing is started.
 */
export interface Disposables {
  listen(target: EventTarget, type: string, fn: EventListener, options?: AddEventListenerOptions): Undo;
  timeout(fn: () => void, ms: number): Undo;
  interval(fn: () => void, ms: number): Undo;
  /** Adopts an undo (an engine's `destroy`, a watcher's stop function). */
  add(undo: Undo): Undo;
  /** Runs every undo, newest first (what was started last is stopped first), once. */
  dispose(): void;
  readonly disposed: boolean;
  /** How many undos are held; for tests that nothing piles up. */
  readonly size: number;
}

export function createDisposables(): Disposables {
  const undos = new Set<Undo>();
  let disposed = false;

  const add = (undo: Undo): Undo => {
    if (disposed) {
      undo();
      return () => undefined;
    }
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      undos.delete(once);
      undo();
    };
    undos.add(once);
    return once;
  };

  return {
    listen(target, type, fn, options) {
      if (disposed) return () => undefined;
      target.addEventListener(type, fn, options);
      return add(() => target.removeEventListener(type, fn, options));
    },
    timeout(fn, ms) {
      if (disposed) return () => undefined;
      let forget: Undo = () => undefined;
      const timer = setTimeout(() => {
        // Fired: nothing left to undo.
        forget();
        fn();
      }, ms);
      forget = add(() => clearTimeout(timer));
      return forget;
    },
    interval(fn, ms) {
      if (disposed) return () => undefined;
      const timer = setInterval(fn, ms);
      return add(() => clearInterval(timer));
    },
    add,
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const undo of [...undos].reverse()) undo();
    },
    get disposed() {
      return disposed;
    },
    get size() {
      return undos.size;
    },
  };
}
