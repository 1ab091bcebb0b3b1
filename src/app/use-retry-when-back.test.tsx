import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRetryWhenBack } from './use-retry-when-back';

const URL_ = 'http://localhost:5173/assets/jobs_._jobId-Ddifefed.js';
const chunkError = (url = URL_) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function stubServer(answers: Array<'down' | number>) {
  const fetch = vi.fn<() => Promise<Response>>(() => {
    const a = answers.length > 1 ? answers.shift()! : answers[0]!;
    return a === 'down' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response(null, { status: a }));
  });
  vi.stubGlobal('fetch', fetch);
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return { fetch, reload };
}

describe('useRetryWhenBack', () => {
  it('waits while the server does not answer, then retries once it does', async () => {
    vi.useFakeTimers();
    const { fetch, reload } = stubServer(['down', 'down', 200]);
    const retry = vi.fn(() => Promise.resolve());
    renderHook(() => useRetryWhenBack(retry, chunkError()));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(4000);
    expect(retry).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when the file is gone (a new build), then asks the user', async () => {
    const { reload } = stubServer([404]);
    const first = renderHook(() => useRetryWhenBack(() => Promise.resolve(), chunkError()));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(first.result.current).toBe(false);
    // The same file fails again after the reload: no second reload, the screen says so.
    const second = renderHook(() => useRetryWhenBack(() => Promise.resolve(), chunkError()));
    await waitFor(() => expect(second.result.current).toBe(true));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a file that answers but fails again after a retry is treated as replaced, not retried in a loop', async () => {
    const url = 'http://localhost:5173/assets/other-chunk.js';
    const { reload } = stubServer([200]);
    const retry = vi.fn(() => Promise.resolve());
    renderHook(() => useRetryWhenBack(retry, chunkError(url)));
    await waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
    // The retry failed: the screen's error boundary shows a new error for the same file.
    renderHook(() => useRetryWhenBack(retry, chunkError(url)));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
