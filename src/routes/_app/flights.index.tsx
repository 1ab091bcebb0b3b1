import { useEffect } from 'react';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { RequireArea } from '@/app/not-connected';
import { prefetchInBackground, preloadRouteCode } from '@/app/prefetch-in-background';
import { FlightsPage } from '@/features/flights/components/flights-page';
import { dateRangeProblem, FlightSearchSchema, searchToFilters, viewOf } from '@/features/flights/utils/flight-search';
import { credentialFor } from '@/lib/api/session';

/** The logbook. Every filter, the view and the sort are search params, so a URL reproduces the list. */
export const Route = createFileRoute('/_app/flights/')({
  // Split: the page. Not split: the loader, which imports only the flights resource module, so
  // the list request leaves when that chunk is in instead of after the page's chunk graph
  // (measured: the first team page went out ~0.4 s after the route's chunks started loading).
  codeSplitGroupings: [['component']],
  validateSearch: FlightSearchSchema,
  loaderDeps: ({ search }) => ({ view: viewOf(search), filters: searchToFilters(search), askable: !dateRangeProblem(search) }),
  loader: ({ context, deps }) => {
    // A range the page marks wrong is not asked for here either (the service would refuse it).
    if (!credentialFor('flights') || !deps.askable) return;
    prefetchInBackground(
      () => import('@/lib/resources/flights'),
      (m) => m.prefetchFlightList(context.queryClient, deps.view, deps.filters),
    );
  },
  component: FlightsRoute,
});

/**
 * Once the logbook is idle, the flight page's code (map, chart) loads and compiles, so opening a
 * flight from the list waits only for its data (a cold chunk graph was the largest share of it);
 * and the track worker starts, so the track's download begins at the click, not after a worker
 * has loaded and compiled its script (0.1–1.8 s between the click's track request and the
 * worker's fetch, measured on a loaded machine).
 */
function usePreloadFlightPage(): void {
  const router = useRouter();
  useEffect(() => {
    const run = () => {
      preloadRouteCode(router, router.routesById['/_app/flights/$flightId']);
      prefetchInBackground(
        () => import('@/lib/resources/flights'),
        (m) => m.warmTrackWorker(),
      );
    };
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(run, 1000);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, [router]);
}

function FlightsRoute() {
  usePreloadFlightPage();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequireArea area="flights">
      <FlightsPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
    </RequireArea>
  );
}
