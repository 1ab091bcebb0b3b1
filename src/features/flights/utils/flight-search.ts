import { z } from 'zod';
import { FLIGHT_DATE_TYPES, FLIGHT_LOG_VERSIONS, type FlightFiltersInput } from '@/lib/contract/flights';
import { SORT_COLUMNS, type SortColumn } from '@/lib/resources/flight-sort-columns';

export type { SortColumn };

/**
 * The logbook's URL state: view, every filter of the interface, and the sort. Dates are local
 * calendar days (YYYY-MM-DD) in the URL, so a shared link reads naturally; they become Unix ms
 * at the start (from) and end (to) of that day for the service.
 */

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
const Text = z.string().trim().min(1).max(200).optional().catch(undefined);

export const FlightSearchSchema = z.object({
  view: z.enum(['team', 'company']).optional().catch(undefined),
  from: Day,
  to: Day,
  dateType: z.enum(FLIGHT_DATE_TYPES).optional().catch(undefined),
  version: z.enum(FLIGHT_LOG_VERSIONS).optional().catch(undefined),
  pilot: Text,
  device: Text,
  comments: z.enum(['yes', 'no']).optional().catch(undefined),
  sort: z.enum(SORT_COLUMNS).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
  /** The clustered map of take-off locations is shown. */
  map: z.enum(['take-offs']).optional().catch(undefined),
});
export type FlightSearch = z.infer<typeof FlightSearchSchema>;
export type FlightView = 'team' | 'company';

export function viewOf(search: FlightSearch): FlightView {
  return search.view ?? 'team';
}

function dayStartMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).getTime();
}

function dayOf(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/**
 * Why the URL's dates cannot be asked for (the service refuses a range that ends before it
 * starts), said for the To field; undefined when they can. Days compare as text (YYYY-MM-DD).
 */
export function dateRangeProblem(search: FlightSearch): string | undefined {
  if (search.from && search.to && search.to < search.from) return 'To is before From: choose a day on or after From.';
  return undefined;
}

/** The service's filters for what the URL says. `dateType`: the company list and the team's whole list (an extension). */
export function searchToFilters(search: FlightSearch): FlightFiltersInput {
  const f: FlightFiltersInput = {};
  if (search.from) f.dateFrom = dayStartMs(search.from);
  // The end of the "to" day, inclusive: the next day's start minus 1 ms (DST-safe).
  if (search.to) f.dateTo = dayStartMs(dayOf(dayStartMs(search.to) + 36 * 3_600_000)) - 1;
  if (search.version) f.version = search.version;
  if (search.pilot) f.pilotName = search.pilot;
  if (search.device) f.deviceId = search.device;
  if (search.comments) f.hasComments = search.comments === 'yes';
  if (search.dateType && (search.from || search.to)) f.dateType = search.dateType;
  return f;
}

/** The URL's filter part for a set of service filters (the inverse of `searchToFilters`). */
export function filtersToSearch(f: FlightFiltersInput): Omit<FlightSearch, 'view' | 'sort' | 'dir' | 'map'> {
  const s: Omit<FlightSearch, 'view' | 'sort' | 'dir' | 'map'> = {};
  if (f.dateFrom !== undefined) s.from = dayOf(Number(f.dateFrom));
  if (f.dateTo !== undefined) s.to = dayOf(Number(f.dateTo));
  if (f.version) s.version = f.version;
  if (f.pilotName) s.pilot = f.pilotName;
  if (f.deviceId) s.device = f.deviceId;
  if (f.hasComments !== undefined) s.comments = f.hasComments === true || f.hasComments === 'true' ? 'yes' : 'no';
  if (f.dateType) s.dateType = f.dateType;
  return s;
}
