import { toEpochMs } from '@/lib/contract/epoch';
import type { FlightLogFile } from '@/lib/contract/flights';

/**
 * A flight log as the screens see it: the spec's double spellings resolved once, here.
 * Dates arrive as ISO strings or Unix ms, duration and distance as strings.
 * Pure, without zod (no client, no session): the list worker imports it and stays small.
 */
export interface FlightView extends Omit<FlightLogFile, 'flightStartDate' | 'flightEndDate' | 'flightDuration' | 'flightDistance'> {
  startMs: number | undefined;
  endMs: number | undefined;
  durationS: number | undefined;
  distanceM: number | undefined;
  uploadMs: number | undefined;
}

function finiteNumber(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

export function toFlightView(f: FlightLogFile): FlightView {
  const { flightStartDate, flightEndDate, flightDuration, flightDistance, ...rest } = f;
  return {
    ...rest,
    startMs: toEpochMs(flightStartDate),
    endMs: toEpochMs(flightEndDate),
    durationS: finiteNumber(flightDuration),
    distanceM: finiteNumber(flightDistance),
    uploadMs: toEpochMs(f.uploadDate),
  };
}

function allStrings(v: unknown[]): boolean {
  for (let i = 0; i < v.length; i++) if (typeof v[i] !== 'string') return false;
  return true;
}

const REQUIRED = ['id', 'storagePath', 'name', 'teamId', 'teamName', 'companyId', 'ownerId', 'deviceId', 'pilotName'] as const;
const STRING_LISTS = ['missionIds', 'taskIds', 'jobIds', 'taskNames', 'jobNames'] as const;
const OPTIONAL_STRINGS = ['version', 'droneName', 'deviceSerial', 'uploadDate'] as const;

/**
 * One list item, checked and normalised by hand: what `FlightViewSchema` accepts, at a fraction
 * of its cost (zod took ~7 s for 100,000 logs, this ~0.1 s). Required fields must be strings;
 * optional ones of the wrong type read as absent, so a foreign service's oddity never crashes a row.
 */
export function normaliseFlightItem(raw: unknown, index: number): FlightView {
  return normaliseFlightItemInPlace(typeof raw === 'object' && raw !== null ? { ...raw } : raw, index);
}

/**
 * `normaliseFlightItem` on an object the caller owns and gives up (fresh from JSON.parse): it
 * becomes the view, without the two copies per item (100,000 copies of 25 fields are seconds on
 * a loaded machine). The raw date/duration/distance fields are left undefined, not deleted
 * (deleting turns the object into a slow dictionary).
 */
export function normaliseFlightItemInPlace(raw: unknown, index: number): FlightView {
  if (typeof raw !== 'object' || raw === null) throw new Error(`The flight list is not what was expected at items.${index}: not an object`);
  const f = raw as Record<string, unknown>;
  for (const k of REQUIRED) {
    if (typeof f[k] !== 'string') throw new Error(`The flight list is not what was expected at items.${index}.${k}: expected a string`);
  }
  for (const k of OPTIONAL_STRINGS) if (f[k] !== undefined && f[k] !== null && typeof f[k] !== 'string') f[k] = undefined;
  for (const k of STRING_LISTS) {
    const v = f[k];
    if (v === undefined || v === null) continue;
    // The parsed array is kept when it is all strings (nearly always): a filtered copy of five
    // lists per row was 500,000 arrays for the collector in a 100,000-row list.
    if (!Array.isArray(v)) f[k] = undefined;
    else if (!allStrings(v)) f[k] = v.filter((x): x is string => typeof x === 'string');
  }
  if (f.hasComments !== undefined && f.hasComments !== null && typeof f.hasComments !== 'boolean') f.hasComments = undefined;
  const loc = f.takeOffLocation as { lat?: unknown; long?: unknown } | null | undefined;
  if (loc !== undefined && loc !== null && (typeof loc.lat !== 'number' || typeof loc.long !== 'number')) f.takeOffLocation = undefined;
  for (const k of ['flightStartDate', 'flightEndDate', 'flightDuration', 'flightDistance'] as const) {
    const v = f[k];
    if (v !== undefined && v !== null && typeof v !== 'string' && typeof v !== 'number') f[k] = undefined;
  }
  f.startMs = toEpochMs(f.flightStartDate);
  f.endMs = toEpochMs(f.flightEndDate);
  f.durationS = finiteNumber(f.flightDuration);
  f.distanceM = finiteNumber(f.flightDistance);
  f.uploadMs = toEpochMs(f.uploadDate);
  f.flightStartDate = f.flightEndDate = f.flightDuration = f.flightDistance = undefined;
  return f as unknown as FlightView;
}

/** A team page `{items, nextToken}` checked like a list body (what `FlightPageSchema` accepts). */
export function parseFlightPage(body: unknown): { items: FlightView[]; nextToken: string | null } {
  const b = body as { items?: unknown; nextToken?: unknown } | null;
  if (!b || typeof b !== 'object' || !Array.isArray(b.items)) throw new Error('The flight list is not what was expected: no items array');
  return {
    items: (b.items as unknown[]).map((it, i) => normaliseFlightItemInPlace(it, i)),
    nextToken: typeof b.nextToken === 'string' ? b.nextToken : null,
  };
}

/** Parses a list body (`{items: [...]}`) into views; throws with the first problem's path. */
export function parseFlightListText(text: string): FlightView[] {
  const body = JSON.parse(text) as { items?: unknown };
  if (!body || !Array.isArray(body.items)) throw new Error('The flight list is not what was expected: no items array');
  const items = body.items as unknown[];
  const out: FlightView[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) out[i] = normaliseFlightItemInPlace(items[i], i);
  return out;
}
