import type { ZodType } from 'zod';
import { fromZodError } from './errors';

/** Strict request validation at the boundary: a 400 naming the first bad field. */
export function parse<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}
