import { z } from 'zod';

export const RANGE_PRESETS = {
  '24h': { label: 'Last 24 hours', ms: 86_400_000 },
  '7d': { label: 'Last 7 days', ms: 7 * 86_400_000 },
  '30d': { label: 'Last 30 days', ms: 30 * 86_400_000 },
  '90d': { label: 'Last 90 days', ms: 90 * 86_400_000 },
} as const;
export type RangePreset = keyof typeof RANGE_PRESETS;
export const RangeSchema = z.enum(['24h', '7d', '30d', '90d', 'custom']);
export type RangeChoice = z.infer<typeof RangeSchema>;

/** Presets end at the next 5-minute mark, so the same preset a few minutes later is the same scope (and cache entry). */
const ROUND = 5 * 60_000;

export interface TimeWindow {
  from: number;
  to: number;
}

/** The window a range choice stands for; a custom range needs both ends and from ≤ to, else it falls back to 30 days. */
export function resolveRange(range: RangeChoice, custom: Partial<TimeWindow>, now: number): TimeWindow {
  if (range === 'custom' && custom.from !== undefined && custom.to !== undefined && custom.from <= custom.to) {
    return { from: custom.from, to: custom.to };
  }
  const preset = RANGE_PRESETS[range === 'custom' ? '30d' : range];
  const to = Math.ceil(now / ROUND) * ROUND;
  return { from: to - preset.ms, to };
}

/** What is wrong with a custom range the user entered, in words for the To field; undefined when nothing is. */
export function customRangeProblem(range: RangeChoice, custom: Partial<TimeWindow>): string | undefined {
  if (range !== 'custom' || custom.from === undefined || custom.to === undefined || custom.from <= custom.to) return undefined;
  return 'To is before From: choose a time after From.';
}

/** The previous window of the same length, and how far to move it onto this one. */
export function previousWindow(w: TimeWindow): TimeWindow & { shift: number } {
  const span = w.to - w.from;
  return { from: w.from - span - 1, to: w.from - 1, shift: span + 1 };
}

/**
 * A zoomed view moved by `fraction` of its own width (−0.5: half a view earlier), kept inside
 * `bounds` (the loaded window) at the same width.
 */
export function panWindow(view: TimeWindow, bounds: TimeWindow, fraction: number): TimeWindow {
  const span = view.to - view.from;
  const from = Math.min(Math.max(view.from + Math.round(span * fraction), bounds.from), Math.max(bounds.from, bounds.to - span));
  return { from, to: from + span };
}

/** `datetime-local` value (wall clock in the viewer's zone) ↔ epoch ms. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export function fromLocalInput(value: string): number | undefined {
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? ms : undefined;
}
