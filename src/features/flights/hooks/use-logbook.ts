import { useEffect, useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FlightFiltersInput } from '@/lib/contract/flights';
import type { FlightListSummary } from '@/lib/resources/flight-list-store';
import { sortFlights, type SortColumn } from '@/lib/resources/flight-sort';
import {
  flightsQueryOptions,
  releaseUnfinishedFlightList,
  teamFlightsInfiniteQueryOptions,
  type FlightList,
} from '@/lib/resources/flights';
import type { FlightView as LogbookView } from '../utils/flight-search';
import { arrayRowSource, type RowSource } from '../utils/row-source';
import { useFlightListState, useListWindow } from './use-list-window';

const FIRST_ROWS_GRACE_MS = 150;

export interface Logbook {
  /** The rows the table shows (the team view grows as the user scrolls). */
  source: RowSource;
  /** Every flight the filter matches, held in the list worker: what the map and selection ask. */
  list: FlightList | undefined;
  /** Totals and pickers of everything the filter matches, once all of it is parsed. */
  summary: FlightListSummary | undefined;
  /** True while the company list is still downloading (rows show in service order until then). */
  loadingAll: boolean;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The logbook of the team (pages of 100 with nextToken, first rows fast) or of the company (one
 * unpaginated answer parsed in the list worker as it downloads; the table asks it for the rows
 * it shows). In the team view the whole filtered list (`GET /v1/flights`, also held in the
 * worker) is read after the first page, for the totals and the "all N matching" count.
 */
export function useLogbook(
  view: LogbookView,
  filters: FlightFiltersInput,
  sort: SortColumn | undefined,
  dir: 'asc' | 'desc',
  /** False while the filters cannot be asked for (a date range the form marks wrong). */
  enabled = true,
): Logbook {
  const team = useInfiniteQuery({ ...teamFlightsInfiniteQueryOptions(filters), enabled: enabled && view === 'team' });
  // The whole list (up to ~90 MB) starts once the first rows are painted, so it never competes with them.
  const [firstShown, setFirstShown] = useState(false);
  useEffect(() => {
    if (!team.isSuccess || firstShown) return;
    const timer = setTimeout(() => setFirstShown(true), FIRST_ROWS_GRACE_MS);
    return () => clearTimeout(timer);
  }, [team.isSuccess, firstShown]);
  // Asked at once when the whole list is what the table shows (a sort, dates on the flight start).
  const wholeAtOnce = sort !== undefined || filters.dateType === 'flightStartDate';
  const teamAll = useQuery({ ...flightsQueryOptions('mine', filters), enabled: enabled && view === 'team' && (firstShown || wholeAtOnce) });
  const company = useQuery({ ...flightsQueryOptions('company', filters), enabled: enabled && view === 'company' });
  // Leaving the logbook (or these filters) stops the whole list if it is still loading: a flight
  // opened from it then has the machine to itself. Checked a task later, when no screen observes
  // the list any more (a remount, as in StrictMode, keeps it).
  const qc = useQueryClient();
  const filtersKey = JSON.stringify(filters);
  useEffect(() => {
    const scope = view === 'company' ? 'company' : 'mine';
    const left = JSON.parse(filtersKey) as FlightFiltersInput;
    return () => void setTimeout(() => releaseUnfinishedFlightList(qc, scope, left), 0);
  }, [qc, view, filtersKey]);
  const pages = team.data?.pages;
  const teamRows = useMemo(() => sortFlights(pages?.flatMap((p) => p.items) ?? [], sort, dir), [pages, sort, dir]);
  const teamSource = useMemo(() => arrayRowSource(teamRows), [teamRows]);

  const all = view === 'company' ? company.data : teamAll.data;
  const allState = useFlightListState(all);
  // A sort, or dates on the flight start, in the team view is over the whole logbook (the list in
  // the worker, as the company view), never over the pages loaded so far: the team's pages come
  // newest upload first and a page cannot know the oldest flight.
  const whole = view === 'company' || (view === 'team' && (sort !== undefined || filters.dateType === 'flightStartDate'));
  // The worker sorts once the whole list is there; until then rows show as they arrive.
  const companySort = useMemo(() => ({ column: allState.done ? sort : undefined, dir }), [allState.done, sort, dir]);
  const companySource = useListWindow(whole ? all : undefined, companySort, allState);
  const listError = allState.error ? new Error(allState.error) : null;

  if (whole) {
    const q = view === 'company' ? company : teamAll;
    return {
      source: companySource,
      list: all,
      summary: allState.summary,
      // Not while nothing is asked for (dates that make no range) or the request failed: nothing is read then.
      loadingAll: enabled && !q.error && !allState.done && !allState.error,
      // Pending until the first rows are parsed; a failed request (no list at all) is not pending.
      isPending: q.isPending || (q.data !== undefined && allState.count === 0 && !allState.done && !allState.error),
      error: q.error ?? listError,
      refetch: () => void q.refetch(),
      hasMore: false,
      loadingMore: false,
      loadMore: () => undefined,
    };
  }
  return {
    source: teamSource,
    list: teamAll.data,
    summary: allState.summary,
    loadingAll: false,
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
