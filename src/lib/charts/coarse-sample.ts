import type uPlot from 'uplot';

/** At most about `points` of every series, evenly spaced, the last point kept: the same shape, drawn fast. */
export function coarseSample(data: uPlot.AlignedData, points = 32): uPlot.AlignedData {
  const n = data[0].length;
  if (n <= points) return data;
  const step = Math.ceil(n / points);
  const idx: number[] = [];
  for (let i = 0; i < n; i += step) idx.push(i);
  if (idx[idx.length - 1] !== n - 1) idx.push(n - 1);
  return data.map((s) => idx.map((i) => s[i] ?? null)) as uPlot.AlignedData;
}
