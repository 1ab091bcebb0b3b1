import { describe, expect, it } from 'vitest';
import type { FlightView } from '@/lib/resources/flights';
import { describeFilters } from './filter-words';
import { sortFlights } from '@/lib/resources/flight-sort';
import { flightTotals } from '@/lib/resources/flight-totals';
import { clickRow, EMPTY_SELECTION, isSelected, keepPresent, selectAllMatching } from './row-selection';

const f = (id: string, pilotName: string, deviceId: string, durationS?: number, distanceM?: number): FlightView =>
  ({ id, pilotName, deviceId, droneName: `Drone ${deviceId}`, name: `${id}.csv`, durationS, distanceM, startMs: undefined }) as FlightView;

const list = [f('a', 'Amara', 'd1', 600, 1000), f('b', 'Lukas', 'd2', 1200, 3000), f('c', 'Amara', 'd2', 1800), f('d', 'Sofia', 'd1')];

describe('totals', () => {
  it('sums flights, hours and distance, per pilot and per drone (unknown figures count as nothing)', () => {
    const t = flightTotals(list);
    expect(t).toMatchObject({ flights: 4, seconds: 3600, meters: 4000 });
    expect(t.byPilot.map((p) => [p.label, p.flights, p.seconds])).toEqual([
      ['Amara', 2, 2400],
      ['Lukas', 1, 1200],
      ['Sofia', 1, 0],
    ]);
    expect(t.byDrone.map((d) => [d.key, d.label, d.flights, d.meters])).toEqual([
      ['d2', 'Drone d2', 2, 3000],
      ['d1', 'Drone d1', 2, 1000],
    ]);
  });
});

describe('sorting', () => {
  it('sorts by a column either way with unknown values last', () => {
    expect(sortFlights(list, 'duration', 'asc').map((x) => x.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(sortFlights(list, 'duration', 'desc').map((x) => x.id)).toEqual(['c', 'b', 'a', 'd']);
    expect(sortFlights(list, 'pilot', 'asc').map((x) => x.id)).toEqual(['a', 'c', 'b', 'd']);
    expect(sortFlights(list, undefined)).toBe(list);
  });
});

describe('row selection', () => {
  const ids = list.map((x) => x.id);
  it('toggles on click and selects a range with shift', () => {
    let s = clickRow(EMPTY_SELECTION, ids, 0);
    expect([...s.ids]).toEqual(['a']);
    s = clickRow(s, ids, 2, { shift: true });
    expect([...s.ids].sort()).toEqual(['a', 'b', 'c']);
    s = clickRow(s, ids, 1);
    expect([...s.ids].sort()).toEqual(['a', 'c']);
  });
  it('"all matching" selects every row until a row is clicked, and survives a list change', () => {
    const all = selectAllMatching();
    expect(isSelected(all, 'zzz')).toBe(true);
    expect(keepPresent(all, new Set())).toBe(all);
    const one = clickRow(all, ids, 3);
    expect(one.allMatching).toBe(false);
    expect([...one.ids]).toEqual(['d']);
    expect([...keepPresent(clickRow(one, ids, 0), new Set(['a'])).ids]).toEqual(['a']);
  });
});

describe('the filter in words', () => {
  it('names each filter and says plainly when there is none', () => {
    expect(describeFilters({}, 'team')).toBe('every flight of the team (no filter)');
    expect(describeFilters({}, 'company')).toMatch(/every flight of the company/);
    const words = describeFilters(
      { version: 'droneV4', pilotName: 'Amara Okafor', hasComments: false, deviceId: 'd1' },
      'team',
      () => 'M30T',
    );
    expect(words).toBe('flights matching: drone SDK v4 logs, pilot Amara Okafor, drone M30T, without comments');
    expect(describeFilters({ dateFrom: Date.UTC(2025, 0, 10, 12), dateType: 'flightStartDate' }, 'company')).toMatch(
      /^flights matching: flown on or after/,
    );
  });
});
