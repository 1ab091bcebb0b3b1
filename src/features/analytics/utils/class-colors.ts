const PALETTE = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'];

/** A class keeps its colour whatever else is shown (hash of the name, not its rank). */
export function classColor(name: string): string {
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) | 0;
  return PALETTE[Math.abs(h) % PALETTE.length] as string;
}

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
