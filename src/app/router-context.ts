import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader and beforeLoad receive as `context`. */
export interface RouterContext {
  queryClient: QueryClient;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen needs the width (the mission editor's map): the sidebar shows icons only. */
    compactNav?: boolean;
  }
}
