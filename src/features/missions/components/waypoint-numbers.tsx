import { useEffect, useMemo, useState } from 'react';
import { HtmlMarker } from '@/lib/map/html-marker';
import { useMap } from '@/lib/map/map-context';
import { keepApart } from '../utils/label-collision';

interface Props {
  route: ReadonlyArray<{ lng: number; lat: number }>;
  /** The waypoints that may be numbered (all of a short route; the selection of a long one). */
  candidates: readonly number[];
  selected: ReadonlySet<number>;
}

/**
 * Waypoint numbers that never overlap: after every move or zoom, numbers whose labels would touch
 * one already drawn are hidden (selected waypoints and the first one win). HTML labels, because the
 * offline style has no glyphs for a symbol layer's collision.
 */
export function WaypointNumbers({ route, candidates, selected }: Props) {
  const map = useMap();
  const order = useMemo(
    () => [...candidates].sort((a, b) => Number(selected.has(b)) - Number(selected.has(a)) || Number(b === 0) - Number(a === 0) || a - b),
    [candidates, selected],
  );
  const [shown, setShown] = useState<number[]>([]);

  useEffect(() => {
    const place = () =>
      setShown(
        keepApart(
          order.flatMap((i) => {
            const w = route[i];
            if (!w) return [];
            const p = map.project([w.lng, w.lat]);
            return [{ id: i, x: p.x, y: p.y }];
          }),
        ),
      );
    place();
    map.on('moveend', place);
    map.on('resize', place);
    return () => {
      map.off('moveend', place);
      map.off('resize', place);
    };
  }, [map, order, route]);

  return (
    <>
      {shown.map((i) => {
        const w = route[i];
        return w ? <HtmlMarker key={i} lng={w.lng} lat={w.lat} text={String(i + 1)} /> : null;
      })}
    </>
  );
}
