import { thumbnailPoints } from '../utils/route-thumbnail';

const SIZE = 32;

/** The route's shape at a glance (no map): a line, its take-off point marked. */
export function RouteThumbnail({ route }: { route: readonly { lat: number; lng: number }[] | undefined }) {
  if (!route?.length) return <span className="inline-block size-8 rounded border border-dashed border-line" aria-hidden />;
  const points = thumbnailPoints(route, SIZE, 3);
  const [first] = points.split(' ');
  const [x, y] = (first ?? '0,0').split(',');
  return (
    <svg
      width={SIZE}
      height={SIZE}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className="shrink-0 rounded border border-line bg-raised"
      role="img"
      aria-label={`Route of ${route.length} waypoint${route.length === 1 ? '' : 's'}`}
      data-testid="route-thumbnail"
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" className="text-accent" />
      <circle cx={x} cy={y} r={2} className="fill-current text-fg" />
    </svg>
  );
}
