import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

describe('query retry policy', () => {
  it('retries network failures and 5xx, never 4xx', () => {
    expect(shouldRetry(0, new ApiError(0, 'NETWORK', 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'HTTP_503', 'x'))).toBe(true);
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });

  it('gives up after three retries', () => {
    expect(shouldRetry(3, new ApiError(500, 'HTTP_500', 'x'))).toBe(false);
  });

  it('backs off exponentially with a cap', () => {
    expect(retryDelay(0)).toBeGreaterThanOrEqual(500);
    expect(retryDelay(0)).toBeLessThan(800);
    expect(retryDelay(2)).toBeGreaterThanOrEqual(2000);
    expect(retryDelay(20)).toBeLessThan(10_300);
  });
});

describe('failed changes', () => {
  it('logs the cause of one the app did not expect, even when no screen describes it; not a refusal of the service', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const qc = createQueryClient();
    const bug = new TypeError("Cannot read properties of undefined (reading 'map')");
    const run = (fail: () => never) =>
      new MutationObserver(qc, { mutationKey: ['tasks', 'patch'], mutationFn: () => Promise.resolve(), onMutate: fail })
        .mutate()
        .catch(() => undefined);
    await run(() => {
      throw bug;
    });
    expect(log).toHaveBeenCalledWith('Unexpected error in a change (["tasks","patch"]):', bug);
    log.mockClear();
    await run(() => {
      throw new ApiError(409, 'CONFLICT', 'taken');
    });
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
