import type { ZodType } from 'zod';
import { ApiError, errorFromResponse } from './api-error';
import { reportReachable, serviceAnswered } from './connectivity';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Query parameters; null/undefined/'' are left out. */
  query?: Record<string, QueryValue>;
  /** JSON-serialised unless it is a Blob/ArrayBuffer/FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Parses the JSON response. Lenient schemas: extra fields pass, required ones are checked. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
}

export function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(path.startsWith('http') ? path : `${base}${path}`, globalThis.location?.href ?? 'http://localhost');
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  return url.toString();
}

function isBinary(body: unknown): body is BodyInit {
  return body instanceof Blob || body instanceof ArrayBuffer || body instanceof FormData || ArrayBuffer.isView(body);
}

/**
 * The one fetch wrapper. Every failure becomes an `ApiError`: no answer (status 0, NETWORK),
 * an error status (with the service's code, message and field), or a response that does not
 * match what the screen relies on (INVALID_RESPONSE).
 */
async function send<T>(url: string, opts: RequestOptions<T>): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body !== undefined) {
    if (isBinary(opts.body)) body = opts.body;
    else {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
  }
  let res: Response;
  try {
    res = await fetch(url, { method: opts.method ?? 'GET', headers, body, signal: opts.signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    reportReachable(false);
    throw new ApiError(0, 'NETWORK', 'Cannot reach the service.');
  }
  reportReachable(serviceAnswered(res.status));
  return res;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A successful response with its body unread; an error status becomes an `ApiError` as below. */
export async function httpResponse(url: string, opts: RequestOptions<never> = {}): Promise<Response> {
  const res = await send(url, opts);
  if (res.ok) return res;
  const text = await res.text();
  throw errorFromResponse(res.status, parseJson(text) ?? text, res.statusText);
}

export async function httpRequest<T>(url: string, opts: RequestOptions<T> = {}): Promise<T> {
  const res = await send(url, opts);
  const text = await res.text();
  const json = parseJson(text);
  if (!res.ok) throw errorFromResponse(res.status, json ?? text, res.statusText);
  if (!opts.schema) return json as T;
  const parsed = opts.schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new ApiError(
      res.status,
      'INVALID_RESPONSE',
      `The service answered with something unexpected${where}: ${issue?.message ?? 'invalid'}`,
      undefined,
      json,
    );
  }
  return parsed.data;
}
