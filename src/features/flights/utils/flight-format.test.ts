import { describe, expect, it } from 'vitest';
import { toFlightView } from '@/lib/resources/flights';
import type { FlightLogFile } from '@/lib/contract/flights';
import { formatDateTime, formatDistance, formatDuration, formatHours } from './flight-format';

const base: FlightLogFile = {
  id: 'f1',
  storagePath: 'a/b.csv',
  name: 'b.csv',
  teamId: 't',
  teamName: 'T',
  companyId: 'c',
  ownerId: 'o',
  deviceId: 'd',
  pilotName: 'P',
};

describe('parsing the flight figures at the boundary', () => {
  it('reads ISO dates, Unix ms as a number and as a string', () => {
    const iso = toFlightView({ ...base, flightStartDate: '2025-03-12T13:05:00.000Z' });
    const num = toFlightView({ ...base, flightStartDate: Date.UTC(2025, 2, 12, 13, 5) });
    const str = toFlightView({ ...base, flightStartDate: String(Date.UTC(2025, 2, 12, 13, 5)) });
    expect(iso.startMs).toBe(Date.UTC(2025, 2, 12, 13, 5));
    expect(num.startMs).toBe(iso.startMs);
    expect(str.startMs).toBe(iso.startMs);
  });

  it('reads duration and distance from strings or numbers; empty or junk is unknown, not 0', () => {
    expect(toFlightView({ ...base, flightDuration: '754', flightDistance: '3120.5' })).toMatchObject({ durationS: 754, distanceM: 3120.5 });
    expect(toFlightView({ ...base, flightDuration: 60, flightDistance: 0 })).toMatchObject({ durationS: 60, distanceM: 0 });
    const junk = toFlightView({ ...base, flightDuration: '', flightDistance: 'far', flightEndDate: 'not a date' });
    expect(junk.durationS).toBeUndefined();
    expect(junk.distanceM).toBeUndefined();
    expect(junk.endMs).toBeUndefined();
    expect(toFlightView({ ...base, flightStartDate: null }).startMs).toBeUndefined();
  });
});

describe('formatting', () => {
  it('formats durations', () => {
    expect(formatDuration(undefined)).toBe('—');
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(754)).toBe('12 min 34 s');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 h 05 min');
  });
  it('formats distances and hours', () => {
    expect(formatDistance(undefined)).toBe('—');
    expect(formatDistance(412.4)).toBe('412 m');
    expect(formatDistance(3120)).toMatch(/^3[.,]1 km$/);
    expect(formatHours(5400)).toMatch(/^1[.,]5 h$/);
  });
  it('shows local time with its zone', () => {
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime(Date.UTC(2025, 2, 12, 13, 5))).toMatch(/2025/);
    expect(formatDateTime(Date.UTC(2025, 2, 12, 13, 5))).toMatch(/UTC|GMT|[A-Z]{3,4}|[+-]\d/);
  });
});
