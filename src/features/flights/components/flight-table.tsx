import { useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { openFlightFromList } from '@/lib/resources/flights';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Spinner } from '@/components/ui/spinner';
import type { SortColumn } from '../utils/flight-search';
import { useLinkIntent } from '../hooks/use-link-intent';
import { isSelected, type RowSelection } from '../utils/row-selection';
import type { RowSource } from '../utils/row-source';
import { FLIGHT_GRID, FlightRow, PendingRow } from './flight-row';

const ROW = 36;

interface Props {
  rows: RowSource;
  /** How many rows match in all, when known (the team view loads them as the user scrolls). */
  total: number | undefined;
  selection: RowSelection;
  onToggle: (index: number, shift: boolean) => void;
  sort: SortColumn | undefined;
  dir: 'asc' | 'desc';
  onSort: (column: SortColumn) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onNearEnd: () => void;
}

const COLUMNS: Array<[SortColumn | null, string]> = [
  ['name', 'Name'],
  ['pilot', 'Pilot'],
  ['drone', 'Drone and device'],
  ['start', 'Start'],
  ['duration', 'Duration'],
  ['distance', 'Distance'],
  ['version', 'Version'],
  ['comments', 'Comments'],
  [null, 'Missions, tasks, jobs'],
  [null, 'File'],
];

/** The logbook table: a virtual window of rows (never more than ~60 in the DOM), sortable headers. */
export function FlightTable({ rows, total, selection, onToggle, sort, dir, onSort, hasMore, loadingMore, onNearEnd }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const v = useVirtualizer({ count: rows.count, getScrollElement: () => scroller.current, estimateSize: () => ROW, overscan: 10 });
  const items = v.getVirtualItems();
  const router = useRouter();
  const qc = useQueryClient();
  // A flight link's row has the flight's log: the flight page opens from it (see openFlightFromList).
  const { rowAt } = rows;
  const openFromRow = useCallback(
    (a: HTMLAnchorElement) => {
      const index = a.closest<HTMLElement>('[data-row-index]')?.dataset.rowIndex;
      const f = index === undefined ? undefined : rowAt(Number(index));
      if (f && a.getAttribute('href') === `/flights/${encodeURIComponent(f.id)}`) openFlightFromList(qc, f);
    },
    [qc, rowAt],
  );
  const intent = useLinkIntent(openFromRow);
  // Row slots are keyed by position in the window, not by flight: while scrolling React updates a
  // row's text in place instead of unmounting and mounting rows (a fling replaces every row per frame).
  const slots = Math.max(64, items.length);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as HTMLElement).closest<HTMLAnchorElement>('a[data-app-link]');
    if (!a || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    openFromRow(a);
    router.history.push(a.getAttribute('href') ?? '/flights');
  };
  const last = items[items.length - 1];
  const nearEnd = last !== undefined && last.index >= rows.count - 20;
  const first = items[0]?.index ?? 0;
  const end = (last?.index ?? -1) + 1;
  const { onRange } = rows;
  useEffect(() => onRange(first, end), [onRange, first, end]);
  useEffect(() => {
    if (nearEnd && hasMore && !loadingMore) onNearEnd();
  }, [nearEnd, hasMore, loadingMore, onNearEnd]);

  /** Arrow keys move between rows' checkboxes (scrolling the window as needed); Space toggles. */
  const onKeyNav = useCallback(
    (index: number, e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === ' ') {
        e.preventDefault();
        onToggle(index, e.shiftKey);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
      if (!step) return;
      e.preventDefault();
      const next = Math.min(rows.count - 1, Math.max(0, index + step));
      v.scrollToIndex(next);
      requestAnimationFrame(() => scroller.current?.querySelector<HTMLInputElement>(`[data-row-index="${next}"] input`)?.focus());
      if (e.shiftKey) onToggle(next, true);
    },
    [rows.count, v, onToggle],
  );

  return (
    <div
      ref={scroller}
      className="min-h-0 flex-1 overflow-auto rounded border border-line"
      role="grid"
      aria-label="Flight logs"
      aria-rowcount={(total ?? rows.count) + 1}
      aria-multiselectable
      onClick={onClick}
      {...intent}
    >
      <div role="row" aria-rowindex={1} className={`${FLIGHT_GRID} sticky top-0 z-10 bg-raised px-2 py-1 text-xs text-muted`}>
        <span role="columnheader">
          <span className="sr-only">Selected</span>
        </span>
        {COLUMNS.map(([col, title]) =>
          col ? (
            <span key={title} role="columnheader" aria-sort={sort === col ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
              <button type="button" className="text-left hover:text-fg" onClick={() => onSort(col)}>
                {title}
                {sort === col ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}
              </button>
            </span>
          ) : (
            <span key={title} role="columnheader">
              {title}
            </span>
          ),
        )}
      </div>
      <div role="rowgroup" style={{ height: v.getTotalSize(), position: 'relative' }}>
        {items.map((it) => {
          const f = rows.rowAt(it.index);
          if (!f) return <PendingRow key={it.index % slots} index={it.index} top={it.start} height={ROW} />;
          return (
            <FlightRow
              key={it.index % slots}
              flight={f}
              index={it.index}
              top={it.start}
              height={ROW}
              selected={isSelected(selection, f.id)}
              onToggle={onToggle}
              onKeyNav={onKeyNav}
            />
          );
        })}
      </div>
      {loadingMore && <Spinner label="Loading more flights" />}
    </div>
  );
}
