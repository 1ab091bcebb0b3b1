import type { FlightFilters } from '../../../src/lib/contract/flights';
import { invalid } from '../errors';

/**
 * Turns the spec's flight filters into a WHERE clause over `flight_logs`. The scope
 * (team or company) always comes from the caller, never from the request.
 */
export interface FlightScope {
  column: 'team_id' | 'company_id';
  value: string;
}

export interface FlightWhere {
  sql: string;
  params: Array<string | number>;
  /** The date column that dateFrom/dateTo apply to and lists are ordered by. */
  dateColumn: 'uploaded_at' | 'flight_start';
}

export function flightWhere(scope: FlightScope, f: FlightFilters = {}): FlightWhere {
  const dateColumn = f.dateType === 'flightStartDate' ? 'flight_start' : 'uploaded_at';
  const parts = [`${scope.column} = ?`];
  const params: Array<string | number> = [scope.value];
  if (f.dateFrom !== undefined) {
    parts.push(`${dateColumn} >= ?`);
    params.push(f.dateFrom);
  }
  if (f.dateTo !== undefined) {
    parts.push(`${dateColumn} <= ?`);
    params.push(f.dateTo);
  }
  if (f.version !== undefined) {
    parts.push('version = ?');
    params.push(f.version);
  }
  if (f.pilotName !== undefined) {
    parts.push('pilot_name = ?');
    params.push(f.pilotName);
  }
  if (f.deviceId !== undefined) {
    parts.push('device_id = ?');
    params.push(f.deviceId);
  }
  if (f.hasComments !== undefined) {
    parts.push('has_comments = ?');
    params.push(f.hasComments ? 1 : 0);
  }
  if (f.dateFrom !== undefined && f.dateTo !== undefined && f.dateFrom > f.dateTo) {
    throw invalid('dateTo must not be before dateFrom', 'dateTo');
  }
  return { sql: parts.join(' AND '), params, dateColumn };
}
