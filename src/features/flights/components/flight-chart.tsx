import { memo, useEffect, useMemo, useRef } from 'react';
import type uPlot from 'uplot';
import { UplotChart, type ChartData, type ChartOptions } from '@/lib/charts/uplot-chart';
import type { FlightTrack } from '@/lib/resources/flight-track';

interface Props {
  track: FlightTrack;
  /** Replay time, seconds since the first sample: the chart's cursor sits there. */
  t: number;
  onSeek: (seconds: number) => void;
}

/**
 * Altitude, speed and battery over the flight (uPlot; x in Unix seconds so the axis shows clock
 * time). The chart is created once per track; the replay moves its cursor imperatively, and a
 * click on the plot seeks the replay. Dragging across the plot zooms (uPlot's own).
 */
export const FlightChart = memo(function FlightChart({ track, t, onSeek }: Props) {
  const chart = useRef<uPlot | null>(null);
  const seek = useRef(onSeek);
  seek.current = onSeek;
  const t0 = track.t0Ms / 1000;

  const data = useMemo<ChartData>(() => {
    const x = new Float64Array(track.length);
    for (let i = 0; i < track.length; i++) x[i] = t0 + (track.t[i] as number);
    return [x, track.alt, track.speed, track.battery];
  }, [track, t0]);

  const options = useMemo<ChartOptions>(
    () => ({
      scales: { x: { time: true }, pct: { range: [0, 100] } },
      series: [
        {},
        { label: 'Altitude (m)', stroke: '#38bdf8', width: 1.5 },
        { label: 'Speed (m/s)', stroke: '#a78bfa', width: 1.5 },
        { label: 'Battery (%)', stroke: '#f59e0b', width: 1.5, scale: 'pct' },
      ],
      axes: [
        { stroke: '#94a3b8', grid: { stroke: '#33415555' } },
        { stroke: '#94a3b8', grid: { stroke: '#33415555' } },
        { stroke: '#94a3b8', scale: 'pct', side: 1, grid: { show: false } },
      ],
      cursor: { drag: { x: true, y: false } },
      hooks: {
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
    [t0],
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
