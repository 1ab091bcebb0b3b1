import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Workers whose script gets no answer: a plain error event soon after they start, and no message. */
function stubUnloadableWorkers(): { started: number } {
  const counts = { started: 0 };
  class UnloadableWorker {
    onmessage: ((e: MessageEvent) => void) | null = null;
    onerror: ((e: Event) => void) | null = null;
    constructor() {
      counts.started++;
      setTimeout(() => this.onerror?.(new Event('error')), 0);
    }
    postMessage(): void {}
    terminate(): void {}
  }
  vi.stubGlobal('Worker', UnloadableWorker);
  return counts;
}

describe('loading a track in a worker whose script gets no answer', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('fails with a network error (retried, and the shell probes), not a wait without end', async () => {
    stubUnloadableWorkers();
    const { loadTrackInWorker } = await import('./flight-track-load');
    const { ApiError } = await import('@/lib/api/api-error');
    const err = await loadTrackInWorker('http://svc/cdn/flights/a.csv').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as InstanceType<typeof ApiError>).isNetwork).toBe(true);
  });

  it('does not hand a spare worker that failed to start to the next load', async () => {
    const workers = stubUnloadableWorkers();
    const { loadTrackInWorker, warmTrackWorker } = await import('./flight-track-load');
    warmTrackWorker();
    await new Promise((r) => setTimeout(r, 5));
    // The spare is gone: the load starts its own worker and fails, instead of waiting on the dead one.
    await expect(loadTrackInWorker('http://svc/cdn/flights/a.csv')).rejects.toThrow('Cannot reach the service.');
    expect(workers.started).toBe(2);
  });
});
