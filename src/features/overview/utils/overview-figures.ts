import type { FlightView } from '@/lib/resources/flights';
import type { TaskRecord } from '@/lib/resources/tasks';
import { normaliseStatus, USER_TASK_STATUSES, type UserTaskStatus } from '@/lib/contract/common';

const DAY = 86_400_000;

/** Local midnight of `now`'s day (the control room's day, not UTC's). */
export function startOfLocalDay(now: number): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** `now` rounded down to `stepMs`, so a query key built from it stays stable between refreshes. */
export const floorTo = (now: number, stepMs: number) => Math.floor(now / stepMs) * stepMs;

export interface FlightFigures {
  count: number;
  hours: number;
}

/** Flights that started at or after `from`, and their flight time in hours (a log without a duration counts 0 h). */
export function flightFigures(flights: readonly FlightView[], from: number): FlightFigures {
  let count = 0;
  let seconds = 0;
  for (const f of flights) {
    if (f.startMs === undefined || f.startMs < from) continue;
    count++;
    seconds += f.durationS ?? 0;
  }
  return { count, hours: seconds / 3600 };
}

export const lastDays = (now: number, days: number) => startOfLocalDay(now) - (days - 1) * DAY;

export interface Position {
  id: string;
  label: string;
  lat: number;
  lng: number;
}

/** Where each device last took off: its newest flight with a take-off location. */
export function lastTakeoffs(flights: readonly FlightView[]): Position[] {
  const newest = new Map<string, FlightView>();
  for (const f of flights) {
    if (!f.takeOffLocation) continue;
    const seen = newest.get(f.deviceId);
    if (!seen || (f.startMs ?? 0) > (seen.startMs ?? 0)) newest.set(f.deviceId, f);
  }
  return [...newest.values()].map((f) => ({
    id: f.deviceId,
    label: f.droneName ?? f.deviceId,
    lat: f.takeOffLocation?.lat ?? 0,
    lng: f.takeOffLocation?.long ?? 0,
  }));
}

/** The team's newest flight (by start) with a track file: the fleet map draws its track. */
export function lastFlight(flights: readonly FlightView[]): FlightView | undefined {
  let newest: FlightView | undefined;
  for (const f of flights) {
    if (!f.storagePath || f.startMs === undefined) continue;
    if (!newest || f.startMs > (newest.startMs ?? 0)) newest = f;
  }
  return newest;
}

export function taskPositions(tasks: readonly TaskRecord[]): Position[] {
  return tasks.flatMap((t) =>
    t.lat !== undefined && t.lng !== undefined ? [{ id: t.id, label: t.title ?? t.id, lat: t.lat, lng: t.lng }] : [],
  );
}

export type TaskCounts = Record<UserTaskStatus, number> & { other: number };

export function taskCounts(tasks: readonly TaskRecord[]): TaskCounts {
  const counts = { ...Object.fromEntries(USER_TASK_STATUSES.map((s) => [s, 0])), other: 0 } as TaskCounts;
  for (const t of tasks) {
    const s = normaliseStatus(t.status);
    if (s && s in counts) counts[s as UserTaskStatus]++;
    else counts.other++;
  }
  return counts;
}

/**
 * The tasks that need someone: failed ones first, then the open ones (published or in progress),
 * newest change first. Tasks carry no due date in the interface, so "due" means open.
 */
export function tasksNeedingAttention(tasks: readonly TaskRecord[], limit: number): TaskRecord[] {
  const rank = (t: TaskRecord) => ({ FAILED: 0, IN_PROGRESS: 1, PUBLISHED: 2 })[normaliseStatus(t.status) ?? ''] ?? 9;
  const updated = (t: TaskRecord) => (typeof t.updatedAt === 'number' ? t.updatedAt : 0);
  return tasks
    .filter((t) => rank(t) < 9)
    .sort((a, b) => rank(a) - rank(b) || updated(b) - updated(a))
    .slice(0, limit);
}
