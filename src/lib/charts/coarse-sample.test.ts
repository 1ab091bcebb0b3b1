import { describe, expect, it } from 'vitest';
import { coarseSample } from './coarse-sample';

describe('coarseSample', () => {
  it('keeps a short series as it is', () => {
    const data: [number[], number[]] = [
      [1, 2, 3],
      [5, 6, 7],
    ];
    expect(coarseSample(data, 32)).toBe(data);
  });

  it('samples every series at the same evenly spaced points, first and last kept', () => {
    const x = Array.from({ length: 100 }, (_, i) => i);
    const y = x.map((v) => v * 10);
    const [sx, sy] = coarseSample([x, y], 10);
    expect(sx).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 99]);
    expect(sy).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 990]);
  });

  it('keeps gaps as gaps', () => {
    const x = Array.from({ length: 64 }, (_, i) => i);
    const y = x.map((v) => (v % 2 === 0 ? null : v));
    const [, sy] = coarseSample([x, y], 32);
    expect(sy).toEqual([...new Array<null>(32).fill(null), 63]);
  });
});
