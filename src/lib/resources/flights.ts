import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { flightsApi } from '@/lib/api/clients';
import { cdnFileUrl } from '@/lib/api/cdn-url';
import { buildUrl, type QueryValue } from '@/lib/api/http';
import { withReauth } from '@/lib/api/reauth';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import type { FlightFiltersInput, FlightSelection } from '@/lib/contract/flights';
import { fetchFlightListInWorker, openFlightList, type FlightList } from './flight-list-remote';
import { parseFlightTrack, type FlightTrack } from './flight-track';
import { loadTrackInWorker, warmTrackWorker } from './flight-track-load';

export { warmTrackWorker };
import { FlightViewSchema, parseFlightPage, type FlightView } from './flight-view';

export { toFlightView, type FlightView } from './flight-view';
export type { FlightList, FlightListState } from './flight-list-remote';

export type FlightScope = 'mine' | 'team' | 'company';

export const flightKeys = {
  all: ['flights'] as const,
  lists: () => ['flights', 'list'] as const,
  list: (scope: FlightScope, filters: FlightFiltersInput) => ['flights', 'list', scope, filters] as const,
  /** The same list as plain rows (small filtered lists only); under `lists()`, so changes refetch it. */
  rows: (scope: FlightScope, filters: FlightFiltersInput) => ['flights', 'list', scope, filters, 'rows'] as const,
  detail: (id: string) => ['flights', 'detail', id] as const,
  /** A track file never changes after upload; keyed by its storage path. */
  track: (storagePath: string) => ['flights', 'track', storagePath] as const,
};

const SCOPE_PATH: Record<FlightScope, string> = { mine: '/v1/flights', team: '/v1/flights/team', company: '/v1/flights/company' };
const TEAM_PAGE_SIZE = 100;

function filterQuery(filters: FlightFiltersInput): Record<string, QueryValue> {
  return { ...filters } as Record<string, QueryValue>;
}

/**
 * An unpaginated list (`mine`, `company`): the whole result in one answer, 100,000 logs are
 * ~90 MB of JSON. It resolves as soon as the answer starts: the body is parsed in the list worker
 * as it downloads and stays there (`FlightList`: state to subscribe to, windows of rows on request).
 */
export async function fetchFlights(scope: 'mine' | 'company', filters: FlightFiltersInput, signal?: AbortSignal): Promise<FlightList> {
  if (typeof Worker !== 'undefined') {
    // The worker fetches it: the body never crosses the page's thread. A 401 re-signs in and retries, as flightsApi does.
    return withReauth(() =>
      fetchFlightListInWorker(
        buildUrl(getRuntimeConfig().baseUrl, SCOPE_PATH[scope], filterQuery(filters)),
        { accept: 'application/json', ...flightsApi.authHeaders() },
        signal,
      ),
    );
  }
  const res = await flightsApi.response(SCOPE_PATH[scope], { query: filterQuery(filters), signal });
  const list = openFlightList(res);
  signal?.addEventListener('abort', () => list.dispose(), { once: true });
  return list;
}

/** One page of the team logbook, checked by the same hand-written normaliser as the big lists (zod costs ~40 ms a page). */
export async function fetchTeamFlightsPage(
  filters: FlightFiltersInput,
  nextToken: string | null,
  signal?: AbortSignal,
): Promise<{ items: FlightView[]; nextToken: string | null }> {
  const body = await flightsApi.request<unknown>(SCOPE_PATH.team, {
    query: { ...filterQuery(filters), limit: TEAM_PAGE_SIZE, nextToken },
    signal,
  });
  return parseFlightPage(body);
}

export function flightsQueryOptions(scope: 'mine' | 'company', filters: FlightFiltersInput) {
  return queryOptions({
    queryKey: flightKeys.list(scope, filters),
    queryFn: ({ signal }) => fetchFlights(scope, filters, signal),
    // A handle, not data: never compared or copied. Kept a while: each fetch is a big download.
    structuralSharing: false,
    staleTime: 30_000,
  });
}

/**
 * Lets go of an unpaginated list that is still downloading or parsing once no screen shows it
 * (the logbook was left for a flight, or its filters changed): 100,000 logs keep the list worker
 * busy for seconds, which a flight's track load would otherwise share two cores with. A finished
 * list stays cached; an unfinished one is loaded again when asked for.
 */
export function releaseUnfinishedFlightList(qc: QueryClient, scope: 'mine' | 'company', filters: FlightFiltersInput): void {
  const queryKey = flightKeys.list(scope, filters);
  const query = qc.getQueryCache().find({ queryKey, exact: true });
  if (!query || query.getObserversCount() > 0) return;
  const list = query.state.data as FlightList | undefined;
  const state = list?.getState();
  if (state && (state.done || state.error)) return;
  // A pending query is cancelled (its signal disposes the list); a started list is disposed here.
  qc.removeQueries({ queryKey, exact: true });
  list?.dispose();
}

