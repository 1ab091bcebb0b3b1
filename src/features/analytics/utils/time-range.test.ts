import { describe, expect, it } from 'vitest';
import { customRangeProblem, panWindow, previousWindow, resolveRange } from './time-range';

const now = Date.UTC(2026, 4, 10, 12, 1, 30);

describe('time range', () => {
  it('ends presets at the next 5-minute mark, so nearby moments share a scope', () => {
    const a = resolveRange('7d', {}, now);
    expect(new Date(a.to).toISOString()).toBe('2026-05-10T12:05:00.000Z');
    expect(a.to - a.from).toBe(7 * 86_400_000);
    expect(resolveRange('7d', {}, now + 60_000)).toEqual(a);
  });

  it('takes a custom range as given, and falls back to 30 days when it is incomplete or reversed', () => {
    expect(resolveRange('custom', { from: 1, to: 2 }, now)).toEqual({ from: 1, to: 2 });
    expect(resolveRange('custom', { from: 3, to: 2 }, now).to - resolveRange('custom', { from: 3, to: 2 }, now).from).toBe(30 * 86_400_000);
    expect(resolveRange('custom', { from: 1 }, now)).toEqual(resolveRange('30d', {}, now));
  });

  it('names a reversed custom range, and nothing else', () => {
    expect(customRangeProblem('custom', { from: 3, to: 2 })).toMatch(/To is before From/);
    expect(customRangeProblem('custom', { from: 2, to: 2 })).toBeUndefined();
    expect(customRangeProblem('custom', { from: 3 })).toBeUndefined();
    expect(customRangeProblem('7d', { from: 3, to: 2 })).toBeUndefined();
  });

  it('gives the previous window of the same length, ending just before this one', () => {
    const p = previousWindow({ from: 1000, to: 1999 });
    expect(p).toEqual({ from: 0, to: 999, shift: 1000 });
  });
});

describe('panWindow', () => {
  const bounds = { from: 0, to: 1000 };
  it('moves a zoomed view by a share of its width, keeping its width', () => {
    expect(panWindow({ from: 400, to: 600 }, bounds, 0.5)).toEqual({ from: 500, to: 700 });
    expect(panWindow({ from: 400, to: 600 }, bounds, -0.5)).toEqual({ from: 300, to: 500 });
  });
  it('stops at the ends of the loaded window', () => {
    expect(panWindow({ from: 850, to: 950 }, bounds, 0.5)).toEqual({ from: 900, to: 1000 });
    expect(panWindow({ from: 20, to: 120 }, bounds, -0.5)).toEqual({ from: 0, to: 100 });
  });
});
