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

/** Workers that answer the load with `reply` (as flight-track.worker.ts does when the file fails). */
function stubReplyingWorkers(reply: unknown): void {
  class ReplyingWorker {
    onmessage: ((e: MessageEvent) => void) | null = null;
    onerror: ((e: Event) => void) | null = null;
    postMessage(): void {
      setTimeout(() => this.onmessage?.(new MessageEvent('message', { data: reply })), 0);
    }
    terminate(): void {}
  }
  vi.stubGlobal('Worker', ReplyingWorker);
}

describe('a track file that fails', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  const failure = async (reply: unknown) => {
    stubReplyingWorkers(reply);
    const { loadTrackInWorker } = await import('./flight-track-load');
    const api = await import('@/lib/api/api-error');
    const err = await loadTrackInWorker('http://svc/cdn/flights/a.csv').then(
      () => undefined,
      (e: unknown) => e,
    );
    return { err, api };
  };

  it('with no answer is a network error, which queries retry and describe as the service being unreachable', async () => {
    const { err, api } = await failure({ ok: false, status: 0, message: 'Cannot reach the flight files.' });
    expect(err).toBeInstanceOf(api.ApiError);
    expect((err as InstanceType<typeof api.ApiError>).isTransient).toBe(true);
    expect(api.describeError(err)).toBe('Cannot reach the service. Check your connection; it will retry.');
  });

  it('with a 5xx is retried, with a 404 is not, and both say which status', async () => {
    const busy = await failure({ ok: false, status: 503, message: 'The track file could not be loaded (HTTP 503).' });
    expect((busy.err as InstanceType<typeof busy.api.ApiError>).isTransient).toBe(true);
    const gone = await failure({ ok: false, status: 404, message: 'The track file could not be loaded (HTTP 404).' });
    expect((gone.err as InstanceType<typeof gone.api.ApiError>).isTransient).toBe(false);
    expect(gone.api.describeError(gone.err)).toBe('The track file could not be loaded (HTTP 404).');
  });

  it('that is not a track says what is wrong with it', async () => {
    const { err, api } = await failure({ ok: false, message: 'The track file has no "lat" column' });
    expect(api.describeError(err)).toBe('The track file has no "lat" column');
  });
});
