import { describe, expect, it } from 'vitest';
import type { FlightView } from '@/lib/resources/flights';
import type { TaskRecord } from '@/lib/resources/tasks';
import {
  flightFigures,
  floorTo,
  lastFlight,
  lastTakeoffs,
  startOfLocalDay,
  taskCounts,
  taskPositions,
  tasksNeedingAttention,
} from './overview-figures';

const flight = (over: Partial<FlightView>): FlightView => ({ id: 'f', deviceId: 'd1', startMs: 0, durationS: 0, ...over }) as FlightView;
const task = (over: Partial<TaskRecord>): TaskRecord => ({ id: 't', jobId: 'j', type: 'inspection', ...over }) as TaskRecord;

describe('overview figures', () => {
  it("picks the newest flight with a track file as the fleet map's last flight", () => {
    const flights = [
      flight({ id: 'a', startMs: 10, storagePath: 'a.csv' }),
      flight({ id: 'b', startMs: 30, storagePath: '' }),
      flight({ id: 'c', startMs: 20, storagePath: 'c.csv' }),
      flight({ id: 'd', startMs: undefined, storagePath: 'd.csv' }),
    ];
    expect(lastFlight(flights)?.id).toBe('c');
    expect(lastFlight([])).toBeUndefined();
  });

  it('counts flights from a time on and sums their hours, ignoring logs without a start', () => {
    const from = Date.parse('2024-05-02T00:00:00Z');
    const flights = [
      flight({ startMs: from - 1, durationS: 3600 }),
      flight({ startMs: from, durationS: 1800 }),
      flight({ startMs: from + 5000, durationS: undefined }),
      flight({ startMs: undefined, durationS: 900 }),
    ];
    expect(flightFigures(flights, from)).toEqual({ count: 2, hours: 0.5 });
  });

  it('starts the day at local midnight and floors keys to a step', () => {
    const now = new Date(2024, 4, 2, 15, 30).getTime();
    expect(startOfLocalDay(now)).toBe(new Date(2024, 4, 2).getTime());
    expect(floorTo(125_000, 60_000)).toBe(120_000);
  });

  it("takes each device's newest take-off", () => {
    const flights = [
      flight({ deviceId: 'a', startMs: 1, takeOffLocation: { lat: 1, long: 2 } }),
      flight({ deviceId: 'a', startMs: 5, takeOffLocation: { lat: 3, long: 4 }, droneName: 'Alpha' }),
      flight({ deviceId: 'b', startMs: 9, takeOffLocation: null }),
    ];
    expect(lastTakeoffs(flights)).toEqual([{ id: 'a', label: 'Alpha', lat: 3, lng: 4 }]);
  });

  it('counts tasks by status (string or array) and lists failed, then open ones', () => {
    const tasks = [
      task({ id: 'a', status: 'COMPLETED' }),
      task({ id: 'b', status: ['FAILED'], lat: 1, lng: 2, title: 'Mast' }),
      task({ id: 'c', status: 'PUBLISHED', updatedAt: 1 }),
      task({ id: 'd', status: 'IN_PROGRESS' }),
      task({ id: 'e', status: 'odd' }),
    ];
    expect(taskCounts(tasks)).toEqual({ DRAFT: 0, PUBLISHED: 1, IN_PROGRESS: 1, COMPLETED: 1, FAILED: 1, other: 1 });
    expect(tasksNeedingAttention(tasks, 10).map((t) => t.id)).toEqual(['b', 'd', 'c']);
    expect(taskPositions(tasks)).toEqual([{ id: 'b', label: 'Mast', lat: 1, lng: 2 }]);
  });
});
