import { toEpochMs } from '@/lib/contract/common';
import { FlightLogFileSchema, FlightLogListSchema, type FlightLogFile } from '@/lib/contract/flights';

/**
 * A flight log as the screens see it: the spec's double spellings resolved once, here.
 * Dates arrive as ISO strings or Unix ms, duration and distance as strings.
 * Pure (no client, no session): the list worker imports it too.
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

export const FlightViewSchema = FlightLogFileSchema.loose().transform(toFlightView);
export const FlightPageSchema = FlightLogListSchema.extend({ items: FlightViewSchema.array() });

/** Parses a list body (`{items: [...]}`) into views; throws with the first problem's path. */
export function parseFlightListText(text: string): FlightView[] {
  const parsed = FlightPageSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`The flight list is not what was expected at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data.items;
}
