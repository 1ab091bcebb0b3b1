import { FlightLogFileSchema, FlightLogListSchema } from '@/lib/contract/flights';
import { toFlightView } from './flight-view-normalise';

export * from './flight-view-normalise';

/** The zod form of the normaliser (one flight by id; the lists use the hand-written check, held to this by a test). */
export const FlightViewSchema = FlightLogFileSchema.loose().transform(toFlightView);
export const FlightPageSchema = FlightLogListSchema.extend({ items: FlightViewSchema.array() });
