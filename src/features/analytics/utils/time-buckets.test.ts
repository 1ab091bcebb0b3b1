import { describe, expect, it } from 'vitest';
import { bucketEdges, bucketIndex, chooseUnit, edgesEnd, floorToUnit, zoneOffset } from './time-buckets';

const H = 3_600_000;

describe('time buckets', () => {
  it('chooses minute, hour or day to fit the zoom', () => {
    expect(chooseUnit(0, 2 * H)).toBe('minute');
    expect(chooseUnit(0, 30 * 24 * H)).toBe('hour');
    expect(chooseUnit(0, 90 * 24 * H)).toBe('day');
    expect(chooseUnit(0, 30 * 24 * H, 100)).toBe('day');
  });

  it('cuts UTC days at midnight UTC', () => {
    const from = Date.UTC(2026, 0, 30, 22);
    const edges = bucketEdges(from, Date.UTC(2026, 1, 2, 1), 'day', 'UTC');
    expect(edges.map((e) => new Date(e).toISOString())).toEqual([
      '2026-01-30T00:00:00.000Z',
      '2026-01-31T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
      '2026-02-02T00:00:00.000Z',
    ]);
  });

  it('cuts local days at local midnight, 23 and 25 hours long across DST (Europe/Berlin)', () => {
    // 2026-03-29: clocks go 02:00 → 03:00 (UTC+1 → UTC+2).
    const edges = bucketEdges(Date.UTC(2026, 2, 28, 12), Date.UTC(2026, 2, 30, 12), 'day', 'Europe/Berlin');
    expect(edges.map((e) => new Date(e).toISOString())).toEqual([
      '2026-03-27T23:00:00.000Z',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    expect((edges[2] as number) - (edges[1] as number)).toBe(23 * H);
    // 2026-10-25: back to UTC+1, a 25-hour day.
    const fall = bucketEdges(Date.UTC(2026, 9, 25, 12), Date.UTC(2026, 9, 26, 12), 'day', 'Europe/Berlin');
    expect((fall[1] as number) - (fall[0] as number)).toBe(25 * H);
  });

  it('puts a record in the local day, not the UTC day (America/New_York, Asia/Tokyo)', () => {
    const lateEvening = Date.UTC(2026, 5, 2, 2, 30); // 22:30 on 1 June in New York (UTC-4)
    expect(new Date(floorToUnit(lateEvening, 'day', 'America/New_York')).toISOString()).toBe('2026-06-01T04:00:00.000Z');
    expect(new Date(floorToUnit(lateEvening, 'day', 'Asia/Tokyo')).toISOString()).toBe('2026-06-01T15:00:00.000Z');
    expect(new Date(floorToUnit(lateEvening, 'day', 'UTC')).toISOString()).toBe('2026-06-02T00:00:00.000Z');
  });

  it('aligns hours to half-hour zones (Asia/Kolkata, UTC+5:30)', () => {
    expect(zoneOffset(Date.UTC(2026, 0, 1), 'Asia/Kolkata')).toBe(5.5 * H);
    const edges = bucketEdges(Date.UTC(2026, 0, 1, 0, 10), Date.UTC(2026, 0, 1, 2, 0), 'hour', 'Asia/Kolkata');
    expect(edges.map((e) => new Date(e).toISOString().slice(11, 16))).toEqual(['23:30', '00:30', '01:30']);
  });

  it('finds the bucket of a record, and none outside', () => {
    const edges = bucketEdges(Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 3, 12), 'day', 'UTC');
    const end = edgesEnd(edges, 'day', 'UTC');
    expect(bucketIndex(edges, Date.UTC(2026, 0, 1), end)).toBe(0);
    expect(bucketIndex(edges, Date.UTC(2026, 0, 1, 23, 59, 59, 999), end)).toBe(0);
    expect(bucketIndex(edges, Date.UTC(2026, 0, 2), end)).toBe(1);
    expect(bucketIndex(edges, Date.UTC(2026, 0, 3, 23), end)).toBe(2);
    expect(bucketIndex(edges, Date.UTC(2026, 0, 4), end)).toBe(-1);
    expect(bucketIndex(edges, Date.UTC(2025, 11, 31), end)).toBe(-1);
  });

  it('minute buckets are plain 60 s steps', () => {
    const edges = bucketEdges(Date.UTC(2026, 0, 1, 0, 0, 30), Date.UTC(2026, 0, 1, 0, 3), 'minute', 'Asia/Kolkata');
    expect(edges).toHaveLength(4);
    expect((edges[1] as number) - (edges[0] as number)).toBe(60_000);
  });
});
