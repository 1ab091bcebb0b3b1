import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { setRuntimeConfig } from '@/lib/api/runtime-config';
import { setSession, type Session } from '@/lib/api/session';
import { routeTree } from '@/routeTree.gen';

export type FakeHandler = (method: string, path: string, body: unknown) => { status: number; body?: unknown } | undefined;

/** Replaces fetch with a tiny in-memory service; unknown calls answer 404. Returns the call log. */
export function fakeService(handler: FakeHandler) {
  const calls: Array<{ method: string; path: string; body: unknown; headers: Record<string, string> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input);
      const method = init.method ?? 'GET';
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body, headers: (init.headers ?? {}) as Record<string, string> });
      const res = handler(method, url.pathname, body) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'nope' } } };
      return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
        status: res.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const TEST_SESSION: Session = {
  userId: 'u-amara',
  teamId: 'team-inspection',
  displayName: 'Amara Test',
  username: 'amara',
  credentials: { pat: 'pat-1', authToken: 'auth-1', identityToken: 'id-1', apiKey: 'key-1', idToken: 'idt-1' },
};

/** Renders the real route tree at `path` with a memory history and a fresh QueryClient (retry off). */
export function renderRoute(path: string, opts: { session?: Session | null } = {}) {
  setRuntimeConfig({
    baseUrl: 'http://svc.test',
    mediaGraphqlUrl: 'http://svc.test/graphql',
    flightCdnUrl: 'http://svc.test/cdn/flights',
    mediaCdnUrl: 'http://svc.test/cdn/media',
    mediaUploadUrl: 'http://svc.test/upload',
    mapStyleUrl: undefined,
    basemaps: [],
    devIdentity: true,
    authHeaders: { flights: 'identity' },
  });
  setSession(opts.session === undefined ? TEST_SESSION : opts.session);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }), context: { queryClient } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
