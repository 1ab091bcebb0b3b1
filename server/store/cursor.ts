import { invalid } from '../domain/errors';

/**
 * The one pagination cursor of the REST lists (missions, tasks, flight logs): opaque base64url
 * of the last served row's keyset `(time, id)`. The next page starts strictly after it, so rows
 * inserted between pages are never repeated and never push a row that existed out of the walk.
 * (The media drive's GraphQL `nextToken` is the spec's key object, not an opaque string; it
 * stays in `domain/media/next-token.ts`.)
 */
export interface Cursor {
  /** The sort time of the row (created_at or uploaded_at, epoch ms). */
  at: number;
  id: string;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');
}

/** The keyset of a token this service issued; VALIDATION_FAILED on `nextToken` otherwise. */
export function decodeCursor(token: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (Array.isArray(value) && Number.isFinite(value[0]) && typeof value[1] === 'string' && value[1] !== '') {
      return { at: value[0] as number, id: value[1] };
    }
  } catch {
    /* fall through to the validation error */
  }
  throw invalid('nextToken is not a token this service issued', 'nextToken');
}

export const DEFAULT_PAGE_SIZE = 50;

/** Turns `limit + 1` fetched rows into a page: the extra row only says another page exists. */
export function toPage<R, T>(rows: R[], limit: number, present: (row: R) => T, keyOf: (row: R) => Cursor) {
  const more = rows.length > limit;
  const pageRows = more ? rows.slice(0, limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return { items: pageRows.map(present), nextToken: more && last !== undefined ? encodeCursor(keyOf(last)) : null };
}

/** The keyset of a row listed by (created_at DESC, id DESC). */
export const createdAtKey = (row: { createdAt: number; id: string }): Cursor => ({ at: row.createdAt, id: row.id });

/** SQL fragment for "strictly after the cursor" in (created_at DESC, id DESC) order. */
export const AFTER_CURSOR = '(created_at < @cursorAt OR (created_at = @cursorAt AND id < @cursorId))';
