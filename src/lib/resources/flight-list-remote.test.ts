import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlightListReply, FlightListRequest } from './flight-list-protocol';

type Head = Omit<Extract<FlightListReply, { kind: 'head' }>, 'kind' | 'list'>;

/**
 * A stand-in for the list worker that answers every `fetch` with one head, as the real worker
 * does for an error status (status 0: no answer at all). The page side is what is under test.
 */
function installWorker(head: Head): { dropped: number[] } {
  const dropped: number[] = [];
  class FakeWorker {
    onmessage: ((e: MessageEvent<FlightListReply>) => void) | null = null;
    postMessage(m: FlightListRequest): void {
      if (m.kind === 'drop') dropped.push(m.list);
      if (m.kind !== 'fetch') return;
      const reply: FlightListReply = { kind: 'head', list: m.list, ...head };
      queueMicrotask(() => this.onmessage?.({ data: reply } as MessageEvent<FlightListReply>));
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return { dropped };
}

describe('a list the worker fetches: an unsuccessful answer', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  // Fresh modules each test (the page keeps one worker per module), so ApiError is imported with them.
  const open = async () => {
    const { fetchFlightListInWorker } = await import('./flight-list-remote');
    const { ApiError } = await import('@/lib/api/api-error');
    const err = await fetchFlightListInWorker('http://svc/v1/flights/company', {}).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    return err as InstanceType<typeof ApiError>;
  };

  it('rejects with the service error (a 401 can re-sign-in), and frees the list in the worker', async () => {
    const worker = installWorker({
      status: 401,
      statusText: 'Unauthorized',
      errorBody: JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Token expired' } }),
    });
    const err = await open();
    expect(err.isUnauthorized).toBe(true);
    expect(err.message).toBe('Token expired');
    expect(worker.dropped).toHaveLength(1);
  });

  it('rejects with a network error when there was no answer, which the queries retry', async () => {
    installWorker({ status: 0, statusText: '' });
    const err = await open();
    expect(err.isNetwork).toBe(true);
    expect(err.isTransient).toBe(true);
  });

  it('keeps a text body that is not JSON as the message', async () => {
    installWorker({ status: 503, statusText: 'Service Unavailable', errorBody: 'upstream down' });
    const err = await open();
    expect(err.status).toBe(503);
  });

  it('fails at once with a network error when the worker itself cannot load, and starts a new worker next time', async () => {
    // A worker whose script got no answer (the service was down when the logbook was opened):
    // an error event on the worker, and no message ever.
    let started = 0;
    class UnloadableWorker {
      onmessage: ((e: MessageEvent<FlightListReply>) => void) | null = null;
      onerror: ((e: Event) => void) | null = null;
      constructor() {
        started++;
        setTimeout(() => this.onerror?.(new Event('error')), 0);
      }
      postMessage(): void {}
      terminate(): void {}
    }
    vi.stubGlobal('Worker', UnloadableWorker);
    const { fetchFlightListInWorker } = await import('./flight-list-remote');
    const { ApiError } = await import('@/lib/api/api-error');
    for (const attempt of [1, 2]) {
      const err = await fetchFlightListInWorker('http://svc/v1/flights/company', {}).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ApiError);
      expect((err as InstanceType<typeof ApiError>).isNetwork).toBe(true);
      expect(started).toBe(attempt);
    }
  });
});
