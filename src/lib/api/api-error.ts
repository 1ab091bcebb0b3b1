import type { ErrorCode } from '@/lib/contract/errors';

/**
 * The one error every API call fails with. Callers branch on `instanceof ApiError`
 * and on `status`/`code`, never on message strings.
 */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the request never got an answer (offline, DNS, CORS, aborted). */
    readonly status: number,
    readonly code: string,
    message: string,
    /** The field the service named, when it named one. */
    readonly field?: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The service named this code (see `lib/contract/errors.ts`); a foreign service may name none. */
  is(code: ErrorCode): boolean {
    return this.code === code;
  }
  get isNetwork(): boolean {
    return this.status === 0 && this.code === 'NETWORK';
  }
  get isUnauthorized(): boolean {
    return this.status === 401;
  }
  /** Worth retrying: no answer, or the service failed (5xx). Never a 4xx. */
  get isTransient(): boolean {
    return this.isNetwork || this.status >= 500;
  }
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

/**
 * The spec fixes no error body, so this understands the shapes a service may send:
 * `{error: {code, message, field}}`, `{error: "msg"}`, `{message, code}`, `{errors: [{message}]}`,
 * a bare JSON string, or plain text.
 */
export function errorFromResponse(status: number, body: unknown, fallbackText = ''): ApiError {
  let code: string | undefined;
  let message: string | undefined;
  let field: string | undefined;
  if (typeof body === 'string') message = str(body);
  else if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const inner = b.error;
    if (inner && typeof inner === 'object') {
      const e = inner as Record<string, unknown>;
      code = str(e.code);
      message = str(e.message);
      field = str(e.field);
    } else {
      message = str(inner) ?? str(b.message);
      code = str(b.code);
      field = str(b.field);
    }
    if (!message && Array.isArray(b.errors)) {
      const first = b.errors[0] as Record<string, unknown> | undefined;
      message = str(first?.message);
    }
  }
  return new ApiError(status, code ?? `HTTP_${status}`, message ?? (str(fallbackText) || defaultMessage(status)), field, body);
}

function defaultMessage(status: number): string {
  if (status === 401) return 'Your sign-in has expired.';
  if (status === 403) return 'You are not allowed to do this.';
  if (status === 404) return 'Not found.';
  if (status === 409) return 'This conflicts with an existing record.';
  if (status === 413) return 'This is too large for the service.';
  if (status >= 500) return 'The service failed. Try again in a moment.';
  return `The request failed (HTTP ${status}).`;
}

/** An error whose message is written for the person at the screen (a file that cannot be read, …). */
export class UserFacingError extends Error {}

/** A cancel (an AbortSignal, a load given up): the user or the screen asked for it. */
function isCancel(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'AbortError';
}

/** What the app expects to fail: the service's answers (and no answer), errors written for people, cancels. */
export function isExpectedError(err: unknown): boolean {
  return err instanceof ApiError || err instanceof UserFacingError || isCancel(err);
}

const reported = new WeakSet<object>();

/**
 * Logs an error the app did not expect (a bug, a library's TypeError), with its stack, once per
 * error however often it is shown. `console.error`, as React logs a render error: an unexpected
 * error is a bug, and the e2e error guard is there to fail the test that meets one.
 */
export function reportUnexpectedError(err: unknown, where?: string): void {
  if (isExpectedError(err)) return;
  if (typeof err === 'object' && err !== null) {
    if (reported.has(err)) return;
    reported.add(err);
  }
  console.error(`Unexpected error${where ? ` in ${where}` : ''}:`, err);
}

/** What happened, in a few words a person can report: `TypeError: Cannot read …`. */
function causeOf(err: unknown): string {
  const text = err instanceof Error ? (err.name && err.name !== 'Error' ? `${err.name}: ${err.message}` : err.message) : String(err);
  return text.length > 200 ? `${text.slice(0, 199)}…` : text || 'no message';
}

/**
 * A human sentence for any thrown value, for toasts and error panels. Never a stack trace. The
 * service's errors and errors written for people say themselves. Anything else is not what the
 * caller expected, so it goes to the console (`reportUnexpectedError`) and reads: with a
 * `fallback` (the caller's words for what failed there), that sentence and the cause; without one,
 * a sentence saying the dashboard itself failed, with the cause.
 */
export function describeError(err: unknown, fallback?: string): string {
  if (err instanceof ApiError) {
    if (err.isNetwork) return 'Cannot reach the service. Check your connection; it will retry.';
    return err.message;
  }
  if (err instanceof UserFacingError) return err.message;
  if (isCancel(err)) return fallback ?? 'It was cancelled before it finished.';
  reportUnexpectedError(err);
  if (fallback !== undefined) return `${fallback} (${causeOf(err)})`;
  return `The dashboard failed on its side (${causeOf(err)}). Reload the page and try again; if it happens again, report this message.`;
}