/**
 * A small unpaginated list as plain rows, parsed on the main thread (the overview's last 30 days).
 * A list that may be big goes through `flightsQueryOptions`, which keeps it in the worker.
 */
export function flightRowsQueryOptions(scope: 'mine' | 'company', filters: FlightFiltersInput) {
  return queryOptions({
    queryKey: flightKeys.rows(scope, filters),
    queryFn: async ({ signal }): Promise<FlightView[]> =>
      parseFlightPage(await flightsApi.request<unknown>(SCOPE_PATH[scope], { query: filterQuery(filters), signal })).items,
  });
}

/** The team logbook, page by page with `nextToken` as the user scrolls. */
export function teamFlightsInfiniteQueryOptions(filters: FlightFiltersInput) {
  return infiniteQueryOptions({
    queryKey: flightKeys.list('team', filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchTeamFlightsPage(filters, pageParam, signal),
    getNextPageParam: (last) => last.nextToken ?? null,
  });
}

/**
 * Starts the logbook's list (team: its first page; company: the streamed list) in the query
 * cache. Route loaders call it through a dynamic import of this module, so the request leaves as
 * soon as this small chunk is in, not after the page's whole chunk graph.
 */
export function prefetchFlightList(qc: QueryClient, view: 'team' | 'company', filters: FlightFiltersInput): void {
  if (view === 'company') void qc.prefetchQuery(flightsQueryOptions('company', filters));
  else void qc.prefetchInfiniteQuery(teamFlightsInfiniteQueryOptions(filters));
}

/**
 * Opening a flight from a list that holds its log already (the logbook's row): the log goes in the
 * cache as the list had it, marked stale so its own request still refreshes it, and the track's
 * download starts now. The page then shows at once and its map starts beside the download,
 * instead of both waiting for the log's round trip (~60–130 ms on a busy machine, bench:flights).
 */
export function openFlightFromList(qc: QueryClient, f: FlightView): void {
  if (qc.getQueryData(flightKeys.detail(f.id)) === undefined) qc.setQueryData(flightKeys.detail(f.id), f, { updatedAt: 0 });
  void qc.prefetchQuery(flightTrackQueryOptions(f.storagePath));
}

/** One log and, as soon as it names its file, the track (the track worker starts meanwhile). */
export function prefetchFlightWithTrack(qc: QueryClient, id: string): void {
  warmTrackWorker();
  void qc.fetchQuery(flightQueryOptions(id)).then(
    (f) => qc.prefetchQuery(flightTrackQueryOptions(f.storagePath)),
    () => undefined,
  );
}

/** One log of the caller's team: `GET /v1/flights/{id}`, an extension of the reference service (404 otherwise). */
export function fetchFlight(id: string, signal?: AbortSignal): Promise<FlightView> {
  return flightsApi.request(`/v1/flights/${encodeURIComponent(id)}`, { schema: FlightViewSchema, signal });
}

export function flightQueryOptions(id: string) {
  return queryOptions({ queryKey: flightKeys.detail(id), queryFn: ({ signal }) => fetchFlight(id, signal) });
}

/**
 * Single-file download address: `{flight_cdn_url}/<storagePath>` (the path's random segment is the
 * capability); none for a path that would leave the CDN's folder.
 */
export function flightFileUrl(storagePath: string): string | undefined {
  return cdnFileUrl(getRuntimeConfig().flightCdnUrl, storagePath);
}

/** A track file, downloaded and parsed in a worker where there are workers (with its map outline). */
export async function fetchFlightTrack(storagePath: string, signal?: AbortSignal): Promise<FlightTrack> {
  const file = flightFileUrl(storagePath);
  if (!file) throw new Error('The track file’s path is not a file of the flight CDN.');
  const url = new URL(file, location.href).href;
  if (typeof Worker !== 'undefined') return loadTrackInWorker(url, signal);
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`The track file could not be loaded (HTTP ${res.status}).`);
  return parseFlightTrack(await res.text());
}

export function flightTrackQueryOptions(storagePath: string) {
  return queryOptions({
    queryKey: flightKeys.track(storagePath),
    queryFn: ({ signal }) => fetchFlightTrack(storagePath, signal),
    staleTime: Infinity,
    structuralSharing: false,
  });
}

/**
 * `POST /v1/flights/download`: the ZIP archive as a `Response` whose body is still a stream,
 * so the caller can write it to disk as it arrives and show progress.
 */
export function downloadFlightsZip(selection: FlightSelection, signal?: AbortSignal): Promise<Response> {
  return flightsApi.response('/v1/flights/download', { method: 'POST', body: selection, signal, headers: { accept: 'application/zip' } });
}
