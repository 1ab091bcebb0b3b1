import { z } from 'zod';
import { toEpochMs } from './epoch';

/**
 * Shared normalisers for the spec's double spellings. Imported by the SPA and the server;
 * keep this small and stable.
 */

export const USER_TASK_STATUSES = ['DRAFT', 'PUBLISHED', 'IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export type UserTaskStatus = (typeof USER_TASK_STATUSES)[number];
export const UserTaskStatusSchema = z.enum(USER_TASK_STATUSES);

/**
 * Requests carry status as an array of UserTaskStatus values, the objects show a string.
 * Accepts either and yields the one string that is stored (the first array element).
 */
export const StatusInputSchema = z
  .union([UserTaskStatusSchema, z.array(UserTaskStatusSchema).min(1)], {
    error: `status must be one of ${USER_TASK_STATUSES.join(', ')}, or a non-empty array of them`,
  })
  .transform((s): UserTaskStatus => (Array.isArray(s) ? (s[0] as UserTaskStatus) : s));

/** Lenient read of a status that may come back as a string or an array. */
export function normaliseStatus(value: unknown): string | undefined {
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

export { toEpochMs } from './epoch';

/** A query or body date given as ISO 8601 or epoch ms, normalised to epoch ms. */
export const EpochOrIsoSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const ms = toEpochMs(v);
  if (ms === undefined) {
    ctx.addIssue({ code: 'custom', message: 'expected an ISO 8601 date or Unix epoch milliseconds' });
    return z.NEVER;
  }
  return ms;
});

/** Page size from a query string: 1..1000. */
export const LimitSchema = z.coerce.number().int().min(1).max(1000);

/** Paginated list shape: nextToken is null on the last page. */
export interface Page<T> {
  items: T[];
  nextToken: string | null;
}

export const pageSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextToken: z.string().nullable().optional() });

/** Length in characters (code points), so an emoji counts once. */
export const charLength = (s: string): number => [...s].length;
