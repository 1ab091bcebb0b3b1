import { classColour } from '@/lib/class-palette';

/** A class keeps its colour whatever else is shown, the same on every screen (the shared palette). */
export const classColor = classColour;

/** Cumulative sums, class by class, so filled series drawn largest-first read as a stack. */
export function stack(series: readonly number[][]): number[][] {
  const out: number[][] = [];
  let acc: number[] | null = null;
  for (const s of series) {
    const next: number[] = acc ? s.map((v, i) => v + (acc as number[])[i]!) : [...s];
    out.push(next);
    acc = next;
  }
  return out;
}
