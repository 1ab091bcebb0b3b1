import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isServiceReachable, reportReachable } from '@/lib/api/connectivity';
import { parseRuntimeConfig, setRuntimeConfig } from '@/lib/api/runtime-config';
import { useRecoverConnection } from './use-recover-connection';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  reportReachable(true);
});

/** The service's address answers as listed (the last answer repeats); counts the probes. */
function stubProbe(answers: Array<'down' | 'up'>) {
  const fetch = vi.fn<() => Promise<Response>>(() => {
    const a = answers.length > 1 ? answers.shift()! : answers[0]!;
    return a === 'down' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response(null, { status: 200 }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function setup(probeAnswers: Array<'down' | 'up'>) {
  setRuntimeConfig(
    parseRuntimeConfig({
      base_url: 'http://svc.test/',
      media_graphql_url: 'http://svc.test/graphql',
      flight_cdn_url: 'http://svc.test/cdn/flights',
      media_cdn_url: 'http://svc.test/cdn/media',
    }),
  );
  const probe = stubProbe(probeAnswers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('no answer')).mockResolvedValue('channels');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () => {
      useRecoverConnection();
      return useQuery({ queryKey: ['channels'], queryFn: load });
    },
    { wrapper },
  );
  return { probe, load, result };
}

describe('useRecoverConnection', () => {
  it('probes while the service is down without refetching the failed screen, then refetches it once it answers', async () => {
    vi.useFakeTimers();
    const { probe, load, result } = setup(['down', 'down', 'up']);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.isError).toBe(true);
    act(() => reportReachable(false));

    // Two probes get no answer: the screen keeps its error (no refetch, so no spinner flicker).
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(probe).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.isError).toBe(true);

    // The third answers: reachable again, and the screen loads.
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(isServiceReachable()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current.data).toBe('channels');
  });

  it('refetches a failed screen when another request gets an answer, without waiting for the probe', async () => {
    vi.useFakeTimers();
    // The probe would never answer: only the other request's answer can bring the screen back.
    const { probe, load, result } = setup(['down']);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.isError).toBe(true);
    act(() => reportReachable(false));

    // Another query of the page (the folder tree beside a failed folder) gets its answer.
    act(() => reportReachable(true));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe('channels');
    expect(probe).not.toHaveBeenCalled();
  });
});
