import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createRouter, defaultStringifySearch } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from '@/app/query-client';
import { RouteError } from '@/app/route-error';
import { takeOverRouteChunkErrors } from '@/app/route-chunks';
import { loadRuntimeConfig } from '@/lib/api/runtime-config';
import { routeTree } from './routeTree.gen';
import './index.css';

takeOverRouteChunkErrors();

/** Created here (not in app/) so that app/ never imports routes: no import cycle. */
const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // The query client owns caching; the router should always ask it.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // Every screen has its own error boundary, so a failed screen leaves the shell (sidebar, sign-out) usable.
  defaultErrorComponent: RouteError,
  // Commas are legal in a query (RFC 3986 sub-delims): id lists stay readable (`devices=a,b,c`).
  stringifySearch: (search) => defaultStringifySearch(search).replace(/%2C/gi, ','),
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = createRoot(document.getElementById('root') as HTMLElement);

/** The deployment's addresses come from /config.json before anything renders. */
loadRuntimeConfig()
  .then(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  )
  .catch((err: unknown) => {
    root.render(
      <main role="alert" style={{ padding: 32 }}>
        <h1>Cannot start the dashboard</h1>
        <p>The deployment configuration (/config.json) could not be loaded: {err instanceof Error ? err.message : String(err)}</p>
        <button type="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </main>,
    );
  });
