import { useEffect, useLayoutEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { coarseSample } from './coarse-sample';

export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;
export type ChartData = uPlot.AlignedData;

export interface UplotChartProps {
  /** A new options object re-creates the chart (series, axes, hooks): keep it memoised. */
  options: ChartOptions;
  /** New data is pushed with `setData` (in the commit), without re-creating the chart. */
  data: ChartData;
  /** Accessible name of the chart; the canvas itself says nothing to a screen reader. */
  label: string;
  height?: number;
  className?: string;
  /** The instance, for callers that drive the cursor or the scales (replay, linked zoom). */
  onReady?: (chart: uPlot) => void;
  /**
   * Build the chart empty, then draw a coarse sample of its data, then all of it, each in a task of
   * its own: creating the chart (DOM, axes, first layout), compiling uPlot's drawing code and
   * drawing a large data set in one task could block the page over 50 ms.
   */
  splitBuild?: boolean;
}

/**
 * The one uPlot wrapper: created once per options object, fed with `setData`, sized to its box
 * (ResizeObserver), and destroyed on unmount. Import only from routes that draw charts, so
 * uPlot stays out of the initial bundle.
 */
export function UplotChart({ options, data, label, height = 240, className, onReady, splitBuild = false }: UplotChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const builtFrom = useRef<ChartOptions | null>(null);
  const dataRef = useRef(data);
  dataRef.current = data;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const empty: ChartData = splitBuild ? [[], ...options.series.slice(1).map(() => [])] : dataRef.current;
    const chart = new uPlot({ ...options, width: Math.max(box.clientWidth, 100), height }, empty, box);
    chartRef.current = chart;
    builtFrom.current = options;
    onReadyRef.current?.(chart);
    // The data that arrived meanwhile (dataRef is always the latest), a task later: first a coarse
    // sample of it (the first draw compiles uPlot's drawing code, which then costs its own task),
    // then all of it a task after that.
    let feed: ReturnType<typeof setTimeout> | undefined;
    if (splitBuild)
      feed = setTimeout(() => {
        chart.setData(coarseSample(dataRef.current));
        feed = setTimeout(() => chart.setData(dataRef.current));
      });
    // The observer also reports the box once when it starts watching: redraw only for a real change.
    let width = chart.width;
    const resize = new ResizeObserver(() => {
      const w = Math.max(box.clientWidth, 100);
      if (w === width) return;
      width = w;
      chart.setSize({ width: w, height });
    });
    resize.observe(box);
    return () => {
      clearTimeout(feed);
      resize.disconnect();
      chart.destroy();
      chartRef.current = null;
      builtFrom.current = null;
    };
  }, [options, height, splitBuild]);

  // In the commit itself (not a passive effect a frame later): new data reaches the canvas in the
  // same task as the rest of the update, before the browser paints.
  // Not to a chart built from older options: new options may bring new series, which the old chart
  // cannot take; the effect above re-creates it with this data.
  useLayoutEffect(() => {
    if (builtFrom.current === options) chartRef.current?.setData(data);
  }, [data, options]);

  return <div ref={boxRef} role="img" aria-label={label} className={className} />;
}
