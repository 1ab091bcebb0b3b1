import { describe, expect, it } from 'vitest';
import { generateTrack, type TrackSpec } from './flight-track';

const spec = (over: Partial<TrackSpec> = {}): TrackSpec => ({
  lat: 47.3769,
  lng: 8.5417,
  pattern: 'grid',
  speed: 8,
  altitude: 60,
  size: 300,
  bearing: 30,
  stepS: 4,
  batteryStart: 97,
  ...over,
});

function rows(csv: string) {
  const [header, ...lines] = csv.trim().split('\n');
  return { header, data: lines.map((l) => l.split(',').map(Number)) };
}

function haversine(a: number[], b: number[]): number {
  const R = 6_371_000;
  const rad = Math.PI / 180;
  const dLat = ((b[1] as number) - (a[1] as number)) * rad;
  const dLng = ((b[2] as number) - (a[2] as number)) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos((a[1] as number) * rad) * Math.cos((b[1] as number) * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

describe('generateTrack', () => {
  it('is deterministic', () => {
    expect(generateTrack(spec())).toEqual(generateTrack(spec()));
  });

  for (const pattern of ['grid', 'orbit', 'corridor'] as const) {
    it(`${pattern}: starts and ends on the ground at take-off, in time steps, within the cruise altitude`, () => {
      const t = generateTrack(spec({ pattern }));
      const { header, data } = rows(t.csv);
      expect(header).toBe('time_ms,lat,lng,alt_m,speed_ms,heading_deg,battery_pct');
      const first = data[0] as number[];
      const last = data[data.length - 1] as number[];
      expect(first.slice(1, 4)).toEqual([47.3769, 8.5417, 0]);
      expect(last.slice(1, 4)).toEqual([47.3769, 8.5417, 0]);
      data.forEach((r, i) => expect(r[0]).toBe(i * 4000));
      expect(Math.max(...data.map((r) => r[3] as number))).toBe(60);
      expect(t.durationS).toBe((last[0] as number) / 1000);
      // Battery only drains.
      for (let i = 1; i < data.length; i++) expect(data[i]?.[6]).toBeLessThanOrEqual(data[i - 1]?.[6] as number);
    });
  }

  it('reports a distance that matches the drawn track', () => {
    const t = generateTrack(spec({ pattern: 'corridor', size: 800 }));
    const { data } = rows(t.csv);
    let drawn = 0;
    for (let i = 1; i < data.length; i++) drawn += haversine(data[i - 1] as number[], data[i] as number[]);
    // The corridor is out 800 m, across 15 m, back 800 m and home 15 m.
    expect(t.distanceM).toBe(1630);
    expect(Math.abs(drawn - t.distanceM) / t.distanceM).toBeLessThan(0.05);
  });

  it('samples at 10 Hz on whole milliseconds and flies the pattern again for a long dense log', () => {
    const t = generateTrack(spec({ stepS: 0.1, minCruiseS: 3_600 }));
    const rows = t.csv.trim().split('\n').slice(1);
    expect(t.durationS).toBeGreaterThanOrEqual(3_600);
    expect(rows.length).toBeGreaterThanOrEqual(36_000);
    const times = rows.slice(0, 5).map((r) => r.split(',')[0]);
    expect(times).toEqual(['0', '100', '200', '300', '400']);
  });
});
