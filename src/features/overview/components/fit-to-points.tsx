import { useEffect, useRef } from 'react';
import { LngLatBounds, type MapMovementEvent } from 'maplibre-gl';
import { useMap } from '@/lib/map/map-context';
import type { Position } from '../utils/overview-figures';

/**
 * Frames every point once they are known, and again when the set of points changes (a task list
 * that arrives after the devices), until the user moves the map: from then on the view is theirs.
 * Lists refetch all day on a wall display, and a view that jumps back under the hand is lost work.
 */
export function FitToPoints({ points }: { points: readonly Position[] }) {
  const map = useMap();
  const userMoved = useRef(false);
  const fitKey = points.map((p) => `${p.lng.toFixed(4)},${p.lat.toFixed(4)}`).join(';');

  useEffect(() => {
    // maplibre passes the DOM event on for moves a person started (drag, wheel, keys, zoom buttons);
    // our own fitBounds has none.
    const onMoveStart = (e: MapMovementEvent) => {
      if (e.originalEvent) userMoved.current = true;
    };
    map.on('movestart', onMoveStart);
    return () => {
      map.off('movestart', onMoveStart);
    };
  }, [map]);

  useEffect(() => {
    if (!points.length || userMoved.current) return;
    const b = new LngLatBounds();
    for (const p of points) b.extend([p.lng, p.lat]);
    map.fitBounds(b, { padding: 40, maxZoom: 13, duration: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fitKey stands for the points.
  }, [map, fitKey]);
  return null;
}
