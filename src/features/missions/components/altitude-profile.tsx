import { useEffect, useRef, useState } from 'react';
import type { Waypoint } from '@/lib/mission-model/mission-model';

interface Props {
  route: readonly Waypoint[];
  cumulative: ArrayLike<number>;
  selection: ReadonlySet<number>;
  maxAltitude: number;
  /**
   * Per waypoint, what to add to its `altitude` to get its height relative to take-off (the ground
   * above or below the take-off point in terrain modes; absent otherwise).
   */
  offsets?: readonly number[] | undefined;
  /** Ground under each waypoint relative to the take-off point, m (from the elevation model). */
  ground?: readonly (number | null)[] | null | undefined;
  onSelect: (index: number, additive: boolean) => void;
  onAltitude: (index: number, altitude: number) => void;
}

const PAD_L = 44,
  PAD_R = 12,
  PAD_T = 12,
  PAD_B = 22;
/** Above this many points only selected ones get a draggable handle; the line shows the rest. */
const HANDLES_MAX = 300;

/** The drawing's size in CSS pixels, so text is drawn at a readable size whatever the panel's shape. */
function useSize() {
  const ref = useRef<SVGSVGElement>(null);
  const [size, setSize] = useState({ w: 600, h: 180 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(([e]) => {
      if (e) setSize({ w: Math.max(200, e.contentRect.width), h: Math.max(100, e.contentRect.height) });
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { ref, ...size };
}

/** Altitude along the route (relative to take-off) over the ground; drag a point up or down (one undo step). */
export function AltitudeProfile({ route, cumulative, selection, maxAltitude, offsets, ground, onSelect, onAltitude }: Props) {
  const { ref: svg, w: W, h: H } = useSize();
  const [drag, setDrag] = useState<{ index: number; rel: number } | null>(null);
  if (route.length === 0) return <p className="p-2 text-sm text-muted">No waypoints yet: the altitude profile appears here.</p>;
  const total = cumulative[cumulative.length - 1] || 1;
  const off = (i: number) => offsets?.[i] ?? 0;
  const relOf = (i: number) => (drag?.index === i ? drag.rel : (route[i]?.altitude ?? 0) + off(i));
  let top = maxAltitude;
  let bottom = 0;
  route.forEach((_, i) => {
    top = Math.max(top, relOf(i));
    bottom = Math.min(bottom, relOf(i), ground?.[i] ?? 0);
  });
  top = Math.ceil((top * 1.1) / 10) * 10 || 10;
  bottom = Math.floor(bottom / 10) * 10;
  const span = top - bottom || 1;
  const x = (i: number) => PAD_L + ((cumulative[i] ?? 0) / total) * (W - PAD_L - PAD_R) * (route.length > 1 ? 1 : 0);
  const y = (alt: number) => H - PAD_B - ((alt - bottom) / span) * (H - PAD_T - PAD_B);
  const pts = route.map((_, i) => `${x(i).toFixed(1)},${y(relOf(i)).toFixed(1)}`).join(' ');
  const handles = route.length <= HANDLES_MAX ? route.map((_, i) => i) : [...selection];
  const groundPts =
    ground && ground.length === route.length && ground.every((g) => g !== null)
      ? `${x(0).toFixed(1)},${y(bottom).toFixed(1)} ${route.map((_, i) => `${x(i).toFixed(1)},${y(ground[i] as number).toFixed(1)}`).join(' ')} ${x(route.length - 1).toFixed(1)},${y(bottom).toFixed(1)}`
      : null;
  const ticks = [bottom, bottom + span / 2, top].map((v) => Math.round(v));

  const toRel = (clientY: number) => {
    const r = svg.current?.getBoundingClientRect();
    if (!r) return 0;
    const py = clientY - r.top;
    return Math.round((bottom + ((H - PAD_B - py) / (H - PAD_T - PAD_B)) * span) * 10) / 10;
  };

  return (
    <svg
      ref={svg}
      viewBox={`0 0 ${W} ${H}`}
      className="h-full w-full select-none text-xs"
      role="img"
      aria-label={`Altitude profile of ${route.length} waypoints${groundPts ? ', over the ground' : ''}`}
      onPointerMove={(e) => drag && setDrag({ index: drag.index, rel: toRel(e.clientY) })}
      onPointerUp={() => {
        if (drag) onAltitude(drag.index, Math.round((drag.rel - off(drag.index)) * 10) / 10);
        setDrag(null);
      }}
      onPointerLeave={() => setDrag(null)}
    >
      {groundPts && <polygon points={groundPts} fill="#a16207" fillOpacity="0.35" stroke="#a16207" data-testid="profile-ground" />}
      <line x1={PAD_L} x2={W - PAD_R} y1={y(maxAltitude)} y2={y(maxAltitude)} className="stroke-danger" strokeDasharray="4 3" />
      <text x={W - PAD_R} y={y(maxAltitude) - 4} className="fill-danger" fontSize="12" textAnchor="end">
        limit {maxAltitude} m
      </text>
      {ticks.map((t) => (
        <text key={t} x={PAD_L - 6} y={y(t) + 4} className="fill-muted" fontSize="12" textAnchor="end">
          {t} m
        </text>
      ))}
      <line x1={PAD_L} x2={PAD_L} y1={PAD_T} y2={H - PAD_B} className="stroke-line" />
      <line x1={PAD_L} x2={W - PAD_R} y1={y(0)} y2={y(0)} className="stroke-line" />
      <text x={W - PAD_R} y={H - 6} className="fill-muted" fontSize="12" textAnchor="end">
        {total >= 1000 ? `${(total / 1000).toFixed(2)} km` : `${Math.round(total)} m`} · heights relative to take-off
      </text>
      <polyline points={pts} fill="none" stroke="#38bdf8" strokeWidth="1.5" />
      {handles.map((i) => (
        <circle
          key={i}
          cx={x(i)}
          cy={y(relOf(i))}
          r={selection.has(i) ? 6 : 4.5}
          fill={selection.has(i) ? '#f97316' : '#0ea5e9'}
          className="cursor-ns-resize"
          data-testid={`profile-point-${i + 1}`}
          onPointerDown={(e) => {
            e.currentTarget.ownerSVGElement?.setPointerCapture?.(e.pointerId);
            onSelect(i, e.shiftKey);
            setDrag({ index: i, rel: relOf(i) });
          }}
        >
          <title>{`Waypoint ${i + 1}: ${Math.round(relOf(i) * 10) / 10} m`}</title>
        </circle>
      ))}
    </svg>
  );
}
