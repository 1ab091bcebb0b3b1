import { z } from 'zod';

/**
 * The one error body of the reference service, and the codes it uses. The spec fixes neither
 * ("Error body shape and codes: not shown"), so the service answers with this shape and the
 * dashboard branches on these codes — while still reading other services' shapes leniently
 * (see `errorFromResponse` in `lib/api/api-error.ts`).
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'NOT_SHARED',
  'CONFLICT',
  'ALREADY_STREAMING',
  'NOT_STREAMING',
  'PRECONDITION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RANGE_NOT_SATISFIABLE',
  'RATE_LIMITED',
  'STREAM_CAPACITY',
  'INSUFFICIENT_STORAGE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
export const ErrorCodeSchema = z.enum(ERROR_CODES);

/** The HTTP status each code is answered with; the transport maps codes to statuses with this alone. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  BAD_REQUEST: 400,
  ALREADY_STREAMING: 400,
  NOT_STREAMING: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  NOT_SHARED: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  /** Too many requests (or wrong pairing codes) from one client; Retry-After says when to try again. */
  RATE_LIMITED: 429,
  INTERNAL: 500,
  STREAM_CAPACITY: 503,
  /** An upload that would take the team past its storage quota. */
  INSUFFICIENT_STORAGE: 507,
};

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Dotted path of the offending request field (`route.3.lat`), when one field is to blame. */
    field: z.string().optional(),
    /** Why a 403 refused (`permissions.ts` REFUSAL_REASONS), with the action refused; extension fields. */
    reason: z.string().optional(),
    action: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** True when `code` is one of the codes above (a foreign service may send others). */
export function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}
