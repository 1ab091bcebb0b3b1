import type { FlightView } from '@/lib/resources/flights';

/**
 * What the logbook table reads rows from: an array in this thread (the team view's loaded
 * pages) or a window of a list held in the worker (the company view), whose rows arrive a
 * moment after they are asked for (`rowAt` is undefined until then).
 */
export interface RowSource {
  count: number;
  rowAt: (index: number) => FlightView | undefined;
  /** The table shows rows `start` to `end` (exclusive): fetch them if they are not here yet. */
  onRange: (start: number, end: number) => void;
  /** Ids of rows `start` to `end` (exclusive), in the shown order: shift-range selection. */
  idsIn: (start: number, end: number) => Promise<string[]>;
}

export function arrayRowSource(rows: readonly FlightView[]): RowSource {
  return {
    count: rows.length,
    rowAt: (i) => rows[i],
    onRange: () => undefined,
    idsIn: async (start, end) => rows.slice(start, end).map((f) => f.id),
  };
}
