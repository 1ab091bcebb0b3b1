import { useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { FlightFiltersInput } from '@/lib/contract/flights';
import { flightsQueryOptions, teamFlightsInfiniteQueryOptions, type FlightView } from '@/lib/resources/flights';
import type { FlightView as LogbookView } from '../utils/flight-search';

export interface Logbook {
  /** Rows shown so far (the team view grows as the user scrolls). */
  rows: readonly FlightView[];
  /** Every flight the filter matches, once known: what totals and "select all N" count. */
  all: readonly FlightView[] | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The logbook of the team (pages of 100 with nextToken, first rows fast) or of the company (one
 * unpaginated answer parsed in a worker, paged on the client by the virtual table). In the team
 * view the whole filtered list (`GET /v1/flights`, also parsed off the main thread) is read
 * after the first page, for the totals and the "all N matching" count.
 */
export function useLogbook(view: LogbookView, filters: FlightFiltersInput): Logbook {
  const team = useInfiniteQuery({ ...teamFlightsInfiniteQueryOptions(filters), enabled: view === 'team' });
  const teamAll = useQuery({ ...flightsQueryOptions('mine', filters), enabled: view === 'team' && team.isSuccess });
  const company = useQuery({ ...flightsQueryOptions('company', filters), enabled: view === 'company' });
  const pages = team.data?.pages;
  const teamRows = useMemo(() => pages?.flatMap((p) => p.items) ?? [], [pages]);

  if (view === 'company') {
    return {
      rows: company.data ?? [],
      all: company.data,
      isPending: company.isPending,
      error: company.error,
      refetch: () => void company.refetch(),
      hasMore: false,
      loadingMore: false,
      loadMore: () => undefined,
    };
  }
  return {
    rows: teamRows,
    all: teamAll.data,
    isPending: team.isPending,
    error: team.error,
    refetch: () => void team.refetch(),
    hasMore: team.hasNextPage,
    loadingMore: team.isFetchingNextPage,
    loadMore: () => {
      if (team.hasNextPage && !team.isFetchingNextPage) void team.fetchNextPage();
    },
  };
}
