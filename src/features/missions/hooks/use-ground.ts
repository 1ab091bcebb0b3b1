import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { elevationsQueryOptions, terrainInfoQueryOptions } from '@/lib/resources/terrain';
import type { Waypoint } from '@/lib/mission-model/mission-model';

export interface Ground {
  /** The elevation model's file name, when one is installed. */
  model: string | undefined;
  /** Ground elevation (EGM96, m) under each waypoint, aligned with the route; null when not (yet) known. */
  elevations: (number | null)[] | null;
}

const MAX_POINTS = 20_000;

/** Ground under the route from the operator's elevation model, when the service has one. */
export function useGround(route: readonly Waypoint[]): Ground {
  const info = useQuery(terrainInfoQueryOptions());
  const available = info.data?.available === true;
  const opts = useMemo(() => elevationsQueryOptions(route.slice(0, MAX_POINTS).map((w) => ({ lat: w.lat, lng: w.lng }))), [route]);
  const q = useQuery({ ...opts, enabled: available && route.length > 0 && route.length <= MAX_POINTS });
  // Decimetres: finer than any terrain-RGB model resolves, and heights stay readable.
  const elevations = useMemo(
    () =>
      q.data && q.data.elevations.length === route.length
        ? q.data.elevations.map((e) => (e === null ? null : Math.round(e * 10) / 10))
        : null,
    [q.data, route.length],
  );
  return { model: available ? info.data?.name : undefined, elevations };
}
