import type { LoadProgress } from '../worker/protocol';

/**
 * The latest progress of a load, for `useSyncExternalStore`: the worker reports ten times a
 * second, and only the progress line needs to re-render for it, not the whole page.
 */
export class ProgressFeed {
  private current: LoadProgress = { pagesLoaded: 0, totalPages: null, records: 0 };
  private readonly listeners = new Set<() => void>();

  readonly get = (): LoadProgress => this.current;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(progress: LoadProgress): void {
    this.current = progress;
    for (const l of this.listeners) l();
  }
}
