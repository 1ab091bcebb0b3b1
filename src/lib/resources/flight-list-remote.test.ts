import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import type { FlightListReply, FlightListRequest } from './flight-list-protocol';
import { fetchFlightListInWorker } from './flight-list-remote';

type Head = Omit<Extract<FlightListReply, { kind: 'head' }>, 'kind' | 'list'>;

/**
 * A stand-in for the list worker that answers every `fetch` with the test's head, as the real
 * worker does for an error status (status 0: no answer at all). The page side is what is under
 * test. The page keeps one worker for the tab, so one stand-in serves every test; the modules are
 * imported once, statically, so no test waits on an import (which took seconds on a busy machine).
 */
let head: Head = { status: 0, statusText: '' };
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

describe('a list the worker fetches: an unsuccessful answer', () => {
  beforeAll(() => vi.stubGlobal('Worker', FakeWorker));
  afterAll(() => vi.unstubAllGlobals());

  const open = async (answer: Head) => {
    head = answer;
    dropped.length = 0;
    const err = await fetchFlightListInWorker('http://svc/v1/flights/company', {}).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  };

  it('rejects with the service error (a 401 can re-sign-in), and frees the list in the worker', async () => {
    const err = await open({
      status: 401,
      statusText: 'Unauthorized',
      errorBody: JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Token expired' } }),
    });
    expect(err.isUnauthorized).toBe(true);
    expect(err.message).toBe('Token expired');
    expect(dropped).toHaveLength(1);
  });

  it('rejects with a network error when there was no answer, which the queries retry', async () => {
    const err = await open({ status: 0, statusText: '' });
    expect(err.isNetwork).toBe(true);
    expect(err.isTransient).toBe(true);
  });

  it('keeps a text body that is not JSON as the message', async () => {
    const err = await open({ status: 503, statusText: 'Service Unavailable', errorBody: 'upstream down' });
    expect(err.status).toBe(503);
    expect(err.message).toContain('upstream down');
  });
});
