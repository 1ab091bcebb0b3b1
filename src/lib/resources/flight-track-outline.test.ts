import { describe, expect, it } from 'vitest';
import { parseFlightTrack } from './flight-track';
import { trackOutline } from './flight-track-outline';

function orbit(n: number): string {
  const rows = ['time_ms,lat,lng'];
  for (let i = 0; i < n; i++) {
    const a = (i / 3000) * Math.PI * 2;
    rows.push(`${i * 100},${47.39 + 0.002 * Math.sin(a)},${8.51 + 0.003 * Math.cos(a)}`);
  }
  return rows.join('\n');
}

describe('trackOutline', () => {
  it('keeps every sample of a short track', () => {
    expect([...trackOutline(parseFlightTrack(orbit(10)))]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('thins 100,000 samples to about the asked number, in order, with the first and the last', () => {
    const track = parseFlightTrack(orbit(100_000));
    const o = trackOutline(track, 5_000);
    expect(o.length).toBeGreaterThan(2_500);
    expect(o.length).toBeLessThanOrEqual(5_002);
    expect(o[0]).toBe(0);
    expect(o[o.length - 1]).toBe(99_999);
    for (let k = 1; k < o.length; k++) expect(o[k] as number).toBeGreaterThan(o[k - 1] as number);
  });
});
