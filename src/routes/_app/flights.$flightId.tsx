import { lazy, Suspense } from 'react';
import { useQueries } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RequireArea } from '@/app/not-connected';
import { prefetchInBackground } from '@/app/prefetch-in-background';
import { FlightDetail } from '@/features/flights/components/flight-detail';
import { PlannedRouteLayer } from '@/features/flights/components/planned-route-layer';
import { credentialFor } from '@/lib/api/session';
import { missionQueryOptions } from '@/lib/resources/missions';

// The media list goes through GraphQL (urql): loaded only when a flight's map is drawn.
const FlightMediaMarkers = lazy(() => import('./-flight-media').then((m) => ({ default: m.FlightMediaMarkers })));

const SearchSchema = z.object({
  /** A second flight overlaid on the map and chart: a URL reproduces the comparison. */
  compare: z.string().min(1).max(200).optional().catch(undefined),
});

/** One flight: track, chart and replay, its mission beside the track, its photos along it, a second flight to compare. Map and uPlot load with this route only. */
export const Route = createFileRoute('/_app/flights/$flightId')({
  // Split: the page. Not split: the loader, which imports only the flights resource module, so
  // the log (then its track) is requested when that chunk is in, not after the page's chunk graph.
  codeSplitGroupings: [['component']],
  validateSearch: SearchSchema,
  loader: ({ context, params }) => {
    if (!credentialFor('flights')) return;
    prefetchInBackground(
      () => import('@/lib/resources/flights'),
      (m) => m.prefetchFlightWithTrack(context.queryClient, params.flightId),
    );
  },
  component: FlightRoute,
});

/** The flight's missions (from the missions resource), drawn on the flight's map. A mission that fails to load is left out. */
function MissionsOnMap({ ids }: { ids: readonly string[] }) {
  const missions = useQueries({ queries: ids.map((id) => missionQueryOptions(id)) });
  return (
    <>
      {missions.map((q) =>
        q.data?.route?.length ? (
          <PlannedRouteLayer key={q.data.id} id={q.data.id} name={q.data.name} points={q.data.route.map((p) => [p.lng, p.lat])} />
        ) : null,
      )}
    </>
  );
}

function FlightRoute() {
  const { flightId } = Route.useParams();
  const { compare } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequireArea area="flights">
      <FlightDetail
        key={flightId}
        flightId={flightId}
        compareId={compare}
        onCompare={(id) => void navigate({ search: { compare: id }, replace: true })}
        mapExtras={(f, track) => (
          <>
            {f.missionIds?.length ? <MissionsOnMap ids={f.missionIds} /> : null}
            <Suspense fallback={null}>
              <FlightMediaMarkers flight={f} track={track} />
            </Suspense>
          </>
        )}
      />
    </RequireArea>
  );
}
