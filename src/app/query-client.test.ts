import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { retryDelay, shouldRetry } from './query-client';

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
