import type { FlightFiltersInput } from '@/lib/contract/flights';

const VERSION_WORDS: Record<string, string> = {
  afl: 'autonomous-flight app logs',
  droneV4: 'drone SDK v4 logs',
  droneV5: 'drone SDK v5 logs',
};

const day = (ms: number) => new Date(ms).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * The filter in words, for confirmations: "drone SDK v4 logs, pilot Amara Okafor, uploaded
 * from 1 Mar 2025 to 31 Mar 2025". No filter at all is said plainly, because it means everything.
 */
export function describeFilters(f: FlightFiltersInput, scope: 'team' | 'company', deviceName?: (id: string) => string): string {
  const parts: string[] = [];
  if (f.version) parts.push(VERSION_WORDS[f.version] ?? f.version);
  if (f.pilotName) parts.push(`pilot ${f.pilotName}`);
  if (f.deviceId) parts.push(`drone ${deviceName?.(String(f.deviceId)) ?? f.deviceId}`);
  if (f.hasComments !== undefined) parts.push(f.hasComments === true || f.hasComments === 'true' ? 'with comments' : 'without comments');
  const what = f.dateType === 'flightStartDate' ? 'flown' : 'uploaded';
  if (f.dateFrom !== undefined && f.dateTo !== undefined) parts.push(`${what} from ${day(Number(f.dateFrom))} to ${day(Number(f.dateTo))}`);
  else if (f.dateFrom !== undefined) parts.push(`${what} on or after ${day(Number(f.dateFrom))}`);
  else if (f.dateTo !== undefined) parts.push(`${what} on or before ${day(Number(f.dateTo))}`);
  if (parts.length === 0) return scope === 'company' ? 'every flight of the company (no filter)' : 'every flight of the team (no filter)';
  return `flights matching: ${parts.join(', ')}`;
}
