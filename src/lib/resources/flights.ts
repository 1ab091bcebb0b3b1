import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { flightsApi } from '@/lib/api/clients';
import type { QueryValue } from '@/lib/api/http';
import { toEpochMs } from '@/lib/contract/common';
import { FlightLogFileSchema, FlightLogListSchema, type FlightFiltersInput, type FlightLogFile } from '@/lib/contract/flights';

/**
 * A flight log as the screens see it: the spec's double spellings resolved once, here.
 * Dates arrive as ISO strings or Unix ms, duration and distance as strings.
 */
export interface FlightView extends Omit<FlightLogFile, 'flightStartDate' | 'flightEndDate' | 'flightDuration' | 'flightDistance'> {
  startMs: number | undefined;
  endMs: number | undefined;
  durationS: number | undefined;
  distanceM: number | undefined;
  uploadMs: number | undefined;
}

function finiteNumber(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

export function toFlightView(f: FlightLogFile): FlightView {
  const { flightStartDate, flightEndDate, flightDuration, flightDistance, ...rest } = f;
  return {
    ...rest,
    startMs: toEpochMs(flightStartDate),
    endMs: toEpochMs(flightEndDate),
    durationS: finiteNumber(flightDuration),
    distanceM: finiteNumber(flightDistance),
    uploadMs: toEpochMs(f.uploadDate),
  };
}

const FlightViewSchema = FlightLogFileSchema.loose().transform(toFlightView);
const FlightPageSchema = FlightLogListSchema.extend({ items: FlightViewSchema.array() });

export type FlightScope = 'mine' | 'team' | 'company';

export const flightKeys = {
  all: ['flights'] as const,
  lists: () => ['flights', 'list'] as const,
  list: (scope: FlightScope, filters: FlightFiltersInput) => ['flights', 'list', scope, filters] as const,
};

const SCOPE_PATH: Record<FlightScope, string> = { mine: '/v1/flights', team: '/v1/flights/team', company: '/v1/flights/company' };
const TEAM_PAGE_SIZE = 100;

function filterQuery(filters: FlightFiltersInput): Record<string, QueryValue> {
  return { ...filters } as Record<string, QueryValue>;
}

/** An unpaginated list (`mine`, `company`): the whole result in one answer. */
export async function fetchFlights(scope: 'mine' | 'company', filters: FlightFiltersInput, signal?: AbortSignal): Promise<FlightView[]> {
  const page = await flightsApi.request(SCOPE_PATH[scope], { query: filterQuery(filters), schema: FlightPageSchema, signal });
  return page.items;
}

export function fetchTeamFlightsPage(filters: FlightFiltersInput, nextToken: string | null, signal?: AbortSignal) {
  return flightsApi.request(SCOPE_PATH.team, {
    query: { ...filterQuery(filters), limit: TEAM_PAGE_SIZE, nextToken },
    schema: FlightPageSchema,
    signal,
  });
}

export function flightsQueryOptions(scope: 'mine' | 'company', filters: FlightFiltersInput) {
  return queryOptions({ queryKey: flightKeys.list(scope, filters), queryFn: ({ signal }) => fetchFlights(scope, filters, signal) });
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
