import { describe, expect, it } from 'vitest';
import { boxStats, gridCsv, ironbow, isothermMask, lineStats, spotValue, type ThermalGrid } from './thermal-measure';

/** A 4 × 3 frame whose word is 10·y + x, so every expected figure can be worked out by hand. */
const raw = Uint16Array.from({ length: 12 }, (_, i) => 10 * Math.floor(i / 4) + (i % 4));
const grid: ThermalGrid = { width: 4, height: 3, raw, value: (r) => r, unit: 'raw' };

describe('thermal measurements', () => {
  it('reads a spot, and nothing outside the frame', () => {
    expect(spotValue(grid, { x: 2, y: 1 })).toBe(12);
    expect(spotValue(grid, { x: 4, y: 0 })).toBeUndefined();
  });

  it('takes min/max/mean over a box given corner to corner in either order, clamped to the frame', () => {
    // Pixels x 1–2, y 0–1: 1, 2, 11, 12 → mean 6.5.
    expect(boxStats(grid, { x: 2, y: 1 }, { x: 1, y: 0 })).toEqual({
      min: 1,
      max: 12,
      mean: 6.5,
      count: 4,
      coldest: { x: 1, y: 0 },
      hottest: { x: 2, y: 1 },
    });
    expect(boxStats(grid, { x: -5, y: -5 }, { x: 99, y: 99 })?.count).toBe(12);
  });

  it('follows a line pixel by pixel, ends included', () => {
    // The diagonal (0,0) → (2,2): 0, 11, 22.
    expect(lineStats(grid, { x: 0, y: 0 }, { x: 2, y: 2 })).toMatchObject({ min: 0, max: 22, mean: 11, count: 3 });
    // A horizontal line (3,1) → (0,1): 13, 12, 11, 10.
    expect(lineStats(grid, { x: 3, y: 1 }, { x: 0, y: 1 })).toMatchObject({ min: 10, max: 13, mean: 11.5, count: 4 });
  });

  it('marks the isotherm band, whichever way round it is given', () => {
    expect([...isothermMask(grid, 12, 3)]).toEqual([0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
  });

  it('exports the frame as CSV with row and column numbers, °C to two decimals', () => {
    expect(gridCsv(grid).split('\r\n')).toEqual(['row\\col (raw),0,1,2,3', '0,0,1,2,3', '1,10,11,12,13', '2,20,21,22,23', '']);
    const celsius: ThermalGrid = { ...grid, width: 2, height: 1, raw: [100, 250], value: (r) => r / 10, unit: '°C' };
    expect(gridCsv(celsius)).toBe('row\\col (°C),0,1\r\n0,10.00,25.00\r\n');
  });

  it('runs the palette from black (coldest) to white (hottest)', () => {
    expect(ironbow(0)).toEqual([0, 0, 0]);
    expect(ironbow(1)).toEqual([255, 255, 255]);
    expect(ironbow(Number.NaN)).toEqual([0, 0, 0]);
  });
});
