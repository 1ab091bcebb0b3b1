import { useCallback } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { FlightHistoryEntry } from '@/lib/contract/tasks';
import { describeError } from '@/lib/api/api-error';
import { flightTrackQueryOptions } from '@/lib/resources/flights';
import type { FlightTrack } from '@/lib/resources/flight-track';
import { trackLine } from '@/lib/resources/flight-track-outline';

export type TrackState =
  { state: 'none' } | { state: 'loading' } | { state: 'drawn'; points: number } | { state: 'failed'; reason: string };

export interface HistoryTracks {
  /** One line per drawn track, `index` = its entry in the flight history. */
  lines: GeoJSON.FeatureCollection;
  /** Per history entry, what became of its track. */
  states: TrackState[];
}

/** The task's flight history entries as tracks on the map, each read from its `storagePath` file on the flight CDN. */
export function useHistoryTracks(entries: readonly FlightHistoryEntry[]): HistoryTracks {
  const withPath = entries
    .map((e, index) => ({ index, path: e.storagePath }))
    .filter((e): e is { index: number; path: string } => !!e.path);
  // A stable combine: the lines are rebuilt only when a track or the history changes, not per render.
  const combine = useCallback(
    (results: UseQueryResult<FlightTrack>[]): HistoryTracks => {
      const states: TrackState[] = entries.map(() => ({ state: 'none' }));
      const features: GeoJSON.Feature[] = [];
      results.forEach((r, k) => {
        const { index } = withPath[k]!;
        if (r.data) {
          const line = trackLine(r.data);
          features.push({ ...line, properties: { index } });
          states[index] = { state: 'drawn', points: r.data.length };
        } else if (r.isError) states[index] = { state: 'failed', reason: describeError(r.error) };
        else states[index] = { state: 'loading' };
      });
      return { lines: { type: 'FeatureCollection', features }, states };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entries],
  );
  return useQueries({ queries: withPath.map((e) => ({ ...flightTrackQueryOptions(e.path), retry: 1 })), combine });
}
