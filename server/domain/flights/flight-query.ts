import type { FlightFilters } from '../../../src/lib/contract/flights';
import { badRequest } from '../../http/errors';

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
    throw badRequest('dateTo must not be before dateFrom', 'dateTo');
  }
  return { sql: parts.join(' AND '), params, dateColumn };
}

/** Keyset cursor of the team list: the (uploaded_at, id) of the last row served. */
export interface FlightCursor {
  at: number;
  id: string;
}

export function encodeCursor(c: FlightCursor): string {
  return Buffer.from(`${c.at}:${c.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(token: string): FlightCursor {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const m = /^(\d{1,15}):(.+)$/.exec(text);
  if (!m?.[1] || !m[2]) throw badRequest('nextToken is not a token from a previous page', 'nextToken');
  return { at: Number(m[1]), id: m[2] };
}
