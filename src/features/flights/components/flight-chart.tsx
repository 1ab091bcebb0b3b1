import { memo, useEffect, useMemo, useRef } from 'react';
import type uPlot from 'uplot';
import { UplotChart, type ChartData, type ChartOptions } from '@/lib/charts/uplot-chart';
import type { FlightTrack } from '@/lib/resources/flight-track';
import { chartColumns } from '../utils/chart-data';

interface Props {
  track: FlightTrack;
  /** Replay time, seconds since the first sample: the chart's cursor sits there. */
  t: number;
  onSeek: (seconds: number) => void;
  /** A second flight drawn on the same axes from the same take-off (altitude and speed, dashed). */
  compare?: { track: FlightTrack; name: string } | undefined;
  /** A drag-zoom (seconds since the first sample), or null when the whole flight is shown again. */
  onZoom?: (range: [number, number] | null) => void;
  /** Flight modes as coloured bands behind the lines (seconds since the first sample). */
  bands?: ReadonlyArray<{ start: number; end: number; color: string }> | undefined;
}

/**
 * Altitude, speed and battery over the flight (uPlot; x in Unix seconds so the axis shows clock
 * time). The chart is created once per track; the replay moves its cursor imperatively, and a
 * click on the plot seeks the replay. Dragging across the plot zooms (uPlot's own).
 */
export const FlightChart = memo(function FlightChart({ track, t, onSeek, compare, onZoom, bands }: Props) {
  const chart = useRef<uPlot | null>(null);
  const seek = useRef(onSeek);
  seek.current = onSeek;
  const zoom = useRef(onZoom);
  zoom.current = onZoom;
  const t0 = track.t0Ms / 1000;
  const duration = track.length > 0 ? (track.t[track.length - 1] as number) : 0;
  const compareTrack = compare?.track;
  const compareName = compare?.name;

  const data = useMemo(() => chartColumns(track, compareTrack) as ChartData, [track, compareTrack]);

  const options = useMemo<ChartOptions>(
    () => ({
      scales: { x: { time: true }, pct: { range: [0, 100] } },
      series: [
        {},
        { label: track.story ? 'Altitude above take-off (m)' : 'Altitude (m)', stroke: '#38bdf8', width: 1.5, spanGaps: true },
        { label: 'Speed (m/s)', stroke: '#a78bfa', width: 1.5, spanGaps: true },
        { label: 'Battery (%)', stroke: '#f59e0b', width: 1.5, scale: 'pct', spanGaps: true },
        ...(compareName
          ? [
              { label: `Altitude (m), compared: ${compareName}`, stroke: '#38bdf8', width: 1, dash: [4, 3], spanGaps: true },
              { label: `Speed (m/s), compared: ${compareName}`, stroke: '#a78bfa', width: 1, dash: [4, 3], spanGaps: true },
            ]
          : []),
      ],
      // Units on every axis: clock time, metres and m/s share the left axis, percent the right.
      axes: [
        { stroke: '#94a3b8', grid: { stroke: '#33415555' }, label: 'Time (local)', labelSize: 16, size: 36 },
        { stroke: '#94a3b8', grid: { stroke: '#33415555' }, label: 'm · m/s', labelSize: 16 },
        { stroke: '#94a3b8', scale: 'pct', side: 1, grid: { show: false }, label: 'Battery %', labelSize: 16 },
      ],
      cursor: { drag: { x: true, y: false } },
      hooks: {
        // Mode bands under the series: drawn on the cleared canvas before uPlot draws the lines.
        drawClear: [
          (u: uPlot) => {
            if (!bands?.length) return;
            const { ctx } = u;
            const { top, height } = u.bbox;
            ctx.save();
            ctx.globalAlpha = 0.14;
            for (const b of bands) {
              const x0 = u.valToPos(t0 + b.start, 'x', true);
              const x1 = u.valToPos(t0 + b.end, 'x', true);
              if (!Number.isFinite(x0) || !Number.isFinite(x1) || x1 <= x0) continue;
              ctx.fillStyle = b.color;
              ctx.fillRect(x0, top, x1 - x0, height);
            }
            ctx.restore();
          },
        ],
        // A drag-zoom (or its reset) on x: the map follows with the samples of that span.
        setScale: [
          (u: uPlot, key: string) => {
            if (key !== 'x') return;
            const { min, max } = u.scales.x ?? {};
            if (min == null || max == null) return;
            const whole = min - t0 <= 0.5 && max - t0 >= duration - 0.5;
            zoom.current?.(whole ? null : [min - t0, max - t0]);
          },
        ],
        ready: [
          (u: uPlot) => {
            u.over.addEventListener('click', () => {
              const i = u.cursor.idx;
              const x = i == null ? undefined : u.data[0][i];
              if (x !== undefined) seek.current(x - t0);
            });
          },
        ],
      },
    }),
    [t0, duration, compareName, bands, track.story],
  );

  useEffect(() => {
    const u = chart.current;
    if (!u) return;
    const left = u.valToPos(t0 + t, 'x');
    if (Number.isFinite(left)) u.setCursor({ left, top: u.over.clientHeight / 2 }, false);
  }, [t, t0]);

  return (
    <UplotChart
      options={options}
      data={data}
      height={220}
      label="Altitude, speed and battery over the flight"
      onReady={(u) => {
        chart.current = u;
      }}
    />
  );
});
