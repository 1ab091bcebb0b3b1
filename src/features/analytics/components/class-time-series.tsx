import { useMemo, useRef } from 'react';
import uPlot from 'uplot';
import { UplotChart, type ChartData, type ChartOptions } from '@/lib/charts/uplot-chart';
import { classColor, stack } from '../utils/class-colors';
import type { AggregateResult } from '../worker/protocol';

interface Props {
  agg: AggregateResult;
  timeZone: string;
  /** Labels of the two lines when comparing; absent for the stacked view. */
  compare?: { a: string; b: string };
  /** Drag to zoom; without it the chart only shows (a wall panel). */
  onZoom?: (from: number, to: number) => void;
  height?: number;
}

const alpha = (hex: string, a: string) => `${hex}${a}`;

/**
 * Counts per class over time, stacked (drawn largest-first, each filled to zero), or two total
 * lines when comparing. Drag to zoom: the parent re-aggregates the window with finer buckets.
 */
export function ClassTimeSeries({ agg, timeZone, compare, onZoom, height = 280 }: Props) {
  // Layers in name order: the set of classes, not their ranking, decides the chart's series, so a
  // ranking that shifts while pages arrive updates data only instead of re-creating the chart.
  const order = useMemo(
    () => agg.classes.map((c, i) => [c, i] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
    [agg.classes],
  );
  const series = useMemo(() => order.map(([, i]) => agg.series[i] ?? []), [order, agg.series]);
  const rawRef = useRef(series);
  rawRef.current = series;
  const onZoomRef = useRef(onZoom);
  onZoomRef.current = onZoom;
  const classesKey = order.map(([c]) => c).join('\u0000');
  const zoomable = onZoom !== undefined;

  const options = useMemo<ChartOptions>(() => {
    const classes = classesKey ? classesKey.split('\u0000') : [];
    const layers: uPlot.Series[] = [{}];
    if (compare) {
      layers.push({ label: compare.a, stroke: '#4e79a7', width: 2 }, { label: compare.b, stroke: '#f28e2b', width: 2, dash: [6, 4] });
    } else {
      // Reverse order: the full stack first, then each lower layer over it.
      for (let k = classes.length - 1; k >= 0; k--) {
        const name = classes[k] as string;
        layers.push({
          label: name,
          stroke: classColor(name),
          fill: alpha(classColor(name), 'cc'),
          width: 1,
          value: (_u, _v, _si, idx) => (idx === null ? '—' : String(rawRef.current[k]?.[idx] ?? 0)),
        });
      }
    }
    return {
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1e3), timeZone),
      scales: { x: { time: true } },
      axes: [
        { stroke: '#9aa4b2', grid: { stroke: '#ffffff14' } },
        { stroke: '#9aa4b2', grid: { stroke: '#ffffff14' } },
      ],
      series: layers,
      cursor: { drag: { x: zoomable, y: false, setScale: false } },
      hooks: {
        // For bench:analytics: when a new view reached the canvas (zoom and pan frames are timed from the aggregate's arrival).
        draw: [() => performance.mark('analytics:chart-drawn')],
        setSelect: [
          (u) => {
            if (u.select.width < 2) return;
            const from = u.posToVal(u.select.left, 'x') * 1000;
            const to = u.posToVal(u.select.left + u.select.width, 'x') * 1000;
            u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
            onZoomRef.current?.(Math.floor(from), Math.ceil(to));
          },
        ],
      },
    };
  }, [classesKey, compare, timeZone, zoomable]);

  const data = useMemo<ChartData>(() => {
    const x = agg.edges.map((e) => e / 1000);
    if (compare)
      return [x, series.reduce((acc, s) => acc.map((v, i) => v + (s[i] ?? 0)), new Array<number>(x.length).fill(0)), agg.compare ?? []];
    return [x, ...stack(series).reverse()];
  }, [agg, series, compare]);

  return (
    <UplotChart
      splitBuild
      options={options}
      data={data}
      height={height}
      label={`Detections per ${agg.unit}${compare ? `: ${compare.a} against ${compare.b}` : ', stacked by class'}.${zoomable ? ' Drag across the chart to zoom.' : ''}`}
    />
  );
}
