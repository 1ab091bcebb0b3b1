import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { analyticsApi } from '@/lib/api/clients';
import { installReauthHandler } from '@/lib/api/reauth';
import { parseRuntimeConfig, setRuntimeConfig } from '@/lib/api/runtime-config';
import { ANALYTICS_KEYS } from '@/lib/contract/analytics';
import { loadScopeInWorker } from '../api/load-scope';
import { createAnalyticsEngine, type EngineOptions } from './analytics-engine';
import { AnalyticsWorkerClient, LoadCancelled, type WorkerPort } from './analytics-worker-client';
import type { LoadProgress, WorkerRequest, WorkerResponse } from './protocol';

/** The real client and the real engine, joined by structured-cloned messages as a worker would be. */
function connect(options?: EngineOptions) {
  const port: WorkerPort = {
    onmessage: null,
    postMessage: (msg: WorkerRequest) => queueMicrotask(() => engine.handle(structuredClone(msg))),
    terminate: () => {},
  };
  const engine = createAnalyticsEngine(
    (msg) => queueMicrotask(() => port.onmessage?.({ data: structuredClone(msg) } as MessageEvent<WorkerResponse>)),
    options,
  );
  return { client: new AnalyticsWorkerClient(() => port), engine };
}

const scope = { deviceId: 'd 1', from: 0, to: 1000 };
const auth = { baseUrl: 'http://svc.test', headers: { 'x-api-key': 'key-1' } };
const row = (page: number) => ['person', 2, 'd 1', page, 'm', `s${page % 2}`, 'f.mp4', new Date(page).toISOString()];
const query = { from: 0, to: 1000, timeZone: 'UTC' };

/** A fake service: `total` compact pages of one record each; 401 unless the key is in `validKeys`. */
function fakeFetch(total: number, validKeys = ['key-1']) {
  const seen = { urls: [] as string[], inFlight: 0, maxInFlight: 0 };
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    seen.urls.push(url);
    const key = (init.headers as Record<string, string>)['x-api-key'] ?? '';
    if (!validKeys.includes(key))
      return new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Invalid API key' } }), { status: 401 });
    seen.inFlight++;
    seen.maxInFlight = Math.max(seen.maxInFlight, seen.inFlight);
    try {
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => (clearTimeout(t), reject(new DOMException('aborted', 'AbortError')));
        const t = setTimeout(() => (init.signal?.removeEventListener('abort', onAbort), resolve()), 2);
        init.signal?.addEventListener('abort', onAbort, { once: true });
      });
    } finally {
      seen.inFlight--;
    }
    const page = Number(url.split('/').at(-1));
    return new Response(JSON.stringify({ keys: ANALYTICS_KEYS, total_num_pages: total, data: [row(page)] }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, seen };
}

beforeEach(() => {
  setRuntimeConfig(parseRuntimeConfig({ base_url: 'http://svc.test', media_graphql_url: 'x', flight_cdn_url: 'x', media_cdn_url: 'x' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('analytics worker: loading a scope', () => {
  it('fetches every page with the header (never in the URL), 4 at a time, reports progress, and caches per scope', async () => {
    const { fetch, seen } = fakeFetch(10);
    const { client } = connect();
    const progress: LoadProgress[] = [];
    const done = await client.load('A', scope, auth, (p) => progress.push(p), new AbortController().signal);
    expect(done).toEqual({ pagesLoaded: 10, totalPages: 10, records: 10 });
    expect(progress.at(-1)).toEqual(done);
    expect(seen.maxInFlight).toBe(4);
    expect(seen.urls[0]).toBe('http://svc.test/v1/analytics/d%201/0/1000/1');
    expect(seen.urls.every((u) => !u.includes('key-1'))).toBe(true);
    expect((await client.aggregate('A', query)).records).toBe(10);

    await client.load('A', scope, auth, () => {}, new AbortController().signal);
    expect(fetch).toHaveBeenCalledTimes(10);
  });

  it('stops on cancel, keeps what it has, and "load the rest" fetches only the missing pages', async () => {
    const { seen } = fakeFetch(40);
    const { client } = connect({ progressEveryMs: 0 });
    const ac = new AbortController();
    const first = client.load('A', scope, auth, (p) => p.pagesLoaded >= 3 && ac.abort(), ac.signal);
    await expect(first).rejects.toBeInstanceOf(LoadCancelled);
    const requested = seen.urls.length;
    expect(requested).toBeLessThan(12);
    const kept = (await client.aggregate('A', query)).records;
    expect(kept).toBeGreaterThanOrEqual(3);

    const rest = await client.load('A', scope, auth, () => {}, new AbortController().signal);
    expect(rest.records).toBe(40);
    expect(seen.urls.length - requested).toBeLessThanOrEqual(40 - kept);
    expect((await client.aggregate('A', query)).records).toBe(40);
  });

  it('posts a 401 back as an ApiError; after a re-sign-in the load resumes with the new key', async () => {
    const { seen } = fakeFetch(5, ['key-2']);
    const { client } = connect();
    const headers = vi
      .spyOn(analyticsApi, 'authHeaders')
      .mockReturnValueOnce({ 'x-api-key': 'key-1' })
      .mockReturnValue({ 'x-api-key': 'key-2' });
    const reauth = vi.fn(async () => {});
    const uninstall = installReauthHandler(reauth);
    try {
      const done = await loadScopeInWorker(client, 'A', scope, () => {}, new AbortController().signal);
      expect(done.records).toBe(5);
      expect(reauth).toHaveBeenCalledTimes(1);
      expect(headers).toHaveBeenCalledTimes(2);
      expect(seen.urls).toHaveLength(6);
    } finally {
      uninstall();
    }
  });

  it('without a re-sign-in the 401 stands', async () => {
    fakeFetch(5, []);
    const { client } = connect();
    vi.spyOn(analyticsApi, 'authHeaders').mockReturnValue({ 'x-api-key': 'key-1' });
    const load = loadScopeInWorker(client, 'A', scope, () => {}, new AbortController().signal);
    await expect(load).rejects.toSatisfy((e) => e instanceof ApiError && e.isUnauthorized && e.message === 'Invalid API key');
  });

  it('keeps at most `maxScopes` scopes, dropping the least recently used', async () => {
    fakeFetch(1);
    const { client, engine } = connect({ maxScopes: 2 });
    for (const k of ['A', 'B', 'C']) await client.load(k, scope, auth, () => {}, new AbortController().signal);
    expect(engine.scopes()).toEqual(['B', 'C']);
  });
});

describe('analytics worker: a worker that cannot start', () => {
  it('fails the load with a network error instead of loading forever, and the next load starts a new worker', async () => {
    // The script got no answer (the page opened while the service is down): a plain error event.
    const started: WorkerPort[] = [];
    const start = () => {
      const port: WorkerPort = { onmessage: null, onerror: null, postMessage: () => {}, terminate: () => {} };
      started.push(port);
      setTimeout(() => port.onerror?.(new Event('error') as ErrorEvent), 0);
      return port;
    };
    const client = new AnalyticsWorkerClient(start);
    for (const attempt of [1, 2]) {
      const err = await client
        .load('A', scope, auth, () => {}, new AbortController().signal)
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).isNetwork).toBe(true);
      expect(started).toHaveLength(attempt);
    }
  });
});
