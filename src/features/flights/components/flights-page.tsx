import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api/api-error';
import { useLogbook } from '../hooks/use-logbook';
import { searchToFilters, viewOf, type FlightSearch, type SortColumn } from '../utils/flight-search';
import { sortFlights } from '../utils/flight-sort';
import { clickRow, EMPTY_SELECTION, keepPresent, selectAllMatching, type RowSelection } from '../utils/row-selection';
import { BulkActions } from './bulk-actions';
import { FlightFiltersBar } from './flight-filters-bar';
import { FlightTable } from './flight-table';
import { FlightTotalsPanel } from './flight-totals-panel';

interface Props {
  search: FlightSearch;
  onSearch: (next: FlightSearch) => void;
}

/** The logbook: team or company view, filters and sort in the URL, totals, selection and bulk actions. */
export function FlightsPage({ search, onSearch }: Props) {
  const view = viewOf(search);
  const filters = useMemo(() => searchToFilters(search), [search]);
  const book = useLogbook(view, filters);
  const dir = search.dir ?? 'asc';
  const rows = useMemo(() => sortFlights(book.rows, search.sort, dir), [book.rows, search.sort, dir]);
  const [selection, setSelection] = useState<RowSelection>(EMPTY_SELECTION);
  const filterKey = JSON.stringify(filters);

  // A new filter or view starts a new selection: "all matching" must mean the filter on screen.
  useEffect(() => setSelection(EMPTY_SELECTION), [filterKey, view]);
  const present = useMemo(() => new Set((book.all ?? book.rows).map((f) => f.id)), [book.all, book.rows]);
  useEffect(() => setSelection((s) => keepPresent(s, present)), [present]);

  const ids = useMemo(() => rows.map((f) => f.id), [rows]);
  const onToggle = useCallback((index: number, shift: boolean) => setSelection((s) => clickRow(s, ids, index, { shift })), [ids]);
  const onSort = (column: SortColumn) =>
    onSearch({ ...search, sort: column, dir: search.sort === column && dir === 'asc' ? 'desc' : 'asc' });

  return (
    <div className="flex h-full min-h-0 flex-col gap-2 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold">Flights</h1>
        <div role="group" aria-label="Logbook" className="flex gap-1">
          {(['team', 'company'] as const).map((v) => (
            <Button
              key={v}
              size="sm"
              variant={view === v ? 'primary' : 'secondary'}
              aria-pressed={view === v}
              onClick={() => onSearch({ ...search, view: v })}
            >
              {v === 'team' ? 'My team' : 'Whole company'}
            </Button>
          ))}
        </div>
      </div>
      <FlightFiltersBar search={search} onSearch={onSearch} flights={book.all ?? book.rows} />
      <FlightTotalsPanel all={book.all} />
      <BulkActions
        view={view}
        selection={selection}
        filters={filters}
        matching={book.all?.length}
        onSelectAll={() => setSelection(selectAllMatching())}
        onClear={() => setSelection(EMPTY_SELECTION)}
      />
      {view === 'team' && search.sort && book.hasMore && (
        <p className="text-xs text-muted">
          Sorted among the {book.rows.length.toLocaleString()} flights loaded so far; scroll to load more.
        </p>
      )}
      {book.isPending ? (
        <Spinner label={view === 'company' ? 'Loading the company logbook' : 'Loading flights'} />
      ) : book.error ? (
        <ErrorPanel title="Could not load the flight logs" message={describeError(book.error)} onRetry={book.refetch} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted">No flights match these filters. Clear a filter to see more.</p>
      ) : (
        <FlightTable
          rows={rows}
          total={book.all?.length}
          selection={selection}
          onToggle={onToggle}
          sort={search.sort}
          dir={dir}
          onSort={onSort}
          hasMore={book.hasMore}
          loadingMore={book.loadingMore}
          onNearEnd={book.loadMore}
        />
      )}
    </div>
  );
}
