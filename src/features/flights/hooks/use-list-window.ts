import { useCallback, useEffect, useMemo, useReducer, useRef, useSyncExternalStore } from 'react';
import type { FlightListSort } from '@/lib/resources/flight-list-store';
import type { FlightList, FlightListState, FlightView } from '@/lib/resources/flights';
import type { RowSource } from '../utils/row-source';

const BLOCK = 100;
/** Blocks kept (4,000 rows); the ones farthest from the window go first. */
const KEEP_BLOCKS = 40;
const EMPTY: FlightListState = { count: 0, done: false, summary: undefined, error: undefined };

/** A list's loading state (count so far, done, summary, error) as React state. */
export function useFlightListState(list: FlightList | undefined): FlightListState {
  const subscribe = useCallback((fn: () => void) => (list ? list.subscribe(fn) : () => undefined), [list]);
  return useSyncExternalStore(subscribe, () => (list ? list.getState() : EMPTY));
}

/**
 * Rows of a worker-held list, fetched in blocks of 100 around what the table shows and cached
 * here; a block that arrives re-renders the table. The cache starts over for a new list, a new
 * sort, and (for partial blocks) as the list grows.
 */
export function useListWindow(list: FlightList | undefined, sort: FlightListSort, state: FlightListState): RowSource {
  const [tick, bump] = useReducer((n: number) => n + 1, 0);
  const cache = useRef(new Map<number, FlightView[]>());
  const asked = useRef(new Set<number>());
  const range = useRef<[number, number]>([0, 0]);
  const sortKey = `${sort.column ?? ''}:${sort.dir}`;

  // Whole blocks stay valid while the list grows in service order; a sort order changes with every row added.
  const generation = useMemo(() => {
    cache.current = new Map();
    asked.current = new Set();
    return {};
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, sortKey, sort.column ? state.count : 0]);

  const fetchRange = useCallback(
    (start: number, end: number) => {
      range.current = [start, end];
      if (!list) return;
      const first = Math.max(0, Math.floor((start - BLOCK / 2) / BLOCK));
      const last = Math.floor((Math.min(end, list.getState().count) + BLOCK / 2) / BLOCK);
      for (let b = first; b <= last; b++) {
        const have = cache.current.get(b);
        if ((have && have.length === BLOCK) || asked.current.has(b) || b * BLOCK >= list.getState().count) continue;
        asked.current.add(b);
        const gen = generation;
        void list.rows(b * BLOCK, (b + 1) * BLOCK, sort).then(
          (rows) => {
            if (gen !== generation) return;
            asked.current.delete(b);
            cache.current.set(b, rows);
            evict(cache.current, Math.floor(range.current[0] / BLOCK));
            bump();
          },
          () => asked.current.delete(b),
        );
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, generation],
  );

  // More rows parsed: fill the window's partial or missing blocks.
  useEffect(() => fetchRange(range.current[0], range.current[1]), [fetchRange, state.count]);

  return useMemo<RowSource>(
    () => ({
      count: state.count,
      rowAt: (i) => cache.current.get(Math.floor(i / BLOCK))?.[i % BLOCK],
      onRange: fetchRange,
      idsIn: (start, end) => (list ? list.ids(start, end, sort) : Promise.resolve([])),
    }),
    // A new object when rows arrive (tick), so the table re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.count, fetchRange, list, tick, generation],
  );
}

function evict(cache: Map<number, FlightView[]>, near: number): void {
  if (cache.size <= KEEP_BLOCKS) return;
  const far = [...cache.keys()].sort((a, b) => Math.abs(b - near) - Math.abs(a - near));
  for (const b of far.slice(0, cache.size - KEEP_BLOCKS)) cache.delete(b);
}
