import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api/api-error';
import { useLogbook } from '../hooks/use-logbook';
import { useLogUploads } from '../hooks/use-log-uploads';
import { handOffLocalFile } from '../utils/local-file-handoff';
import { dateRangeProblem, searchToFilters, viewOf, type FlightSearch, type SortColumn } from '../utils/flight-search';
import { clickRow, EMPTY_SELECTION, keepPresent, selectAllMatching, type RowSelection } from '../utils/row-selection';
import { BulkActions } from './bulk-actions';
import { FlightFiltersBar } from './flight-filters-bar';
import { FlightTable } from './flight-table';
import { FlightTotalsPanel } from './flight-totals-panel';
import { LogUploadPanel } from './log-upload-panel';

// maplibre loads only when the map is asked for: the logbook's first rows do not wait for it.
const TakeOffMap = lazy(() => import('./take-off-map').then((m) => ({ default: m.TakeOffMap })));

interface Props {
  search: FlightSearch;
  onSearch: (next: FlightSearch) => void;
}

/** The logbook: team or company view, filters and sort in the URL, totals, selection and bulk actions. */
export function FlightsPage({ search, onSearch }: Props) {
  const view = viewOf(search);
  const filters = useMemo(() => searchToFilters(search), [search]);
  const dir = search.dir ?? 'asc';
  const rangeProblem = dateRangeProblem(search);
  const book = useLogbook(view, filters, search.sort, dir, !rangeProblem);
  const rows = book.source;
  const [selection, setSelection] = useState<RowSelection>(EMPTY_SELECTION);
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const filterKey = JSON.stringify(filters);

  // A new filter or view starts a new selection: "all matching" must mean the filter on screen.
  useEffect(() => setSelection(EMPTY_SELECTION), [filterKey, view]);
  // A new list (after a delete or a refetch) keeps only the selected ids still in it.
  const { list, summary } = book;
  useEffect(() => {
    const asked = [...selectionRef.current.ids];
    if (!list || !summary || asked.length === 0) return;
    void list.present(asked).then((found) => {
      const gone = new Set(asked.filter((id) => !found.includes(id)));
      setSelection((s) => keepPresent(s, new Set([...s.ids].filter((id) => !gone.has(id)))));
    });
  }, [list, summary]);

  // Shift-range needs the ids between the anchor and the row, which may not be on screen.
  const onToggle = useCallback(
    (index: number, shift: boolean) => {
      const anchor = selectionRef.current.anchor;
      const [lo, hi] = shift && anchor !== null ? [Math.min(anchor, index), Math.max(anchor, index)] : [index, index];
      void rows.idsIn(lo, hi + 1).then((ids) => {
        const at: string[] = [];
        ids.forEach((id, k) => (at[lo + k] = id));
        setSelection((s) => clickRow(s, at, index, { shift }));
      });
    },
    [rows],
  );
  const uploads = useLogUploads();
  const [uploading, setUploading] = useState(false);
  const navigate = useNavigate();
  const openInput = useRef<HTMLInputElement>(null);
  // A log opened here is viewed on this computer (nothing sent); the Upload panel has its own drop zone.
  const openLocally = (file: File | undefined) => {
    if (!file) return;
    handOffLocalFile(file);
    void navigate({ to: '/flights/open' });
  };
  const onDrop = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    openLocally(e.dataTransfer.files[0]);
  };
  const onSort = (column: SortColumn) =>
    onSearch({ ...search, sort: column, dir: search.sort === column && dir === 'asc' ? 'desc' : 'asc' });

  return (
    <div
      className="flex h-full min-h-0 flex-col gap-2 p-4"
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) e.preventDefault();
      }}
      onDrop={onDrop}
    >
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
        <Button
          size="sm"
          variant="secondary"
          aria-pressed={search.map === 'take-offs'}
          onClick={() => onSearch({ ...search, map: search.map ? undefined : 'take-offs' })}
        >
          Map of take-offs
        </Button>
        <Button size="sm" variant={uploading ? 'primary' : 'secondary'} aria-expanded={uploading} onClick={() => setUploading((u) => !u)}>
          Upload logs
        </Button>
        <Button
          size="sm"
          title="View a log from this computer without uploading it (or drop it on the logbook)"
          onClick={() => openInput.current?.click()}
        >
          Open a file…
        </Button>
        <input
          ref={openInput}
          type="file"
          aria-label="Flight log to open on this computer"
          className="hidden"
          onChange={(e) => openLocally(e.target.files?.[0])}
        />
      </div>
      {uploading && (
        <LogUploadPanel uploads={uploads.uploads} onFiles={uploads.add} onClear={uploads.clear} onClose={() => setUploading(false)} />
      )}
      <FlightFiltersBar search={search} onSearch={onSearch} summary={book.summary} rangeProblem={rangeProblem} />
      {/* Nothing is counted or selectable for a range that is not asked for. */}
      {!rangeProblem && <FlightTotalsPanel totals={book.summary?.totals} />}
      {search.map === 'take-offs' && !rangeProblem && (
        <Suspense fallback={<Spinner label="Loading the map" />}>
          <TakeOffMap list={book.list} summary={book.summary} />
        </Suspense>
      )}
      {!rangeProblem && (
        <BulkActions
          view={view}
          selection={selection}
          filters={filters}
          matching={book.summary?.totals.flights}
          onSelectAll={() => setSelection(selectAllMatching())}
          onClear={() => setSelection(EMPTY_SELECTION)}
        />
      )}
      {/* The line stays when the whole list is read (empty), so the table does not move up then. */}
      {(view === 'company' || search.sort || filters.dateType) && (
        <p className="min-h-4 text-xs text-muted" role="status">
          {book.loadingAll && `${rows.count.toLocaleString()} flights read so far${search.sort ? '; sorted once all are read' : ''}…`}
        </p>
      )}
      {rangeProblem ? (
        <p className="text-sm text-muted">No flights shown until the dates make a range. Change From or To above.</p>
      ) : book.isPending ? (
        <Spinner label={view === 'company' ? 'Loading the company logbook' : 'Loading flights'} />
      ) : book.error ? (
        <ErrorPanel title="Could not load the flight logs" message={describeError(book.error)} onRetry={book.refetch} />
      ) : rows.count === 0 ? (
        <p className="text-sm text-muted">No flights match these filters. Clear a filter to see more.</p>
      ) : (
        <FlightTable
          rows={rows}
          total={book.summary?.totals.flights}
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
