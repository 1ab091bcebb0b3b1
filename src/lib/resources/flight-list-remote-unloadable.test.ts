import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { fetchFlightListInWorker } from './flight-list-remote';

// A file of its own: the page keeps one list worker per tab (module), and this test needs the
// first one to fail. A worker whose script got no answer (the service was down when the logbook
// was opened): an error event on the worker, and no message ever.
let started = 0;
class UnloadableWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  constructor() {
    started++;
    setTimeout(() => this.onerror?.(new Event('error')), 0);
  }
  postMessage(): void {}
  terminate(): void {}
}
beforeAll(() => vi.stubGlobal('Worker', UnloadableWorker));
afterAll(() => vi.unstubAllGlobals());

it('fails at once with a network error when the worker itself cannot load, and starts a new worker next time', async () => {
  for (const attempt of [1, 2]) {
    const err = await fetchFlightListInWorker('http://svc/v1/flights/company', {}).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).isNetwork).toBe(true);
    expect(started).toBe(attempt);
  }
});
