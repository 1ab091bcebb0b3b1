import { describe, expect, it } from 'vitest';
import { aggregate, bucketTotals } from './aggregate';
import type { Detection } from './detection';
import { DetectionStore, selectRecords } from './detection-store';

const H = 3_600_000;
const t0 = Date.UTC(2026, 2, 1);
const det = (className: string, sessionId: string, ts: number, count = 1, deviceId = 'd1'): Detection => ({
  className,
  count,
  deviceId,
  frameNumber: 0,
  modelId: 'm',
  sessionId,
  sourceFileName: `${sessionId}.mp4`,
  ts,
});

function store(records: Detection[]): DetectionStore {
  const s = new DetectionStore();
  // Two appends: the store grows past its first capacity and keeps order of arrival.
  s.append(records.slice(0, 1));
  s.append(records.slice(1));
  return s;
}

const data = [
  det('person', 'a', t0 + 1 * H, 2),
  det('person', 'a', t0 + 2 * H, 1),
  det('crack', 'a', t0 + 2 * H + 5, 4),
  det('crack', 'b', t0 + 30 * H, 1),
  det('person', 'b', t0 + 47 * H, 3),
  det('person', 'b', t0 + 72 * H, 9), // outside the window
];
const q = { from: t0, to: t0 + 48 * H - 1, timeZone: 'UTC' };

describe('aggregate', () => {
  it('counts per class over hour buckets, per session and per device', () => {
    const a = aggregate(store(data), q);
    expect(a.unit).toBe('hour');
    expect(a.edges).toHaveLength(48);
    expect(a.classes).toEqual(['person', 'crack']);
    expect(a.series[0]?.[1]).toBe(2);
    expect(a.series[0]?.[47]).toBe(3);
    expect(a.series[1]?.[2]).toBe(4);
    expect(a.total).toBe(11);
    expect(a.records).toBe(5);
    expect(a.sessions.map((s) => [s.sessionId, s.total])).toEqual([
      ['a', 7],
      ['b', 4],
    ]);
    expect(a.devices).toEqual([{ deviceId: 'd1', total: 11 }]);
    const person = a.topClasses.find((c) => c.className === 'person');
    expect(person?.share).toBeCloseTo(6 / 11);
    // First half: 3, second half: 3 → no change.
    expect(person?.trend).toBe(0);
    expect(a.topClasses.find((c) => c.className === 'crack')?.trend).toBe(-0.75);
  });

  it('cross-filters: a class filters the series and the sessions, not the class table', () => {
    const a = aggregate(store(data), { ...q, className: 'crack' });
    expect(a.classes).toEqual(['crack']);
    expect(a.total).toBe(5);
    expect(a.sessions.map((s) => [s.sessionId, s.total])).toEqual([
      ['a', 4],
      ['b', 1],
    ]);
    expect(a.topClasses).toHaveLength(2);
  });

  it('cross-filters: a session filters the series and the class table, not the session bars', () => {
    const a = aggregate(store(data), { ...q, sessionId: 'b' });
    expect(a.total).toBe(4);
    expect(a.topClasses.map((c) => [c.className, c.total])).toEqual([
      ['person', 3],
      ['crack', 1],
    ]);
    expect(a.sessions).toHaveLength(2);
  });

  it('an unknown class matches nothing', () => {
    expect(aggregate(store(data), { ...q, className: 'unicorn' }).total).toBe(0);
  });

  it('day buckets follow the time zone', () => {
    const late = [det('person', 'a', Date.UTC(2026, 2, 2, 2), 1)]; // 1 March 21:00 in New York
    const utc = aggregate(store([...late, ...late]), { from: t0, to: t0 + 40 * 86_400_000, timeZone: 'UTC' });
    const ny = aggregate(store([...late, ...late]), { from: t0, to: t0 + 40 * 86_400_000, timeZone: 'America/New_York' });
    expect(utc.unit).toBe('day');
    const dayOf = (a: typeof utc) => new Date(a.edges[a.series[0]?.indexOf(2) ?? -1] ?? 0).toISOString();
    expect(dayOf(utc)).toBe('2026-03-02T00:00:00.000Z');
    expect(dayOf(ny)).toBe('2026-03-01T05:00:00.000Z');
  });

  it('lays a second store over the same edges, shifted (compare)', () => {
    const a = aggregate(store(data), q);
    const other = store([det('person', 'z', t0 - 24 * H + 1 * H, 5, 'd2')]);
    expect(bucketTotals(other, { from: t0 - 24 * H, to: t0 }, a.edges, a.end, 24 * H)[1]).toBe(5);
  });

  it('selects records in time order with filters', () => {
    const shuffled = store([data[4], data[0], data[3]] as Detection[]);
    expect([...selectRecords(shuffled, { from: 0, to: Infinity })].map((r) => r.ts)).toEqual([data[0], data[3], data[4]].map((r) => r?.ts));
    expect([...selectRecords(shuffled, { from: 0, to: Infinity, className: 'crack' })].map((r) => r.sessionId)).toEqual(['b']);
  });
});
