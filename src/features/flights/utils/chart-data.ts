import type { FlightTrack } from '@/lib/resources/flight-track';

/**
 * The chart's columns for a track (x in Unix seconds), and with a second track to compare: both
 * on one x axis, the second placed at the first one's take-off (so minute 5 of each lines up),
 * merged in time order with null where a flight has no sample (uPlot's gap; it spans them).
 * One track stays typed arrays (100,000 samples are a handful of buffers, no copies).
 */
export type ChartColumn = Float64Array | Array<number | null>;

export function chartColumns(track: FlightTrack, compare?: FlightTrack): ChartColumn[] {
  const t0 = track.t0Ms / 1000;
  if (!compare) {
    const x = new Float64Array(track.length);
    for (let i = 0; i < track.length; i++) x[i] = t0 + (track.t[i] as number);
    return [x, track.alt, track.speed, track.battery];
  }
  const n = track.length + compare.length;
  const cols = Array.from({ length: 6 }, () => new Float64Array(n).fill(NaN));
  const [x, alt, speed, battery, alt2, speed2] = cols as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  let a = 0;
  let b = 0;
  let k = 0;
  while (a < track.length || b < compare.length) {
    const ta = a < track.length ? (track.t[a] as number) : Infinity;
    const tb = b < compare.length ? (compare.t[b] as number) : Infinity;
    x[k] = t0 + Math.min(ta, tb);
    if (ta <= tb) {
      alt[k] = track.alt[a] as number;
      speed[k] = track.speed[a] as number;
      battery[k] = track.battery[a] as number;
      a++;
    }
    if (tb <= ta) {
      alt2[k] = compare.alt[b] as number;
      speed2[k] = compare.speed[b] as number;
      b++;
    }
    k++;
  }
  // uPlot's gaps are nulls (a NaN would poison its min/max scan), so the series become plain arrays.
  return [x.subarray(0, k), ...cols.slice(1).map((c) => Array.from(c.subarray(0, k), (v) => (Number.isNaN(v) ? null : v)))];
}
