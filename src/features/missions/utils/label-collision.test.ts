import { describe, expect, it } from 'vitest';
import { keepApart } from './label-collision';

describe('waypoint number collision', () => {
  it('hides a label that would touch one already kept, in priority order', () => {
    const pts = [
      { id: 4, x: 100, y: 100 }, // selected: first in priority
      { id: 0, x: 105, y: 104 }, // overlaps 4: hidden
      { id: 1, x: 130, y: 100 }, // 30 px right: kept
      { id: 2, x: 100, y: 125 }, // 25 px down: kept
      { id: 3, x: Number.NaN, y: 0 }, // off the projection: never drawn
    ];
    expect(keepApart(pts)).toEqual([4, 1, 2]);
  });

  it('a dense grid keeps labels at least one box apart', () => {
    const grid = Array.from({ length: 100 }, (_, i) => ({ id: i, x: (i % 10) * 8, y: Math.floor(i / 10) * 8 }));
    const kept = keepApart(grid).map((id) => grid[id] as { x: number; y: number });
    for (const a of kept) for (const b of kept) if (a !== b) expect(Math.abs(a.x - b.x) >= 22 || Math.abs(a.y - b.y) >= 18).toBe(true);
    expect(kept.length).toBeGreaterThan(4);
  });
});
