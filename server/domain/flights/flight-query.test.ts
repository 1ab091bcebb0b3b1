import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { flightWhere } from './flight-query';

describe('flightWhere', () => {
  const team = { column: 'team_id', value: 't1' } as const;
  it('scopes by team and adds one condition per filter, in index-friendly form', () => {
    const w = flightWhere(team, { version: 'afl', hasComments: false, dateFrom: 5, dateTo: 9, pilotName: 'A', deviceId: 'd' });
    expect(w.sql).toBe(
      'team_id = ? AND uploaded_at >= ? AND uploaded_at <= ? AND version = ? AND pilot_name = ? AND device_id = ? AND has_comments = ?',
    );
    expect(w.params).toEqual(['t1', 5, 9, 'afl', 'A', 'd', 0]);
  });
  it('applies dates to the flight start when dateType is flightStartDate', () => {
    const w = flightWhere({ column: 'company_id', value: 'c' }, { dateType: 'flightStartDate', dateFrom: 1 });
    expect(w).toEqual({ sql: 'company_id = ? AND flight_start >= ?', params: ['c', 1], dateColumn: 'flight_start' });
  });
  it('rejects dateFrom after dateTo, naming dateTo', () => {
    expect(() => flightWhere(team, { dateFrom: 10, dateTo: 9 })).toThrow(DomainError);
  });
});
