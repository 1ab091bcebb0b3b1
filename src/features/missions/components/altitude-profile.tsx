import { useRef, useState } from 'react';
import type { Waypoint } from '@/lib/mission-model/mission-model';

interface Props {
  route: readonly Waypoint[];
  cumulative: ArrayLike<number>;
  selection: ReadonlySet<number>;
  maxAltitude: number;
  onSelect: (index: number, additive: boolean) => void;
  onAltitude: (index: number, altitude: number) => void;
}

const W = 800,
  H = 140,
  PAD = 24;
/** Above this many points only selected ones get a draggable handle; the line shows the rest. */
const HANDLES_MAX = 300;

/** Altitude along the route; drag a point up or down to change its altitude (one undo step). */
export function AltitudeProfile({ route, cumulative, selection, maxAltitude, onSelect, onAltitude }: Props) {
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<{ index: number; alt: number } | null>(null);
  if (route.length === 0) return <p className="p-2 text-xs text-muted">No waypoints yet: the altitude profile appears here.</p>;
  const total = cumulative[cumulative.length - 1] || 1;
  let top = maxAltitude;
  for (const w of route) top = Math.max(top, w.altitude);
  top = Math.ceil((top * 1.1) / 10) * 10 || 10;
  const x = (i: number) => PAD + ((cumulative[i] ?? 0) / total) * (W - 2 * PAD) * (route.length > 1 ? 1 : 0);
  const y = (alt: number) => H - PAD - (Math.max(0, alt) / top) * (H - 2 * PAD);
  const altOf = (i: number) => (drag?.index === i ? drag.alt : (route[i]?.altitude ?? 0));
  const pts = route.map((_, i) => `${x(i).toFixed(1)},${y(altOf(i)).toFixed(1)}`).join(' ');
  const handles = route.length <= HANDLES_MAX ? route.map((_, i) => i) : [...selection];

  const toAlt = (clientY: number) => {
    const r = svg.current?.getBoundingClientRect();
    if (!r) return 0;
    const py = ((clientY - r.top) / r.height) * H;
    return Math.round(Math.max(0, ((H - PAD - py) / (H - 2 * PAD)) * top) * 10) / 10;
  };

  return (
    <svg
      ref={svg}
      viewBox={`0 0 ${W} ${H}`}
      className="h-full w-full select-none"
      role="img"
      aria-label={`Altitude profile of ${route.length} waypoints`}
      onPointerMove={(e) => drag && setDrag({ index: drag.index, alt: toAlt(e.clientY) })}
      onPointerUp={() => {
        if (drag) onAltitude(drag.index, drag.alt);
        setDrag(null);
      }}
      onPointerLeave={() => setDrag(null)}
    >
      <line x1={PAD} x2={W - PAD} y1={y(maxAltitude)} y2={y(maxAltitude)} className="stroke-danger" strokeDasharray="4 3" />
      <text x={W - PAD} y={y(maxAltitude) - 3} className="fill-danger" fontSize="10" textAnchor="end">
        limit {maxAltitude} m
      </text>
      <text x={4} y={PAD} className="fill-muted" fontSize="10">
        {top} m
      </text>
      <line x1={PAD} x2={W - PAD} y1={H - PAD} y2={H - PAD} className="stroke-line" />
      <polyline points={pts} fill="none" stroke="#38bdf8" strokeWidth="1.5" />
      {handles.map((i) => (
        <circle
          key={i}
          cx={x(i)}
          cy={y(altOf(i))}
          r={selection.has(i) ? 5 : 3.5}
          fill={selection.has(i) ? '#f97316' : '#0ea5e9'}
          className="cursor-ns-resize"
          data-testid={`profile-point-${i + 1}`}
          onPointerDown={(e) => {
            e.currentTarget.ownerSVGElement?.setPointerCapture?.(e.pointerId);
            onSelect(i, e.shiftKey);
            setDrag({ index: i, alt: altOf(i) });
          }}
        >
          <title>{`Waypoint ${i + 1}: ${altOf(i)} m`}</title>
        </circle>
      ))}
    </svg>
  );
}
