import { z } from 'zod';
import { RangeSchema } from './time-range';

const ms = z.coerce.number().int().nonnegative().optional().catch(undefined);
const id = z.string().min(1).optional().catch(undefined);

/** Everything that makes an analytics screen, in the URL: scope, filters, zone and comparison. */
export const AnalyticsSearchSchema = z.object({
  device: id,
  /** Session and class filters (a bar or a class clicked). */
  session: id,
  cls: id,
  range: RangeSchema.default('30d').catch('30d'),
  from: ms,
  to: ms,
  tz: z.enum(['local', 'utc']).default('local').catch('local'),
  compare: z.enum(['none', 'device', 'previous']).default('none').catch('none'),
  compareDevice: id,
});
export type AnalyticsSearch = z.infer<typeof AnalyticsSearchSchema>;
export type AnalyticsSearchPatch = Partial<AnalyticsSearch>;

export const timeZoneOf = (tz: AnalyticsSearch['tz']): string =>
  tz === 'utc' ? 'UTC' : Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
