import { z } from 'zod';

/**
 * Flight logs: the spec's Flight Log File resource and the request shapes of
 * /v1/flights*. Shared by the dashboard (lenient response parsing) and the reference
 * service (strict request validation).
 */

export const FLIGHT_LOG_VERSIONS = ['afl', 'droneV4', 'droneV5'] as const;
export type FlightLogVersion = (typeof FLIGHT_LOG_VERSIONS)[number];

export const FLIGHT_DATE_TYPES = ['uploadDate', 'flightStartDate'] as const;
export type FlightDateType = (typeof FLIGHT_DATE_TYPES)[number];

/** Default and maximum page size of GET /v1/flights/team (the spec leaves both open). */
export const FLIGHTS_DEFAULT_PAGE_SIZE = 50;
export const FLIGHTS_MAX_PAGE_SIZE = 1000;

export { FLIGHT_TRACK_COLUMNS } from './flight-track-columns';

/** ISO 8601 or epoch-ms: the spec allows both for the flight dates. */
const SpecDate = z.union([z.string(), z.number()]);

export const FlightLogFileSchema = z.object({
  id: z.string(),
  storagePath: z.string(),
  name: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  companyId: z.string(),
  ownerId: z.string(),
  deviceId: z.string(),
  pilotName: z.string(),
  version: z.string().nullish(),
  flightStartDate: SpecDate.nullish(),
  flightEndDate: SpecDate.nullish(),
  flightDuration: z.union([z.string(), z.number()]).nullish(),
  flightDistance: z.union([z.string(), z.number()]).nullish(),
  takeOffLocation: z.object({ lat: z.number(), long: z.number() }).nullish(),
  droneName: z.string().nullish(),
  deviceSerial: z.string().nullish(),
  hasComments: z.boolean().nullish(),
  missionIds: z.array(z.string()).nullish(),
  taskIds: z.array(z.string()).nullish(),
  jobIds: z.array(z.string()).nullish(),
  taskNames: z.array(z.string()).nullish(),
  jobNames: z.array(z.string()).nullish(),
  /** Deprecated alias of storagePath, always equal to it (the service authors' sample client reads it). */
  s3Path: z.string().optional(),
  /** Reference-service extension: when the log was uploaded (ISO 8601), the `uploadDate` of the filters. */
  uploadDate: z.string().optional(),
});
export type FlightLogFile = z.infer<typeof FlightLogFileSchema>;

export const FlightLogListSchema = z.object({
  items: z.array(FlightLogFileSchema),
  nextToken: z.string().nullish(),
});
export type FlightLogList = z.infer<typeof FlightLogListSchema>;

// --- Requests (strict). Query strings arrive as strings; a JSON body may carry numbers or booleans. ---

const EpochMs = z.union(
  [
    z.number().int().nonnegative(),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ],
  {
    error: 'must be a Unix timestamp in milliseconds (integer)',
  },
);
const BoolParam = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  error: 'must be true or false',
});
const NonEmpty = z.string({ error: 'must be a string' }).trim().min(1, 'must not be empty').max(200);

export const FlightFiltersSchema = z.object({
  dateFrom: EpochMs.optional(),
  dateTo: EpochMs.optional(),
  version: z.enum(FLIGHT_LOG_VERSIONS, { error: `must be one of ${FLIGHT_LOG_VERSIONS.join(', ')}` }).optional(),
  pilotName: NonEmpty.optional(),
  deviceId: NonEmpty.optional(),
  hasComments: BoolParam.optional(),
  /** Company list only: which date dateFrom/dateTo apply to (default uploadDate). */
  dateType: z.enum(FLIGHT_DATE_TYPES, { error: `must be one of ${FLIGHT_DATE_TYPES.join(', ')}` }).optional(),
});
export type FlightFilters = z.infer<typeof FlightFiltersSchema>;
export type FlightFiltersInput = z.input<typeof FlightFiltersSchema>;

export const FlightTeamQuerySchema = FlightFiltersSchema.omit({ dateType: true }).extend({
  limit: z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,6}$/)
          .transform(Number),
      ],
      { error: 'must be a positive integer' },
    )
    .pipe(z.number().int().min(1).max(FLIGHTS_MAX_PAGE_SIZE))
    .optional(),
  nextToken: z.string().min(1).max(500).optional(),
});

/** Body of DELETE /v1/flights and POST /v1/flights/download. */
export const FlightSelectionSchema = z.object({
  items: z.array(z.string().min(1).max(200)).max(100_000).optional(),
  allSelected: z.boolean({ error: 'allSelected is required (boolean)' }),
  filters: FlightFiltersSchema.optional(),
});
export type FlightSelection = z.input<typeof FlightSelectionSchema>;

export const FlightDeleteResultSchema = z.object({ deleted: z.number().int(), ids: z.array(z.string()).optional() });
export type FlightDeleteResult = z.infer<typeof FlightDeleteResultSchema>;
