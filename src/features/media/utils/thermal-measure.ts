/**
 * Measurements over a thermal frame, whatever its scale: °C for a FLIR-layout file (the raw words
 * converted with the camera's constants), the raw words themselves ("relative values") for a DJI
 * R-JPEG whose conversion is not public. Plain functions, no React.
 */

export interface ThermalGrid {
  width: number;
  height: number;
  /** Row-major sensor words. */
  raw: ArrayLike<number>;
  /** A word on the grid's scale (°C, or the word itself for relative values). Monotonic. */
  value: (raw: number) => number;
  /** `'°C'`, or `'raw'` for relative values. */
  unit: '°C' | 'raw';
}

export interface Point {
  x: number;
  y: number;
}

export interface ThermalStats {
  min: number;
  max: number;
  mean: number;
  /** Pixels measured. */
  count: number;
  coldest: Point;
  hottest: Point;
}

const clampTo = (v: number, hi: number) => Math.min(hi, Math.max(0, Math.round(v)));

function statsOf(g: ThermalGrid, points: Iterable<Point>): ThermalStats | undefined {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let count = 0;
  let coldest: Point = { x: 0, y: 0 };
  let hottest: Point = { x: 0, y: 0 };
  for (const p of points) {
    const v = g.value(g.raw[p.y * g.width + p.x] as number);
    if (v < min) {
      min = v;
      coldest = p;
    }
    if (v > max) {
      max = v;
      hottest = p;
    }
    sum += v;
    count++;
  }
  return count ? { min, max, mean: sum / count, count, coldest, hottest } : undefined;
}

/** The value at one pixel, or undefined outside the frame. */
export function spotValue(g: ThermalGrid, p: Point): number | undefined {
  if (p.x < 0 || p.y < 0 || p.x >= g.width || p.y >= g.height) return undefined;
  return g.value(g.raw[Math.floor(p.y) * g.width + Math.floor(p.x)] as number);
}

/** Min/max/mean over the rectangle with corners a and b (inclusive, clamped to the frame, either order). */
export function boxStats(g: ThermalGrid, a: Point, b: Point): ThermalStats | undefined {
  const [x0, x1] = [clampTo(Math.min(a.x, b.x), g.width - 1), clampTo(Math.max(a.x, b.x), g.width - 1)];
  const [y0, y1] = [clampTo(Math.min(a.y, b.y), g.height - 1), clampTo(Math.max(a.y, b.y), g.height - 1)];
  function* pixels() {
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) yield { x, y };
  }
  return statsOf(g, pixels());
}

/** Min/max/mean along the segment a→b: every pixel the line crosses once (Bresenham), ends included. */
export function lineStats(g: ThermalGrid, a: Point, b: Point): ThermalStats | undefined {
  let [x, y] = [clampTo(a.x, g.width - 1), clampTo(a.y, g.height - 1)];
  const [x1, y1] = [clampTo(b.x, g.width - 1), clampTo(b.y, g.height - 1)];
  const dx = Math.abs(x1 - x);
  const dy = -Math.abs(y1 - y);
  const sx = x < x1 ? 1 : -1;
  const sy = y < y1 ? 1 : -1;
  function* pixels() {
    let err = dx + dy;
    for (;;) {
      yield { x, y };
      if (x === x1 && y === y1) return;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y += sy;
      }
    }
  }
  return statsOf(g, pixels());
}

/** The whole frame's range. */
export function frameStats(g: ThermalGrid): ThermalStats | undefined {
  return boxStats(g, { x: 0, y: 0 }, { x: g.width - 1, y: g.height - 1 });
}

/**
 * Per pixel 1 where the value lies in [lo, hi] (the isotherm), else 0. The caller paints the mask
 * over the picture; a range given backwards is taken the right way round.
 */
export function isothermMask(g: ThermalGrid, lo: number, hi: number): Uint8Array {
  const [a, b] = lo <= hi ? [lo, hi] : [hi, lo];
  const out = new Uint8Array(g.width * g.height);
  for (let i = 0; i < out.length; i++) {
    const v = g.value(g.raw[i] as number);
    out[i] = v >= a && v <= b ? 1 : 0;
  }
  return out;
}

/**
 * The frame as CSV: a header row of column numbers, then one row per image row, led by its row
 * number; °C to two decimals, raw words as integers. CRLF line ends (RFC 4180, what spreadsheets read).
 */
export function gridCsv(g: ThermalGrid): string {
  const head = [g.unit === '°C' ? 'row\\col (°C)' : 'row\\col (raw)'];
  for (let x = 0; x < g.width; x++) head.push(String(x));
  const lines = [head.map((h) => (/[",]/.test(h) ? `"${h}"` : h)).join(',')];
  for (let y = 0; y < g.height; y++) {
    const row = [String(y)];
    for (let x = 0; x < g.width; x++) {
      const v = g.value(g.raw[y * g.width + x] as number);
      row.push(g.unit === '°C' ? v.toFixed(2) : String(v));
    }
    lines.push(row.join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Ironbow-like stops (black → purple → red → orange → yellow → white), the palette thermographers read. */
const IRONBOW: ReadonlyArray<readonly [number, number, number]> = [
  [0, 0, 0],
  [60, 0, 120],
  [180, 0, 130],
  [230, 60, 20],
  [255, 160, 0],
  [255, 230, 80],
  [255, 255, 255],
];

/** The palette's colour at t (0 = coldest, 1 = hottest). */
export function ironbow(t: number): [number, number, number] {
  const s = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0)) * (IRONBOW.length - 1);
  const i = Math.min(IRONBOW.length - 2, Math.floor(s));
  const f = s - i;
  const a = IRONBOW[i] as readonly [number, number, number];
  const b = IRONBOW[i + 1] as readonly [number, number, number];
  return [0, 1, 2].map((k) => Math.round((a[k] as number) + ((b[k] as number) - (a[k] as number)) * f)) as [number, number, number];
}

/** The palette as a CSS gradient, for the scale bar beside the frame. */
export function ironbowGradient(): string {
  const stops = IRONBOW.map(([r, g, b], i) => `rgb(${r} ${g} ${b}) ${Math.round((i / (IRONBOW.length - 1)) * 100)}%`);
  return `linear-gradient(to right, ${stops.join(', ')})`;
}
